import { currentPaymentStatus } from '@bimbel/domain/orders/current-payment-status';
import { describePaymentFailure } from '@bimbel/domain/orders/payment-failure';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { PaymentFailedView } from '#site/features/payment/payment-failed-view.tsx';
import { TrackCheckoutResult } from '#site/features/payment/track-checkout-result.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { checkoutResultFields } from '#site/server/billing/orders/pages/checkout-result-fields.ts';
import { loadPaymentPageOrder } from '#site/server/billing/orders/pages/payment-page-order.ts';

// /payment/failed (docs/product §2; decision 082): why the family's order went unpaid and how to
// pay it again without starting over. An order paid meanwhile is sent to /payment/success.
export default async function PaymentFailedPage({ path, query }: PageProps<'/payment/failed'>) {
  const { order, accountId } = await loadPaymentPageOrder('failed', { path, query });
  const { db } = await getDatabase();
  const fields = await checkoutResultFields(db, { accountId }, order, 'payment-failed', path);
  const status = currentPaymentStatus(order);
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Pembayaran belum berhasil — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <TrackCheckoutResult
        event={{
          name: 'Checkout Failed',
          props: {
            ...fields,
            errorResponse: status,
            failureReason: describePaymentFailure(status, order.failureReason)?.body ?? '',
          },
        }}
      />
      <PaymentFailedView order={order} timeZone={timeZone} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
