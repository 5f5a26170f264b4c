'use client';

import { Button } from '@bimbel/ui/button/button';
import { css } from '@bimbel/styled-system/css';
import { CheckoutAlert } from './checkout-alert.tsx';
import { trackCheckout } from './checkout-events.ts';
import { CHECKOUT_PATHS } from './checkout-steps.ts';
import { QuoteLines } from './quote-lines.tsx';
import { stepActions, stepForm, stepNote, textLink } from './step-body.styles.ts';
import { useCheckoutStep } from './use-checkout-step.ts';
import { useOrderQuote } from './use-order-quote.ts';
import { useEffect } from 'react';

/**
 * /paket/user/summary (decision 081): every line (student, grade, price) and the total, as the
 * server's quote call prices them — never the browser's sums. A refusal (a student no longer
 * fits, the package was withdrawn) says why and offers the way back.
 */
export function SummaryStep() {
  const { draft, context, goTo } = useCheckoutStep('summary');
  const { state, reload } = useOrderQuote(draft);
  useEffect(() => {
    if (state.status === 'failed')
      trackCheckout('Checkout Failed', context(), {
        errorResponse: state.problem.code,
        failureReason: state.problem.message,
      });
    // Reported once per failed answer.
  }, [state]);

  return (
    <div className={stepForm}>
      {state.status === 'loading' ? (
        <p role="status" className={stepNote}>
          Menghitung harga…
        </p>
      ) : null}
      {state.status === 'ready' ? <QuoteLines quote={state.quote} headingId="ringkasan-pesanan" /> : null}
      <CheckoutAlert message={state.status === 'failed' ? state.problem.message : null}>
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', mt: '2' })}>
          <button type="button" className={textLink} onClick={() => void reload()}>
            Coba lagi
          </button>
          <a href={CHECKOUT_PATHS.selectStudent} className={textLink}>
            Ubah pilihan murid
          </a>
        </div>
      </CheckoutAlert>
      <div className={stepActions}>
        <Button
          size="large"
          fullWidth
          isDisabled={state.status !== 'ready'}
          onPress={() => goTo(CHECKOUT_PATHS.paymentMethod)}
        >
          Pilih metode pembayaran
        </Button>
        <a href={CHECKOUT_PATHS.selectStudent} className={textLink}>
          Ubah pilihan murid
        </a>
      </div>
    </div>
  );
}
