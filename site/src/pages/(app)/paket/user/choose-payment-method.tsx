import { PaymentMarkSprite } from '@bimbel/ui/payment-mark/payment-mark-sprite';
import { CheckoutFrame } from '#site/features/paket/checkout-frame.tsx';
import { CheckoutStepHost } from '#site/features/paket/checkout-step-host.tsx';
import { checkoutClientClasses } from '#site/features/paket/checkout.styles.ts';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';

const PATH = '/paket/user/choose-payment-method';

// A checkout step (docs/product §2; decision 081): the server checks the session before anything
// renders (docs/product §2, §6); the step itself reads this tab's draft and sends a buyer who
// opened it without what it needs to the right earlier step.
export default async function ChoosePaymentMethodPage() {
  await requirePageSession(PATH);
  return (
    <>
      <title>{`Metode pembayaran — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <CheckoutFrame
        stage="payment"
        back="summary"
        title="Pilih metode pembayaran"
        intro="Setelah memilih, kamu diarahkan ke halaman pembayaran yang aman."
      >
        <PaymentMarkSprite />
        <CheckoutStepHost step="payment-method" statusClass={checkoutClientClasses.status} />
      </CheckoutFrame>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
