import type { OrderStatus } from './order-status.ts';

/** Why an order ended without payment, as the failed page says it. */
export type PaymentFailureText = { title: string; body: string };

/*
 * The failed page's words (docs/product §2 /payment/failed; decision 082). The server's
 * `failureReason` (the gateway's reason, already Indonesian) is the body when it has one; these
 * are the words for each ending otherwise. Every ending says what happens to the money — none
 * was taken — and that the order can be paid again.
 */
const FAILURES: Record<'expired' | 'failed' | 'cancelled', PaymentFailureText> = {
  expired: {
    title: 'Waktu pembayaran sudah habis',
    body: 'Pembayaran belum kami terima sampai batas waktunya, jadi pesanan ini belum dibayar dan tidak ada uang yang terpotong.',
  },
  failed: {
    title: 'Pembayaran ditolak',
    body: 'Penyedia pembayaran menolak transaksi ini, jadi tidak ada uang yang terpotong. Coba lagi dengan metode lain, atau periksa saldo dan limitmu.',
  },
  cancelled: {
    title: 'Pembayaran dibatalkan',
    body: 'Transaksi ini dibatalkan sebelum dibayar, jadi tidak ada uang yang terpotong.',
  },
};

/**
 * The failed page's heading and explanation for an order that ended without payment; null
 * for an order that did not (it belongs on another page).
 *
 * @example
 * describePaymentFailure('expired', null).title; // 'Waktu pembayaran sudah habis'
 * describePaymentFailure('failed', 'Kartu ditolak bank penerbit.').body; // 'Kartu ditolak bank penerbit.'
 */
export function describePaymentFailure(
  status: OrderStatus,
  failureReason: string | null | undefined,
): PaymentFailureText | null {
  if (status !== 'expired' && status !== 'failed' && status !== 'cancelled') return null;
  const text = FAILURES[status];
  const reason = failureReason?.trim();
  return reason ? { title: text.title, body: reason } : text;
}
