import type { Kysely } from 'kysely';
import {
  parseReportWeekKey,
  reportWeekLabel,
  reportWeekOf,
  shiftReportWeek,
  type ReportWeek,
} from '@bimbel/domain/weekly-report/report-week';
import type { Config } from '../config/config.ts';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { enqueueJobs, type EnqueueJobInput } from '../jobs/job-queue.ts';
import {
  jobRegistry,
  registerJobHandler,
  registerRecurringJob,
  type JobContext,
  type JobRegistry,
} from '../jobs/job-registry.ts';
import { loadReportFamily } from './report-family.ts';
import { loadWeeklyReport } from './weekly-report-loader.ts';
import { createWeeklyReportSender, type WeeklyReportSender } from './weekly-report-sender.ts';
import { weeklyReportText } from './weekly-report-text.ts';

/*
 * The weekly WhatsApp summary as durable jobs (issue 15, decision 078), on the queue of decision
 * 070:
 * - every 15 minutes a planner job (one per slot, however many processes poll) looks for the
 *   week whose summary is due — Sunday 19.00 WIB, sent until Monday 19.00 WIB for a server that
 *   was down — and enqueues one send job per opted-in parent, keyed
 *   `weekly-report:{parentId}:{week's Monday}`: one summary per (parent, week), ever;
 * - the send job reads everything again when it runs: the parent still opted in, the family's
 *   children and their week as the report page shows it. A gateway failure throws: the job
 *   retries with backoff (30 s, 1, 2, 4 minutes).
 */

export const WEEKLY_REPORT_PLAN_QUEUE = 'weekly-report.plan';
export const WEEKLY_REPORT_SEND_QUEUE = 'weekly-report.send';
export const WEEKLY_REPORT_PLAN_EVERY_MS = 15 * 60 * 1000;
/** When the summary goes out: Minggu (the week's 7th day) at 19.00 WIB, after the day's classes. */
export const WEEKLY_REPORT_SEND_HOUR_WIB = 19;
/** A summary not sent within this long after its time is dropped (the next week's comes instead). */
export const WEEKLY_REPORT_LATE_MS = 24 * 60 * 60 * 1000;
const SEND_MAX_ATTEMPTS = 5;
const HOUR_MS = 60 * 60 * 1000;

export type WeeklyReportPayload = { parentId: string; week: string };

/** `weekly-report:{parentId}:{YYYY-MM-DD of the Monday}`. */
export function weeklyReportKey({ parentId, week }: WeeklyReportPayload): string {
  return `weekly-report:${parentId}:${week}`;
}

/** Sunday 19.00 WIB of the week: when its summary is due. */
export function weeklyReportSendAt(week: ReportWeek): Date {
  // The week ends on Monday 00.00 WIB; Sunday 19.00 is five hours before (no daylight saving time).
  return new Date(week.end.getTime() - (24 - WEEKLY_REPORT_SEND_HOUR_WIB) * HOUR_MS);
}

/** The week whose summary is due at `now` (this week from Sunday 19.00, last week until Monday 19.00), if any. */
export function dueReportWeek(now: Date): ReportWeek | undefined {
  const current = reportWeekOf(now);
  return [current, shiftReportWeek(current, -1)].find((week) => {
    const sendAt = weeklyReportSendAt(week).getTime();
    return sendAt <= now.getTime() && now.getTime() < sendAt + WEEKLY_REPORT_LATE_MS;
  });
}

/**
 * Enqueues the due week's summary for every parent who opted in. Idempotent: answers how many
 * summaries were new (a parent who opts in on Sunday evening is still planned that evening).
 */
export async function planWeeklyReports(db: Kysely<Tables>, now: Date): Promise<number> {
  const week = dueReportWeek(now);
  if (!week) return 0;
  const parents = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'parent')
    .where('weekly_report_whatsapp', '=', true)
    .orderBy('id')
    .execute();
  const jobs: EnqueueJobInput[] = parents.map(({ id }) => {
    const payload: WeeklyReportPayload = { parentId: id, week: week.key };
    return {
      queue: WEEKLY_REPORT_SEND_QUEUE,
      key: weeklyReportKey(payload),
      payload,
      runAt: now,
      maxAttempts: SEND_MAX_ATTEMPTS,
    };
  });
  return enqueueJobs(db, jobs, now);
}

/** Why a summary was not sent (logged at debug level), or undefined when it went out. */
export type WeeklyReportSkipReason = 'parent_gone' | 'opted_out' | 'no_children' | 'too_late';

function readPayload(payload: unknown): { parentId: string; week: ReportWeek } {
  const { parentId, week } = (payload ?? {}) as Partial<WeeklyReportPayload>;
  const parsed = typeof week === 'string' ? parseReportWeekKey(week) : null;
  if (typeof parentId !== 'string' || !parsed) throw new Error('weekly report job without parentId and week');
  return { parentId, week: parsed };
}

/**
 * Sends one parent's summary after checking, at send time, that it is still wanted: the parent
 * exists and is opted in, the family has a student, and the summary is not over a day late.
 * Throws when the sender fails (the job retries).
 */
export async function sendWeeklyReport(
  { db, now, job }: JobContext,
  { sender, origin }: { sender: WeeklyReportSender; origin: string },
): Promise<WeeklyReportSkipReason | undefined> {
  const { parentId, week } = readPayload(job.payload);
  if (now.getTime() >= weeklyReportSendAt(week).getTime() + WEEKLY_REPORT_LATE_MS) return 'too_late';
  const parent = await db
    .selectFrom('users')
    .select(['id', 'account_id', 'role'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent || parent.role !== 'parent') return 'parent_gone';
  const family = await loadReportFamily(db, { userId: parent.id, accountId: parent.account_id });
  if (!family || family.kind !== 'family') return 'parent_gone';
  if (!family.parent.weeklyReportWhatsapp) return 'opted_out';
  if (family.children.length === 0) return 'no_children';
  const children = [];
  for (const child of family.children) {
    const report = await loadWeeklyReport(db, child, week, now);
    children.push({ name: child.fullName, totals: report.totals });
  }
  await sender.send({
    to: family.parent.phone,
    text: weeklyReportText({
      parentName: family.parent.fullName,
      weekLabel: reportWeekLabel(week),
      weekKey: week.key,
      isCurrentWeek: week.key === reportWeekOf(now).key,
      children,
      origin,
    }),
    weekStart: week.key,
    idempotencyKey: job.key ?? weeklyReportKey({ parentId, week: week.key }),
  });
  return undefined;
}

/**
 * Registers the planner (every 15 minutes) and the send handler. Production without
 * REMINDER_WEBHOOK_URL has no sender: nothing is registered. Answers whether summaries are on.
 */
export function registerWeeklyReportJobs(
  config: Pick<Config, 'reminderSender' | 'publicOrigin'>,
  {
    registry = jobRegistry(),
    sender = createWeeklyReportSender(config.reminderSender),
  }: { registry?: JobRegistry; sender?: WeeklyReportSender } = {},
): boolean {
  if (!sender) return false;
  registerRecurringJob(
    {
      queue: WEEKLY_REPORT_PLAN_QUEUE,
      everyMs: WEEKLY_REPORT_PLAN_EVERY_MS,
      handler: async ({ db, now }) => {
        const created = await planWeeklyReports(db, now);
        if (created > 0) log('info', 'weekly reports planned', { created });
      },
    },
    registry,
  );
  registerJobHandler(
    WEEKLY_REPORT_SEND_QUEUE,
    async (context) => {
      const skipped = await sendWeeklyReport(context, { sender, origin: config.publicOrigin });
      if (skipped) log('debug', 'weekly report skipped', { jobId: context.job.id, reason: skipped });
    },
    registry,
  );
  return true;
}
