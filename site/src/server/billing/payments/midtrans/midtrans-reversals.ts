import { z } from 'zod';
import type { GatewayReversal } from '../payment-gateway.ts';
import { fromMidtransAmount } from './midtrans-amount.ts';
import { reversalFromMidtrans } from './midtrans-status.ts';

/*
 * Midtrans's refunds and chargebacks in our words (decision 104). A refund or chargeback
 * notification, like the status API, lists every reversal of the transaction so far in `refunds`
 * (refund_chargeback_id, refund_amount, refund_key, reason, created_at) with `refund_amount` their
 * sum; the refund call answers the one it made. Each reversal is named by the order id and its
 * refund_chargeback_id, so a duplicate, a retry, or a later notification listing it again finds it
 * recorded. Midtrans does not say in the list which one was a chargeback: a refund carries a
 * refund_key (Midtrans makes one when the merchant sent none) and a chargeback, made by the
 * issuer, none — so an entry without one is taken for the kind its notification reports.
 */

const EntrySchema = z.looseObject({
  refund_chargeback_id: z.union([z.number().int(), z.string().regex(/^[A-Za-z0-9_-]{1,60}$/)]),
  refund_amount: z.string().max(20),
  refund_key: z.string().max(100).nullish(),
  reason: z.string().nullish(),
});

/** The gateway's name of one reversal: unique across transactions. */
export function reversalReference(gatewayOrderId: string, refundChargebackId: number | string): string {
  return `${gatewayOrderId}#${refundChargebackId}`;
}

/** One entry of `refunds` (or the refund call's answer) as a reversal; null when unreadable. */
export function reversalFromEntry(
  gatewayOrderId: string,
  entry: unknown,
  fallbackKind: GatewayReversal['kind'],
): GatewayReversal | null {
  const parsed = EntrySchema.safeParse(entry);
  if (!parsed.success) return null;
  const amount = fromMidtransAmount(parsed.data.refund_amount);
  if (amount === null || amount <= 0) return null;
  const refundKey = parsed.data.refund_key ?? null;
  return {
    reference: reversalReference(gatewayOrderId, parsed.data.refund_chargeback_id),
    kind: refundKey ? 'refund' : fallbackKind,
    amount,
    refundKey,
    reason: parsed.data.reason?.slice(0, 255) ?? null,
  };
}

/**
 * The reversals a Midtrans body (a notification or a status answer) lists, for a refund or
 * chargeback status; undefined for any other status. Unreadable entries are left out.
 *
 * @example
 * reversalsFromMidtrans({ order_id: 'INV-1', transaction_status: 'partial_refund', refunds: [{ refund_chargeback_id: 1, refund_amount: '50000.00', refund_key: 'k1' }] });
 * // [{ reference: 'INV-1#1', kind: 'refund', amount: 50000, refundKey: 'k1', reason: null }]
 */
export function reversalsFromMidtrans(body: {
  order_id: string;
  transaction_status: string;
  refunds?: unknown;
}): GatewayReversal[] | undefined {
  const reversal = reversalFromMidtrans(body.transaction_status);
  if (!reversal) return undefined;
  const entries: unknown[] = Array.isArray(body.refunds) ? body.refunds.slice(0, 100) : [];
  return entries
    .map((entry) => reversalFromEntry(body.order_id, entry, reversal.kind))
    .filter((entry): entry is GatewayReversal => entry !== null);
}
