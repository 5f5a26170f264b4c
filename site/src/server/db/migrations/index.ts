import { migration as initial } from './0001_initial.ts';
import { migration as accountLocation } from './0002_account_location.ts';
import { migration as storeLeads } from './0003_store_leads.ts';
import { migration as tanya } from './0004_tanya.ts';
import { migration as leadsById } from './0005_leads_by_id.ts';
import { migration as liveClasses } from './0006_live_classes.ts';
import { migration as reminderTimeZone } from './0007_reminder_time_zone.ts';
import { migration as classEngagement } from './0008_class_engagement.ts';
import { migration as classBookings } from './0009_class_bookings.ts';
import { migration as weeklyReport } from './0012_weekly_report.ts';
import { migration as packagesAndOrders } from './0013_packages_and_orders.ts';
import { migration as pausesAndVaNumbers } from './0014_pauses_and_va_numbers.ts';
import { migration as midtransSandbox } from './0015_midtrans_sandbox.ts';
import { migration as events } from './0016_events.ts';
import { migration as teacherRoster } from './0018_teacher_roster.ts';
import { migration as classTermPlans } from './0019_class_term_plans.ts';
import { migration as tanyaSteps } from './0020_tanya_steps.ts';
import { migration as paymentAttemptCheckedAt } from './0021_payment_attempt_checked_at.ts';
import { migration as refundsAndChargebacks } from './0022_refunds_and_chargebacks.ts';
import { migration as notificationSummaries } from './0024_notification_summaries.ts';

/**
 * A schema change: plain SQL (may hold several statements), applied once, in its own
 * transaction. Kept in TypeScript so the bundled server, tsx scripts and vitest all load it
 * without reading files.
 */
export type Migration = {
  /** `NNNN_snake_case`, the order of application. Never renamed once committed. */
  readonly id: string;
  readonly sql: string;
};

/** Every migration, oldest first. Append new ones; never edit or reorder committed ones. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  accountLocation,
  storeLeads,
  tanya,
  leadsById,
  liveClasses,
  reminderTimeZone,
  classEngagement,
  classBookings,
  weeklyReport,
  packagesAndOrders,
  pausesAndVaNumbers,
  midtransSandbox,
  events,
  teacherRoster,
  classTermPlans,
  tanyaSteps,
  paymentAttemptCheckedAt,
  refundsAndChargebacks,
  notificationSummaries,
];
