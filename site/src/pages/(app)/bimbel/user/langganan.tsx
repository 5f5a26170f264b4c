import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { ViewerZoneSync } from '#site/features/live-classes/shared/viewer-zone-sync.tsx';
import { RecentPurchases } from '#site/features/payment/recent-purchases.tsx';
import { ManageSubscriptionView } from '#site/features/subscription/manage-subscription-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadFamilySubscriptions } from '#site/server/billing/subscriptions/family-subscriptions-loader.ts';
import { loadPurchasesPage } from '#site/server/billing/orders/order-page-loaders.ts';

// The manage subscription page (docs/product §2 names it without a route; decision 082): private
// like /bimbel/user — the session is checked on the server before anything renders — dynamic
// and not indexed. Each student of the family with pause, resume and buy again; the purchases.
export default async function ManageSubscriptionPage({ path }: PageProps<'/bimbel/user/langganan'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const now = new Date();
  const [family, purchases] = await Promise.all([
    loadFamilySubscriptions(db, claims, now),
    loadPurchasesPage(db, claims),
  ]);
  // A valid token whose user is gone (removed from the family) is no session.
  if (family.kind === 'gone' || !purchases) redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`, 307);
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Langganan — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <ManageSubscriptionView
        students={family.kind === 'ok' ? family.students : []}
        history={<RecentPurchases purchases={purchases} timeZone={timeZone} />}
        timeZone={timeZone}
        now={now}
        zoneSync={<ViewerZoneSync serverZone={timeZone} />}
      />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
