import { formatRupiah } from '../money/format-rupiah.ts';
import { inZone } from '../time/zoned-dayjs.ts';

/*
 * How the family is told that money went back (decision 104), the same sentence on the purchases,
 * the receipt and the subscription card.
 */

export type RefundFacts = { amount: number; kind: 'refund' | 'chargeback'; full: boolean; at: string };

/** '3 Desember 2026' (WIB). */
const dateOf = (at: string) => inZone(new Date(at)).format('D MMMM YYYY');

/**
 * One sentence: what went back, how much, when.
 *
 * @example
 * describeRefund({ amount: 299_000, kind: 'refund', full: true, at: '2026-12-03T03:00:00Z' });
 * // 'Dana dikembalikan Rp 299.000 pada 3 Desember 2026.'
 * describeRefund({ amount: 299_000, kind: 'chargeback', full: true, at: '2026-12-03T03:00:00Z' });
 * // 'Pembayaran dibatalkan oleh bank (chargeback): Rp 299.000 pada 3 Desember 2026.'
 */
export function describeRefund({ amount, kind, full, at }: RefundFacts): string {
  if (kind === 'chargeback') {
    return `Pembayaran dibatalkan ${full ? '' : 'sebagian '}oleh bank (chargeback): ${formatRupiah(amount)} pada ${dateOf(at)}.`;
  }
  return `Dana dikembalikan${full ? '' : ' sebagian'} ${formatRupiah(amount)} pada ${dateOf(at)}.`;
}

/**
 * What the subscription card adds when the paid period ended because its money went back.
 *
 * @example
 * refundEndedPeriodNote({ kind: 'refund', at: '2026-12-03T03:00:00Z' });
 * // 'Masa paket berakhir 3 Desember 2026 karena dana pembeliannya dikembalikan.'
 */
export function refundEndedPeriodNote({ kind, at }: Pick<RefundFacts, 'kind' | 'at'>): string {
  return kind === 'chargeback'
    ? `Masa paket berakhir ${dateOf(at)} karena pembayarannya dibatalkan oleh bank (chargeback).`
    : `Masa paket berakhir ${dateOf(at)} karena dana pembeliannya dikembalikan.`;
}

/**
 * A paid line's period as bought, and — when all the money went back — when it stopped: the
 * order's lines keep the period they were bought for, so a refunded one must not read as running.
 * `formatDate` writes a date in the viewer's zone.
 *
 * @example
 * periodWords({ startsAt, endsAt, refund: { full: true, at: '2026-12-03T03:00:00Z', … } }, format);
 * // '28 November 2026 – 28 Desember 2026, dihentikan 3 Desember 2026'
 */
export function periodWords(
  { startsAt, endsAt, refund }: { startsAt: string; endsAt: string; refund?: Pick<RefundFacts, 'full' | 'at'> | null },
  formatDate: (date: Date) => string,
): string {
  const bought = `${formatDate(new Date(startsAt))} – ${formatDate(new Date(endsAt))}`;
  if (!refund?.full || new Date(refund.at) >= new Date(endsAt)) return bought;
  return `${bought}, dihentikan ${formatDate(new Date(refund.at))}`;
}
