'use client';

import type { OrderQuoteBody } from '@bimbel/domain/contracts/order-contracts';
import { TENURE_MONTHS, type TenureMonths } from '@bimbel/domain/packages/package-program';
import { useCallback, useEffect, useState } from 'react';
import { quoteOrder } from '#site/lib/api/checkout-calls.ts';
import { callWithRenewal } from '#site/lib/session/call-with-renewal.ts';
import { describeCheckoutProblem, type CheckoutProblem } from './checkout-problem.ts';
import type { DraftView } from './read-checkout-draft.ts';

export type QuoteState =
  | { status: 'loading' }
  | { status: 'ready'; quote: OrderQuoteBody }
  | { status: 'failed'; problem: CheckoutProblem };

/** The draft's tenure as the order calls take it (one of the catalogue's lengths). */
export function tenureMonthsOf(draft: DraftView): TenureMonths {
  const months = draft.tenure?.months;
  return (TENURE_MONTHS as readonly number[]).includes(months ?? 0) ? (months as TenureMonths) : 1;
}

/**
 * The server's price of the draft (the quote call: the order's own rules, nothing stored): every
 * line and the total. The browser's copy of the tenure price is only shown before this answers.
 */
export function useOrderQuote(draft: DraftView) {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const packageId = draft.package?.id ?? '';
  const months = tenureMonthsOf(draft);
  const students = draft.studentIds.join(',');

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const quote = await callWithRenewal(() =>
        quoteOrder({ body: { packageId, tenureMonths: months, studentIds: students.split(',') } }),
      );
      setState({ status: 'ready', quote });
    } catch (error) {
      setState({ status: 'failed', problem: describeCheckoutProblem(error) });
    }
  }, [packageId, months, students]);

  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}
