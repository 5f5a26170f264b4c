import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { paymentInstructions } from '@bimbel/domain/payments/payment-instructions';
import { STUDENT_HOME_PATH } from '@bimbel/domain/routes/subscription-paths';
import { formatDateTimeInZone } from '@bimbel/domain/time/format-date-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import type { ReactNode } from 'react';
import { linkButton } from '#site/features/shared/page.styles.ts';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { CopyTextButton } from './copy-text-button.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentStatusWatcher } from './payment-status-watcher.tsx';
import {
  actionsClass,
  leadClass,
  mutedClass,
  panelTitleClass,
  paymentMainClass,
  paymentTitleClass,
  pillClass,
  stepsClass,
  textLinkClass,
} from './payment-styles.ts';

const vaClass = css({
  fontVariantNumeric: 'tabular-nums',
  fontSize: 'xl',
  fontWeight: 'bold',
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

const qrClass = css({
  width: '200px',
  height: '200px',
  maxW: '100%',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'md',
});

/**
 * The pending page (decision 082): the order waits for its payment. It says how to pay — the
 * method, the virtual account number or the QR code when the gateway has issued one, the steps, the deadline
 * in the viewer's zone (WIB/WITA/WIT) — links back to the gateway's payment page, and watches
 * the order (PaymentStatusWatcher) to move on by itself. Everything but the watcher and the copy
 * button is server-rendered.
 */
export function PaymentPendingView({
  order,
  timeZone,
  zoneSync,
}: {
  order: OrderBody;
  timeZone: string;
  /** The viewer-zone sync (re-renders once in the device's zone when the cookie had none). */
  zoneSync?: ReactNode;
}) {
  const payment = order.payment;
  const deadline = formatDateTimeInZone(new Date(order.expiresAt), timeZone);
  return (
    <main className={paymentMainClass}>
      {zoneSync}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
        <span className={pillClass.waiting}>Menunggu pembayaran</span>
        <h1 className={paymentTitleClass}>Selesaikan pembayaranmu</h1>
        <p className={leadClass}>
          {`Pesananmu sudah kami catat. Bayar ${formatRupiah(order.total)} sebelum `}
          <strong>{deadline}</strong>
          {'. Halaman ini pindah sendiri begitu pembayaran kami terima.'}
        </p>
      </div>

      <section aria-labelledby="status-pembayaran" className={panelClass}>
        <h2 id="status-pembayaran" className={panelTitleClass}>
          Status pembayaran
        </h2>
        <PaymentStatusWatcher
          orderId={order.id}
          shownVaNumber={payment?.vaNumber ?? null}
          buttonClass={button({ variant: 'secondary' })}
        />
      </section>

      <section aria-labelledby="cara-bayar" className={panelClass}>
        <h2 id="cara-bayar" className={panelTitleClass}>
          {payment ? `Cara bayar dengan ${payment.methodLabel}` : 'Cara bayar'}
        </h2>
        {payment?.vaNumber && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <p className={mutedClass}>Nomor Virtual Account</p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
              <span className={vaClass}>{payment.vaNumber}</span>
              <CopyTextButton text={payment.vaNumber.replace(/\s+/g, '')} label="Salin nomor Virtual Account" />
            </div>
          </div>
        )}
        {payment?.qrCodeUrl && (
          <figure className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start', m: '0' })}>
            <img
              src={payment.qrCodeUrl}
              alt={`Kode QR untuk membayar ${formatRupiah(order.total)} dengan ${payment.methodLabel}`}
              width={200}
              height={200}
              className={qrClass}
            />
            <figcaption className={mutedClass}>
              Pindai dengan aplikasi bank atau e-wallet yang mendukung QRIS.
            </figcaption>
          </figure>
        )}
        <ol className={stepsClass}>
          {paymentInstructions(payment?.method ?? '').map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          {'Batas waktu pembayaran: '}
          <strong>{deadline}</strong>
        </p>
        <div className={actionsClass}>
          {payment?.redirectUrl ? (
            <a href={payment.redirectUrl} className={linkButton()}>
              Buka halaman pembayaran
            </a>
          ) : (
            <p className={mutedClass}>Halaman pembayaran sedang disiapkan. Cek status sebentar lagi, ya.</p>
          )}
        </div>
      </section>

      <OrderSummary order={order} timeZone={timeZone} />

      <div>
        <p className={mutedClass}>
          Sudah bayar tapi status belum berubah? Pembayaran bisa butuh beberapa menit untuk masuk; halaman ini
          tetap memeriksanya.
        </p>
        <a href={STUDENT_HOME_PATH} className={textLinkClass}>
          Kembali ke beranda belajar
        </a>
      </div>
    </main>
  );
}
