'use client';

import { formatRupiah } from '@bimbel/domain/money/format-rupiah';
import { Button } from '@bimbel/ui/button/button';
import { RadioCardGroup } from '@bimbel/ui/radio-card/radio-card';
import { TenureOption } from '@bimbel/ui/tenure-option/tenure-option';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio/react';
import { useRouter } from 'waku/router/client';
import { rememberRedirectAfterLogin } from '#site/lib/session/redirect-after-login.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { CheckoutAlert } from './checkout-alert.tsx';
import { checkoutState, chooseTenure } from './checkout-draft.ts';
import { trackCheckout } from './checkout-events.ts';
import { CHECKOUT_PATHS } from './checkout-steps.ts';
import { routeTo } from './route-to.ts';
import { stepActions, stepForm, stepNote } from './step-body.styles.ts';

/** A tenure as the catalogue priced it (whole rupiah, from the server). */
export type TenureChoice = {
  months: number;
  price: number;
  monthlyPrice: number;
  savings: number;
  discountPercent: number;
};

const NO_TENURE = 'Pilih durasi langganan dulu, ya.';

/**
 * The tenure choice (docs/product §2 tenure picker): the ui TenureOption in a RadioCardGroup, each
 * with its total, per-month price and saving. 'Lanjut' keeps the choice in the draft and goes on to
 * choosing students — through /login first for a visitor, who comes back there after logging in
 * or signing up (the redirect-after-login key, docs/product §9).
 */
export function TenurePicker({ tenures, isLoggedIn }: { tenures: TenureChoice[]; isLoggedIn: boolean }) {
  const { draft } = useSnapshot(checkoutState);
  const { session } = useAtomValue(sessionAtom);
  const router = useRouter();
  const [months, setMonths] = useState<string | null>(draft.tenure ? String(draft.tenure.months) : null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tenure = tenures.find((candidate) => String(candidate.months) === months);
    if (!tenure) return setProblem(NO_TENURE);
    chooseTenure({ months: tenure.months, price: tenure.price, monthlyPrice: tenure.monthlyPrice });
    trackCheckout('Checkout Tenure Selected', { draft: checkoutState.draft, session, stage: 'tenure' });
    if (isLoggedIn) return void router.push(routeTo(CHECKOUT_PATHS.selectStudent));
    rememberRedirectAfterLogin(CHECKOUT_PATHS.selectStudent);
    window.location.assign('/login');
  };

  return (
    <form noValidate onSubmit={submit} className={stepForm}>
      <RadioCardGroup
        label="Pilih durasi langganan"
        layout="list"
        value={months}
        onChange={(value) => {
          setMonths(value);
          setProblem(null);
        }}
      >
        {tenures.map((tenure) => (
          <TenureOption
            key={tenure.months}
            value={String(tenure.months)}
            months={tenure.months}
            totalPrice={tenure.price}
            monthlyPrice={tenure.monthlyPrice}
            discountLabel={tenure.savings > 0 ? `Hemat ${formatRupiah(tenure.savings)}` : undefined}
          />
        ))}
      </RadioCardGroup>
      <CheckoutAlert message={problem} />
      <div className={stepActions}>
        {isLoggedIn ? null : (
          <p className={stepNote}>Setelah ini, masuk atau daftar dengan nomor HP-mu, lalu pilih murid.</p>
        )}
        <Button type="submit" size="large" fullWidth>
          {isLoggedIn ? 'Lanjut pilih murid' : 'Masuk untuk lanjut'}
        </Button>
      </div>
    </form>
  );
}
