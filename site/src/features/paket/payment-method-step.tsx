'use client';

import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { PAYMENT_METHODS, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { Button } from '@bimbel/ui/button/button';
import { useEffect, useState, type FormEvent } from 'react';
import { createOrder } from '#site/lib/api/checkout-calls.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';
import { CheckoutAlert } from './checkout-alert.tsx';
import { checkoutState, choosePaymentMethod, recordOrder } from './checkout-draft.ts';
import { trackCheckout } from './checkout-events.ts';
import { describeCheckoutProblem } from './checkout-problem.ts';
import { PaymentMethodGroups } from './payment-method-groups.tsx';
import { QuoteLines } from './quote-lines.tsx';
import { stepActions, stepForm, stepNote } from './step-body.styles.ts';
import { useCheckoutStep } from './use-checkout-step.ts';
import { tenureMonthsOf, useOrderQuote } from './use-order-quote.ts';

const NO_METHOD = 'Pilih metode pembayaran dulu, ya.';
const NO_PAYMENT_PAGE = 'Pembayaran belum bisa dimulai. Coba lagi sebentar lagi, ya.';
const isPayLater = (method: PaymentMethod) =>
  PAYMENT_METHODS.some((m) => m.id === method && m.group === 'paylater');

/**
 * /paket/user/choose-payment-method (decision 081): the order as the server prices it, the
 * methods, then 'Bayar': the create call with the draft's UUID as `clientReference` (sending it
 * again answers the same order) and never a price, and the browser goes to the gateway's payment
 * page. A refusal (503 payments down, 409, 422) shows the API's Indonesian message and keeps the
 * draft, so trying again needs no new choice.
 */
export function PaymentMethodStep() {
  const { draft, context } = useCheckoutStep('payment-method');
  const { state } = useOrderQuote(draft);
  const [method, setMethod] = useState<PaymentMethod | null>(draft.paymentMethod);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPaying, setPaying] = useState(false);
  useEffect(() => {
    // Back from the gateway's page, the browser may show this page as it was left: busy.
    const onShow = (event: PageTransitionEvent) => event.persisted && setPaying(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const choose = (chosen: PaymentMethod) => {
    setMethod(chosen);
    setProblem(null);
    choosePaymentMethod(chosen);
    trackCheckout(isPayLater(chosen) ? 'BNPL Selected' : 'Checkout Payment Method Selected', context(), {
      paymentMethod: chosen,
    });
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return setProblem(NO_METHOD);
    setPaying(true);
    setProblem(null);
    const current = checkoutState.draft;
    try {
      const order = await callWithRenewal(() =>
        createOrder({
          body: {
            clientReference: current.id,
            packageId: current.package!.id,
            tenureMonths: tenureMonthsOf(current),
            studentIds: [...current.studentIds],
            paymentMethod: method,
          },
        }),
      );
      recordOrder(order.id);
      const created = { paymentMethod: method, students: order.quantity };
      trackCheckout(isPayLater(method) ? 'BNPL Order Created' : 'Checkout Order Created', context(), created);
      if (!order.payment?.redirectUrl) throw new Error(NO_PAYMENT_PAGE);
      window.location.assign(order.payment.redirectUrl);
    } catch (error) {
      const found = error instanceof Error && error.message === NO_PAYMENT_PAGE;
      const { message, code } = found
        ? { message: NO_PAYMENT_PAGE, code: 'no_payment_page' }
        : describeCheckoutProblem(error);
      const failure = { errorResponse: code, failureReason: message };
      if (isPayLater(method)) trackCheckout('BNPL Failed', context(), { ...failure, paymentMethod: method });
      else trackCheckout('Checkout Failed', context(), failure);
      setProblem(message);
      setPaying(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} className={stepForm}>
      {state.status === 'ready' ? <QuoteLines quote={state.quote} headingId="pesanan-dibayar" /> : null}
      {state.status === 'loading' ? (
        <p role="status" className={stepNote}>
          Menghitung harga…
        </p>
      ) : null}
      <PaymentMethodGroups value={method} onChange={choose} />
      <CheckoutAlert message={problem ?? (state.status === 'failed' ? state.problem.message : null)} />
      <div className={stepActions}>
        <Button
          type="submit"
          size="large"
          fullWidth
          isLoading={isPaying}
          loadingText="Menyiapkan pembayaran…"
        >
          {state.status === 'ready' ? `Bayar ${formatRupiah(state.quote.total)}` : 'Bayar'}
        </Button>
      </div>
    </form>
  );
}
