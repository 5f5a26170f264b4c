import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { PaymentFailedView } from '#site/features/payment/payment-failed-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadPaymentPageOrder } from '#site/server/payment-pages/payment-page-order.ts';

// /payment/failed (docs/product §2; decision 082): why the family's order went unpaid and how to
// pay it again without starting over. An order paid meanwhile is sent to /payment/success.
export default async function PaymentFailedPage({ path, query }: PageProps<'/payment/failed'>) {
  const order = await loadPaymentPageOrder('failed', { path, query });
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Pembayaran belum berhasil — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <PaymentFailedView order={order} timeZone={timeZone} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
