import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { PurchasesView } from '#site/features/payment/purchases-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadPurchasesPage } from '#site/server/billing/orders/order-page-loaders.ts';

// The family's purchase history (docs/product §7 purchases; decision 082): private, dynamic, not
// indexed — every paid order with its receipt page and PDF.
export default async function PurchasesPage({ path }: PageProps<'/bimbel/user/pembelian'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const purchases = await loadPurchasesPage(db, claims);
  // A valid token whose user is gone (removed from the family) is no session.
  if (!purchases) redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`, 307);
  return (
    <>
      <title>{`Riwayat pembelian — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <PurchasesView purchases={purchases ?? []} timeZone={readViewerTimeZone(getHeaders()['cookie'])} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
