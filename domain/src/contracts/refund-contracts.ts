import { z } from 'zod';
import { defineContract } from './contract.ts';
import { REFUND_ORDER } from './endpoints.ts';

/*
 * Refunds started by staff (decision 104). Until the staff console exists, behind the admin token.
 * The gateway's answer is applied through the same exactly-once path as its notification.
 */

export const RefundOrderBodySchema = z.object({
  /** The caller's idempotency key (a UUID): the same key makes one refund, however often sent. */
  key: z.uuid({ error: 'key harus UUID: kunci yang sama hanya mengembalikan dana sekali.' }),
  amount: z
    .number({ error: 'Jumlah harus angka rupiah.' })
    .int({ error: 'Jumlah harus rupiah bulat, tanpa sen.' })
    .positive({ error: 'Jumlah harus lebih dari 0.' }),
  reason: z
    .string({ error: 'Alasan wajib diisi.' })
    .trim()
    .min(3, { error: 'Alasan wajib diisi.' })
    .max(255, { error: 'Alasan paling banyak 255 karakter.' }),
});
export type RefundOrderBody = z.output<typeof RefundOrderBodySchema>;

export const RefundOrderResponseSchema = z.object({
  orderId: z.uuid(),
  /** The refund made for this key (the same on a repeat). */
  refund: z.object({ amount: z.number().int(), reference: z.string() }),
  /** Everything given back for the order so far, and what the family still paid. */
  refundedAmount: z.number().int(),
  refundState: z.enum(['none', 'partial', 'refunded']),
});

export const refundOrderContract = defineContract({
  endpoint: REFUND_ORDER,
  service: 'orders-admin',
  summary:
    'Gives back whole rupiah of a paid order through the payment gateway (at most what is left), idempotent by the caller’s key; a full refund ends the paid periods it bought.',
  auth: 'admin',
  params: z.object({ id: z.uuid({ error: 'Pesanan tidak ditemukan.' }) }),
  body: RefundOrderBodySchema,
  response: RefundOrderResponseSchema,
  errors: ['not_found', 'refund_not_possible', 'refund_key_reused', 'payment_unavailable'],
});
