import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { ViewerZoneSync } from '#site/features/live-classes/shared/viewer-zone-sync.tsx';
import { PaymentPendingView } from '#site/features/payment/payment-pending-view.tsx';
import { TrackCheckoutResult } from '#site/features/payment/track-checkout-result.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { checkoutResultFields } from '#site/server/billing/orders/pages/checkout-result-fields.ts';
import { loadPaymentPageOrder } from '#site/server/billing/orders/pages/payment-page-order.ts';

// Waiting for a payment (decision 082): where the gateway's finish redirect lands. Private and
// dynamic; the gateway's own query (order_id, status_code, transaction_status) is never read —
// the order comes from our server, and a paid or ended one goes to its own page.
export default async function PaymentPendingPage({ path, query }: PageProps<'/payment/pending'>) {
  const { order, accountId } = await loadPaymentPageOrder('pending', { path, query });
  const { db } = await getDatabase();
  const fields = await checkoutResultFields(db, { accountId }, order, 'payment-pending', path);
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Menunggu pembayaran — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <TrackCheckoutResult event={{ name: 'Checkout Stage Viewed', props: fields }} />
      <PaymentPendingView order={order} timeZone={timeZone} zoneSync={<ViewerZoneSync serverZone={timeZone} />} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
