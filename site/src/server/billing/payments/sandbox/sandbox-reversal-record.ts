import { z } from 'zod';
import type { MidtransSandboxTransaction } from '../../../db/schema.ts';

/** One refund or chargeback of a sandbox transaction, as stored in its `refunds` (migration 0022). */
export type SandboxReversal = {
  /** Midtrans's refund_chargeback_id: 1, 2, … per transaction here. */
  id: number;
  kind: 'refund' | 'chargeback';
  amount: number;
  refundKey: string | null;
  reason: string;
  createdAt: string;
};

const ReversalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['refund', 'chargeback']),
  amount: z.number().int(),
  refundKey: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});

/** A transaction's stored reversals, oldest first (none for anything unreadable). */
export function sandboxReversalsOf(row: Pick<MidtransSandboxTransaction, 'refunds'>): SandboxReversal[] {
  const parsed = z.array(ReversalSchema).safeParse(row.refunds);
  return parsed.success ? parsed.data : [];
}

