import { CheckoutFrame } from '#site/features/paket/checkout-frame.tsx';
import { CheckoutStepHost } from '#site/features/paket/checkout-step-host.tsx';
import { checkoutClientClasses } from '#site/features/paket/checkout.styles.ts';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';

const PATH = '/paket/user/summary';

// A checkout step (docs/product §2; decision 081): the server checks the session before anything
// renders (docs/product §2, §6); the step itself reads this tab's draft and sends a buyer who
// opened it without what it needs to the right earlier step.
export default async function SummaryPage() {
  await requirePageSession(PATH);
  return (
    <>
      <title>{`Ringkasan pesanan — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <CheckoutFrame
        stage="summary"
        back="select-student"
        title="Ringkasan pesanan"
        intro="Periksa lagi paket, durasi dan murid sebelum membayar."
      >
        <CheckoutStepHost step="summary" statusClass={checkoutClientClasses.status} />
      </CheckoutFrame>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
