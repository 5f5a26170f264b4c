'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio/react';
import { useRouter } from 'waku/router/client';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { checkoutState, hydrateCheckoutDraft } from './checkout-draft.ts';
import { checkoutFamilyOf } from './checkout-family.ts';
import { checkoutRedirect, type CheckoutStep } from './checkout-steps.ts';
import { routeTo } from './route-to.ts';

// Each step's form loads when the step shows: React Aria and the field code stay out of the
// pages' first download (decision 081, the 110 KB budget), and the guard below runs first.
const STEP_BODIES: Record<CheckoutStep, ComponentType> = {
  'select-student': lazy(() =>
    import('./select-student-step.tsx').then((m) => ({ default: m.SelectStudentStep })),
  ),
  'add-user': lazy(() => import('./add-user-step.tsx').then((m) => ({ default: m.AddUserStep }))),
  'add-parent': lazy(() => import('./add-parent-step.tsx').then((m) => ({ default: m.AddParentStep }))),
  summary: lazy(() => import('./summary-step.tsx').then((m) => ({ default: m.SummaryStep }))),
  'payment-method': lazy(() =>
    import('./payment-method-step.tsx').then((m) => ({ default: m.PaymentMethodStep })),
  ),
};

/**
 * A /paket/user step (decision 081): reads this tab's draft and the stored session, sends a buyer
 * who opened the step without what it needs to the right earlier step (`checkoutRedirect`), and
 * otherwise shows the step's form. Until both are known it says so in a status line.
 */
export function CheckoutStepHost({ step, statusClass }: { step: CheckoutStep; statusClass: string }) {
  const { status, session } = useAtomValue(sessionAtom);
  const checkout = useSnapshot(checkoutState);
  const router = useRouter();
  useEffect(() => hydrateCheckoutDraft(), []);

  const ready = checkout.status === 'ready' && status === 'logged-in';
  const redirect = ready ? checkoutRedirect(step, checkout.draft, checkoutFamilyOf(session)) : null;
  useEffect(() => {
    if (redirect) void router.replace(routeTo(redirect));
  }, [redirect, router]);

  const waiting = (
    <p role="status" className={statusClass}>
      Memuat…
    </p>
  );
  if (!ready || redirect) return waiting;
  const Body = STEP_BODIES[step];
  return <Suspense fallback={waiting}>{<Body />}</Suspense>;
}
