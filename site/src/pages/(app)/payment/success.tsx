import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { ViewerZoneSync } from '#site/features/live-classes/shared/viewer-zone-sync.tsx';
import { PaymentSuccessView } from '#site/features/payment/payment-success-view.tsx';
import { TrackCheckoutResult } from '#site/features/payment/track-checkout-result.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { checkoutResultFields } from '#site/server/billing/orders/pages/checkout-result-fields.ts';
import { loadPaymentPageOrder } from '#site/server/billing/orders/pages/payment-page-order.ts';

// /payment/success (docs/product §2; decision 082): a paid order of the family — what, for whom,
// until when, and the next steps. An order not paid yet is sent to its own page.
export default async function PaymentSuccessPage({ path, query }: PageProps<'/payment/success'>) {
  const { order, accountId } = await loadPaymentPageOrder('success', { path, query });
  const { db } = await getDatabase();
  const fields = await checkoutResultFields(db, { accountId }, order, 'payment-success', path);
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Pembayaran berhasil — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <TrackCheckoutResult event={{ name: 'Checkout Stage Viewed', props: fields }} />
      <PaymentSuccessView order={order} timeZone={timeZone} zoneSync={<ViewerZoneSync serverZone={timeZone} />} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
