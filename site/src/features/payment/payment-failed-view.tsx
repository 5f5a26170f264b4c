import type { OrderBody } from '@bimbel/domain/contracts/order-contracts';
import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import { describePaymentFailure } from '@bimbel/domain/orders/payment-failure';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { OrderSummary } from './order-summary.tsx';
import {
  actionsClass,
  leadClass,
  mutedClass,
  panelTitleClass,
  paymentMainClass,
  paymentTitleClass,
  pillClass,
  textLinkClass,
} from './payment-styles.ts';
import { RetryPaymentForm } from './retry-payment-form.tsx';
import { PaymentMarkSprite } from '@bimbel/ui/payment-mark/payment-mark-sprite';

/** The checkout's last steps (checkout-ui's draft survives a reload): change the order there. */
const CHECKOUT_SUMMARY_PATH = '/paket/user/summary';
const PACKAGES_PATH = '/paket';

/**
 * /payment/failed (docs/product §2; decision 082): why the payment did not go through, in Indonesian
 * (expired, denied, cancelled — the server's reason when it has one), and the way on without
 * starting over: pay the same order again with a method of choice (RetryPaymentForm), or go back
 * to the checkout's draft to change it.
 */
export function PaymentFailedView({ order, timeZone }: { order: OrderBody; timeZone: string }) {
  const failure = describePaymentFailure(currentPaymentStatus(order), order.failureReason) ?? {
    title: 'Pembayaran tidak berhasil',
    body: 'Pesanan ini belum dibayar.',
  };
  return (
    <main className={paymentMainClass}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
        <span className={pillClass.ended}>Belum dibayar</span>
        <h1 className={paymentTitleClass}>{failure.title}</h1>
        <p className={leadClass}>{failure.body}</p>
      </div>

      <section aria-labelledby="bayar-lagi" className={panelClass}>
        <h2 id="bayar-lagi" className={panelTitleClass}>
          Bayar lagi tanpa mengulang dari awal
        </h2>
        {order.canRetry ? (
          <>
            <p className={mutedClass}>
              Paket, durasi, murid, dan harganya tetap sama. Pilih metode pembayaran, lalu lanjutkan ke halaman
              pembayaran yang baru.
            </p>
            <PaymentMarkSprite />
            <RetryPaymentForm
              orderId={order.id}
              initialMethod={order.payment?.method ?? null}
              buttonClass={button({ size: 'large' })}
            />
          </>
        ) : (
          <p>Pesanan ini tidak bisa dibayar lagi. Buat pesanan baru dari halaman paket, ya.</p>
        )}
        <div className={actionsClass}>
          <a href={CHECKOUT_SUMMARY_PATH} className={textLinkClass}>
            Ubah pesanan
          </a>
          <a href={PACKAGES_PATH} className={textLinkClass}>
            Pilih paket lain
          </a>
        </div>
      </section>

      <OrderSummary order={order} timeZone={timeZone} />
    </main>
  );
}
