import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import { paymentResultHref } from '@bimbel/domain/routes/payment-result-path';
import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { ViewerZoneSync } from '#site/features/live-classes/shared/viewer-zone-sync.tsx';
import { ReceiptView } from '#site/features/payment/receipt-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadOrderPage } from '#site/server/billing/orders/order-page-loaders.ts';

// A paid order's receipt (decision 082): private, dynamic, not indexed. An order of the family that
// is not paid has no receipt yet and goes to its payment page; another family's is the 404 page.
export default async function ReceiptPage({ path, orderId }: PageProps<'/bimbel/user/pembelian/[orderId]'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const data = await loadOrderPage(db, claims, orderId, new Date());
  // A valid token whose user is gone (removed from the family) is no session.
  if (data.kind === 'gone') redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`, 307);
  if (data.kind !== 'order') notFound();
  const order = data.order;
  if (currentPaymentStatus(order) !== 'paid') redirect(paymentResultHref(currentPaymentStatus(order), order.id), 307);
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Kuitansi ${order.number} — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <ReceiptView order={order} timeZone={timeZone} zoneSync={<ViewerZoneSync serverZone={timeZone} />} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
