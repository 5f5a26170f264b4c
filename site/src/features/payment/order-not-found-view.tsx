import { MANAGE_SUBSCRIPTION_PATH, PURCHASES_PATH } from '@bimbel/domain/routes/subscription-paths';
import { linkButton } from '#site/features/shared/page.styles.ts';
import { actionsClass, leadClass, paymentMainClass, paymentTitleClass, textLinkClass } from './payment-styles.ts';

/**
 * A payment page or receipt whose order is not the family's, not known or not given (answered
 * 404): it says so and leads to the family's subscriptions and purchases.
 */
export function OrderNotFoundView() {
  return (
    <main className={paymentMainClass}>
      <h1 className={paymentTitleClass}>Pesanan tidak ditemukan</h1>
      <p className={leadClass}>
        Pesanan ini tidak ada di akunmu. Kalau kamu baru saja membayar, buka riwayat pembelian dari akun yang sama
        dengan yang dipakai saat memesan.
      </p>
      <div className={actionsClass}>
        <a href={PURCHASES_PATH} className={linkButton()}>
          Riwayat pembelian
        </a>
        <a href={MANAGE_SUBSCRIPTION_PATH} className={textLinkClass}>
          Langganan
        </a>
      </div>
    </main>
  );
}
