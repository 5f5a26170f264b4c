import type { PurchaseBody } from '@bimbel/domain/contracts/order-contracts';
import { PURCHASES_PATH } from '@bimbel/domain/routes/subscription-paths';
import { css } from '@bimbel/styled-system/css';
import { mutedClass, textLinkClass } from './payment-styles.ts';
import { PurchaseItem } from './purchase-item.tsx';

/** Purchases shown on the manage subscription page; the rest are on the purchases page. */
export const RECENT_PURCHASES = 3;

/**
 * The manage subscription page's purchase history (decision 082): the latest paid orders with
 * their receipts, and the way to all of them.
 */
export function RecentPurchases({ purchases, timeZone }: { purchases: readonly PurchaseBody[]; timeZone: string }) {
  return (
    <section aria-labelledby="riwayat-pembelian" className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
      <h2 id="riwayat-pembelian" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        Riwayat pembelian
      </h2>
      {purchases.length === 0 ? (
        <p className={mutedClass}>Belum ada pembelian. Paket yang sudah dibayar muncul di sini bersama kuitansinya.</p>
      ) : (
        purchases
          .slice(0, RECENT_PURCHASES)
          .map((purchase) => (
            <PurchaseItem key={purchase.orderId} purchase={purchase} timeZone={timeZone} headingLevel={3} />
          ))
      )}
      {purchases.length > 0 && (
        <a href={PURCHASES_PATH} className={textLinkClass}>
          {purchases.length > RECENT_PURCHASES ? `Lihat semua ${purchases.length} pembelian` : 'Buka riwayat pembelian'}
        </a>
      )}
    </section>
  );
}
