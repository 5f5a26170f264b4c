'use client';

import { PAYMENT_STATUS_POLL_INTERVAL_MS } from '@bimbel/domain/constants/limits';
import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import type { OrderStatus } from '@bimbel/domain/orders/order-status';
import { paymentResultHref, paymentResultPage } from '@bimbel/domain/routes/payment-result-path';
import { css } from '@bimbel/styled-system/css';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { refreshSubscriptionStatus } from '#site/lib/session/subscription.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';
import { readOrder } from './check-order-status.ts';
import { startPaymentStatusPoll, type PaymentStatusPoll } from './payment-status-poll.ts';

/** What the live region says after a check (announced politely; unchanged text is not re-read). */
export const STATUS_MESSAGES = {
  waiting: 'Menunggu pembayaranmu.',
  stillWaiting: 'Pembayaran belum masuk. Kami periksa lagi otomatis setiap 30 detik.',
  paid: 'Pembayaran diterima! Membuka halaman pembayaran berhasil…',
  ended: 'Pembayaran tidak berhasil. Membuka halaman berikutnya…',
  checkFailed: 'Status belum bisa diperiksa. Periksa koneksi internetmu; kami coba lagi otomatis.',
} as const;

const statusLineClass = css({ minH: '1.5em', fontWeight: 'semibold' });
const checkedClass = css({ color: 'muted', fontSize: 'sm' });
const clockFormat = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

/**
 * The pending page's watcher (docs/product §9): checks the order on our server every 30000 ms, at
 * once when the tab comes back into view or the window gets focus, and on 'Cek status pembayaran'.
 * Changes are announced politely; once the order is paid or has ended it says so and moves on
 * by itself to /payment/success or /payment/failed (the subscription status is read again
 * first, so the header's crown is right on arrival). When the gateway has meanwhile issued the
 * virtual account number the page did not show yet, the page is rendered again with it.
 */
export function PaymentStatusWatcher({
  orderId,
  shownVaNumber,
  buttonClass,
}: {
  orderId: string;
  /** The number the server rendered (null: none yet). */
  shownVaNumber: string | null;
  buttonClass: string;
}) {
  const { push, reload } = useRouter();
  const poll = useRef<PaymentStatusPoll | null>(null);
  // Rendered on the server too: the line says where things stand before the first check.
  const [message, setMessage] = useState<string>(STATUS_MESSAGES.waiting);
  const [checking, setChecking] = useState(false);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);

  useEffect(() => {
    const moveOn = async (status: OrderStatus) => {
      const page = paymentResultPage(status);
      if (page === 'pending') return;
      setMessage(page === 'success' ? STATUS_MESSAGES.paid : STATUS_MESSAGES.ended);
      if (page === 'success') await refreshSubscriptionStatus();
      push(paymentResultHref(page, orderId) as Parameters<typeof push>[0]);
    };
    const current = startPaymentStatusPoll({
      check: async () => {
        const order = await readOrder(orderId);
        const status = currentPaymentStatus(order);
        if (paymentResultPage(status) === 'pending' && (order.payment?.vaNumber ?? null) !== shownVaNumber) void reload();
        return status;
      },
      intervalMs: PAYMENT_STATUS_POLL_INTERVAL_MS,
      onStatus: (status) => {
        setCheckedAt(new Date());
        if (paymentResultPage(status) === 'pending') setMessage(STATUS_MESSAGES.stillWaiting);
        else void moveOn(status);
      },
      onError: (error) => {
        setMessage(STATUS_MESSAGES.checkFailed);
        reportError(error, { where: 'payment status poll' });
      },
    });
    poll.current = current;
    const checkWhenBack = () => {
      if (document.visibilityState === 'visible') void current.checkNow();
    };
    document.addEventListener('visibilitychange', checkWhenBack);
    window.addEventListener('focus', checkWhenBack);
    return () => {
      current.stop();
      document.removeEventListener('visibilitychange', checkWhenBack);
      window.removeEventListener('focus', checkWhenBack);
    };
  }, [orderId, shownVaNumber, push, reload]);

  const checkNow = async () => {
    if (checking) return;
    setChecking(true);
    // The same answer twice is not read again by screen readers: clear first, then say it.
    setMessage('');
    await poll.current?.checkNow();
    setChecking(false);
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p role="status" className={statusLineClass}>
        {message}
      </p>
      <button
        type="button"
        className={buttonClass}
        aria-disabled={checking}
        onClick={() => void checkNow()}
      >
        {checking ? 'Memeriksa…' : 'Cek status pembayaran'}
      </button>
      <p className={checkedClass}>
        {checkedAt
          ? `Terakhir diperiksa pukul ${clockFormat.format(checkedAt)}.`
          : 'Status diperiksa otomatis setiap 30 detik.'}
      </p>
    </div>
  );
}
