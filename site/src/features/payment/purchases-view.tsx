import type { PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import { MANAGE_SUBSCRIPTION_PATH, PACKAGES_PATH } from '@bimbel/domain/routes/subscription-paths';
import { css } from '@bimbel/styled-system/css';
import { linkButton } from '#site/features/shared/page.styles.ts';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import { actionsClass, leadClass, paymentTitleClass, textLinkClass } from './payment-styles.ts';
import { PurchaseItem } from './purchase-item.tsx';

const mainClass = css({
  maxW: '48rem',
  mx: 'auto',
  px: '4',
  py: { base: '6', tablet: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/**
 * The family's purchase history (docs/product §7 `GET {packages-api}/api/v1/purchases`; decision 082):
 * every paid order, newest first, each with its receipt page and file.
 */
export function PurchasesView({ purchases, timeZone }: { purchases: readonly PurchaseBody[]; timeZone: string }) {
  return (
    <main className={mainClass}>
      <nav aria-label="Lokasi halaman">
        <a href={MANAGE_SUBSCRIPTION_PATH} className={textLinkClass}>
          ← Langganan
        </a>
      </nav>
      <h1 className={paymentTitleClass}>Riwayat pembelian</h1>
      {purchases.length === 0 ? (
        <section className={panelClass} aria-labelledby="belum-ada">
          <h2 id="belum-ada" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            Belum ada pembelian
          </h2>
          <p className={leadClass}>Paket yang sudah dibayar akan muncul di sini bersama kuitansinya.</p>
          <div className={actionsClass}>
            <a href={PACKAGES_PATH} className={linkButton()}>
              Lihat paket Bimbel
            </a>
          </div>
        </section>
      ) : (
        <div className={listClass}>
          {purchases.map((purchase) => (
            <PurchaseItem key={purchase.orderId} purchase={purchase} timeZone={timeZone} />
          ))}
        </div>
      )}
    </main>
  );
}
