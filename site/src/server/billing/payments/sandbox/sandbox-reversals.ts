import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JsonValue, MidtransSandboxTransaction, SandboxTransactionStatus, Tables } from '../../../db/schema.ts';
import { enqueueJobs } from '../../../jobs/job-queue.ts';
import { planSandboxNotifications } from './sandbox-notifications.ts';
import { sandboxReversalsOf, type SandboxReversal } from './sandbox-reversal-record.ts';

/*
 * Refunds and chargebacks in the sandbox gateway (decision 104), as Midtrans does them: a refund
 * (`POST /v2/{id}/refund`, docs "Refund Transaction") only of a settled transaction, at most what
 * is left, the whole of it by default, idempotent by `refund_key`; a chargeback (the card's issuer
 * taking money back — Midtrans has no API for it, so the sandbox gives testers a control). Each
 * is stored on the transaction with the notification it causes, in one database transaction with
 * the row locked: two racing calls with one key store one refund.
 */

/** Midtrans's refund request body (docs "Refund Transaction"): every field optional. */
export const SandboxRefundRequestSchema = z.object({
  refund_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'refund_key may only contain alphabets, numbers, dash (-), and underscore (_)')
    .optional(),
  amount: z.number().int('amount must be a whole number').positive('amount must be greater than 0').optional(),
  reason: z.string().max(255, 'reason must be at most 255 characters').optional(),
});
export type SandboxRefundRequest = z.output<typeof SandboxRefundRequestSchema>;

/** Statuses a refund or a chargeback may follow: a settlement, or a part already given back. */
const REVERSIBLE: readonly (SandboxTransactionStatus | null)[] = ['settlement', 'partial_refund', 'partial_chargeback'];

export type ReversalOutcome =
  | { kind: 'not_found' }
  | { kind: 'not_settled'; row: MidtransSandboxTransaction }
  | { kind: 'over_amount'; row: MidtransSandboxTransaction; left: number }
  | { kind: 'done'; row: MidtransSandboxTransaction; reversal: SandboxReversal; repeated: boolean };

type Signing = { serverKey: string; now: Date };

/**
 * Gives back `amount` (default: all that is left) of a settled transaction as a refund or a
 * chargeback, and plans its notification (`refund`/`partial_refund`, `chargeback`/
 * `partial_chargeback`, with `refund_amount` and `refunds`). A refund_key seen before answers the
 * refund it made, changing nothing.
 */
export async function reverseSandboxTransaction(
  db: Kysely<Tables>,
  id: string,
  request: { kind: 'refund' | 'chargeback'; amount?: number; reason?: string; refundKey?: string },
  signing: Signing,
): Promise<ReversalOutcome> {
  return db.transaction().execute(async (trx): Promise<ReversalOutcome> => {
    const row = await trx
      .selectFrom('midtrans_sandbox_transactions')
      .selectAll()
      .where((eb) => eb.or([eb('order_id', '=', id), eb(eb.cast('transaction_id', 'text'), '=', id)]))
      .forUpdate()
      .executeTakeFirst();
    if (!row?.transaction_status) return { kind: 'not_found' };
    const reversals = sandboxReversalsOf(row);
    const again = request.refundKey && reversals.find((reversal) => reversal.refundKey === request.refundKey);
    if (again) return { kind: 'done', row, reversal: again, repeated: true };
    if (!REVERSIBLE.includes(row.transaction_status)) return { kind: 'not_settled', row };
    const left = row.gross_amount - reversals.reduce((sum, reversal) => sum + reversal.amount, 0);
    const amount = request.amount ?? left;
    if (amount > left || amount <= 0) return { kind: 'over_amount', row, left };
    const reversal: SandboxReversal = {
      id: reversals.length + 1,
      kind: request.kind,
      amount,
      refundKey: request.kind === 'refund' ? (request.refundKey ?? randomUUID()) : null,
      reason: request.reason ?? (request.kind === 'refund' ? 'refund request from merchant' : 'chargeback by the issuer'),
      createdAt: signing.now.toISOString(),
    };
    const whole = amount === left;
    const status: SandboxTransactionStatus =
      request.kind === 'refund' ? (whole ? 'refund' : 'partial_refund') : whole ? 'chargeback' : 'partial_chargeback';
    const updated = await trx
      .updateTable('midtrans_sandbox_transactions')
      .set({ transaction_status: status, refunds: JSON.stringify([...reversals, reversal] as unknown as JsonValue[]) })
      .where('order_id', '=', row.order_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueueJobs(trx, planSandboxNotifications(updated, [status], { ...signing, label: String(reversal.id) }), signing.now);
    return { kind: 'done', row: updated, reversal, repeated: false };
  });
}
