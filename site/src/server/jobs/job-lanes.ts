/*
 * Lanes (decision 101): every queue belongs to one lane, and each lane of a process claims and
 * runs its own jobs, several at once, independently of the others — so 500 reminders waiting on
 * a slow WhatsApp gateway never hold up a payment notification or a reconciliation.
 */

export type LaneName = 'payments' | 'messaging' | 'default';

/** Jobs of a lane one process runs at once. */
export type LaneConcurrency = Record<LaneName, number>;

/**
 * Payments: few jobs, each a short exchange with the database or Midtrans. Messaging: many jobs
 * that mostly wait on a gateway (seconds each), so a process keeps many in flight — 500 reminders
 * at 5 s each take ~25 s on two processes. Default: the housekeeping (pruning, the demo's roll).
 */
export const DEFAULT_LANE_CONCURRENCY: Readonly<LaneConcurrency> = { payments: 4, messaging: 50, default: 2 };

/** Queue name prefixes per lane; a queue matching none runs in the default lane. */
const LANE_PREFIXES: readonly (readonly [LaneName, readonly string[]])[] = [
  ['payments', ['orders.', 'payments.', 'subscriptions.', 'sandbox.']],
  ['messaging', ['reminders.', 'whatsapp.', 'weekly-report.']],
];

export const LANES: readonly LaneName[] = ['payments', 'messaging', 'default'];

/**
 * The lane of a queue, from its name.
 *
 * @example
 * laneOfQueue('payments.reconcile'); // 'payments'
 * laneOfQueue('reminders.send'); // 'messaging'
 * laneOfQueue('jobs.prune'); // 'default'
 */
export function laneOfQueue(queue: string): LaneName {
  for (const [lane, prefixes] of LANE_PREFIXES) {
    if (prefixes.some((prefix) => queue.startsWith(prefix))) return lane;
  }
  return 'default';
}
