import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { PurchasesView } from '#site/features/payment/purchases-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadFamilyPurchases } from '#site/server/payment-pages/order-page-data.ts';

// The family's purchase history (docs/product §7 purchases; decision 082): private, dynamic, not
// indexed — every paid order with its receipt page and PDF.
export default async function PurchasesPage({ path }: PageProps<'/bimbel/user/pembelian'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const purchases = await loadFamilyPurchases(db, claims);
  return (
    <>
      <title>{`Riwayat pembelian — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <PurchasesView purchases={purchases} timeZone={readViewerTimeZone(getHeaders()['cookie'])} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
