import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { registerMidtransSandboxJobs } from '../billing/payments/sandbox/sandbox-jobs.ts';
import { registerReminderJobs } from '../reminders/reminder-jobs.ts';
import { registerWeeklyReportJobs } from '../weekly-report/weekly-report-jobs.ts';
import { registerOrderJobs } from '../billing/orders/order-jobs.ts';
import { createPaymentGateway } from '../billing/payments/create-payment-gateway.ts';
import type { PaymentGateway } from '../billing/payments/payment-gateway.ts';
import { pruneFinishedJobs } from './job-queue.ts';
import { jobRegistry, registerRecurringJob, type JobRegistry } from './job-registry.ts';
import { startJobRunner, type JobRunner } from './job-runner.ts';

export const PRUNE_JOBS_QUEUE = 'jobs.prune';
const PRUNE_JOBS_EVERY_MS = 60 * 60 * 1000;

/**
 * The server's own background work (decision 070): the WhatsApp class reminders (planner every
 * 5 minutes + sends), the parents' weekly summary (decision 078) and the hourly pruning of
 * finished jobs. Other modules add theirs with
 * registerRecurringJob / registerJobHandler (jobs/job-registry.ts) before or after the start.
 */
export function registerServerJobs(config: Config, registry: JobRegistry = jobRegistry()): void {
  const remindersOn = registerReminderJobs(config, { registry });
  if (!remindersOn) log('warn', 'WhatsApp class reminders are off: set REMINDER_WEBHOOK_URL and REMINDER_WEBHOOK_SECRET');
  // The parents' weekly WhatsApp summary (decision 078) goes through the same gateway.
  registerWeeklyReportJobs(config, { registry });
  // Paid periods' expiry, payment reconciliation and pauses (decision 079).
  let gateway: PaymentGateway | undefined;
  registerOrderJobs({ registry, gateway: () => (gateway ??= createPaymentGateway(config)) });
  // The built-in Midtrans sandbox's notifications and settlements (decision 080).
  registerMidtransSandboxJobs(config, { registry });
  if (config.midtrans.mode === 'off') log('warn', 'payments are off: set MIDTRANS_SERVER_KEY (decision 080)');
  registerRecurringJob(
    {
      queue: PRUNE_JOBS_QUEUE,
      everyMs: PRUNE_JOBS_EVERY_MS,
      handler: async ({ db, now }) => {
        const deleted = await pruneFinishedJobs(db, now);
        if (deleted > 0) log('info', 'finished jobs pruned', { deleted });
      },
    },
    registry,
  );
}

/**
 * Registers the server's jobs and starts this process's runner: its lanes poll every
 * JOBS_POLL_MS and leases are renewed while jobs run (decision 101). With JOBS_POLL_MS=0 nothing
 * runs here (another process sharing the database runs the jobs). Call `stop()` on shutdown,
 * before the database closes: it waits for the jobs still running.
 */
export function startServerJobs(db: Kysely<Tables>, config: Config): JobRunner | undefined {
  registerServerJobs(config);
  if (config.jobsPollMs === 0) return undefined;
  return startJobRunner({ db, pollMs: config.jobsPollMs });
}
