import { z } from 'zod';
import type { JsonValue, MidtransSandboxTransaction, SandboxTransactionStatus } from '../../../db/schema.ts';
import type { EnqueueJobInput } from '../../../jobs/job-queue.ts';
import { sandboxAnswerBody } from './sandbox-answer-body.ts';

/*
 * Which HTTP notifications the sandbox sends when a transaction changes (decision 080), as durable
 * jobs of the `payments.sandbox-notify` queue — with the tester's switches from the payment page:
 * every notification sent N times (duplicates), a stale `pending` sent after the final status (out
 * of order), all of them held back N seconds (delayed), or none at all (dropped: only the status
 * API tells, so reconciliation must find it).
 */

export const SANDBOX_NOTIFY_QUEUE = 'payments.sandbox-notify';
export const MAX_NOTIFICATION_COPIES = 5;
export const MAX_NOTIFICATION_DELAY_SECONDS = 600;

export const NotifyOptionsSchema = z.object({
  copies: z.number().int().min(1).max(MAX_NOTIFICATION_COPIES),
  outOfOrder: z.boolean(),
  delaySeconds: z.number().int().min(0).max(MAX_NOTIFICATION_DELAY_SECONDS),
  drop: z.boolean(),
});
export type NotifyOptions = z.output<typeof NotifyOptionsSchema>;

/** Midtrans's own behaviour: each notification once, at once. */
export const PLAIN_NOTIFICATIONS: NotifyOptions = { copies: 1, outOfOrder: false, delaySeconds: 0, drop: false };

/** A transaction's stored switches (plain ones for anything unreadable). */
export function notifyOptionsOf(row: MidtransSandboxTransaction): NotifyOptions {
  const parsed = NotifyOptionsSchema.safeParse(row.notify_options);
  return parsed.success ? parsed.data : PLAIN_NOTIFICATIONS;
}

export type NotifyPayload = { url: string; body: { [key: string]: JsonValue }; retry: number };

/** `midtrans-sandbox:{order_id}:{status}:{copy}`: each notification exists once, however often planned. */
export function notificationKey(orderId: string, status: string, copy: number | 'stale'): string {
  return `midtrans-sandbox:${orderId}:${status}:${copy}`;
}

/**
 * The notification jobs of `statuses` (in that order) for a transaction, per its switches. Each
 * body is the transaction as it stood in that status, signed with the server key.
 */
export function planSandboxNotifications(
  row: MidtransSandboxTransaction,
  statuses: readonly SandboxTransactionStatus[],
  { serverKey, now, label }: { serverKey: string; now: Date; label?: string },
): EnqueueJobInput[] {
  const options = notifyOptionsOf(row);
  if (options.drop) return [];
  const runAt = new Date(now.getTime() + options.delaySeconds * 1000);
  const job = (status: SandboxTransactionStatus, copy: number | 'stale', at: Date): EnqueueJobInput => {
    const payload: NotifyPayload = {
      url: row.notification_url,
      body: sandboxAnswerBody(row, { purpose: 'notification', serverKey, status }),
      retry: 0,
    };
    // A refund or chargeback may come several times per transaction: its label (the reversal's id) keeps each one's key.
    const name = label ? `${status}-${label}` : status;
    return { queue: SANDBOX_NOTIFY_QUEUE, key: notificationKey(row.order_id, name, copy), payload, runAt: at };
  };
  const jobs = statuses.flatMap((status) =>
    Array.from({ length: options.copies }, (_, index) => job(status, index + 1, runAt)),
  );
  const final = statuses.at(-1);
  if (options.outOfOrder && final && final !== 'pending') {
    // A second later than the final one: the queue runs jobs by run_at, so it arrives after it.
    jobs.push(job('pending', 'stale', new Date(runAt.getTime() + 1000)));
  }
  return jobs;
}
