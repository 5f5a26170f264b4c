'use client';

import { useSnapshot } from 'valtio/react';
import { checkoutState } from './checkout-draft.ts';
import { CHECKOUT_PATHS, tenurePickPath } from './checkout-steps.ts';

/** The step a back link returns to; 'tenure' needs the draft's package. */
export type BackTarget = 'packages' | 'tenure' | 'select-student' | 'summary';

const TARGETS: Record<Exclude<BackTarget, 'tenure'>, { href: string; name: string }> = {
  packages: { href: CHECKOUT_PATHS.packages, name: 'pilihan paket' },
  'select-student': { href: CHECKOUT_PATHS.selectStudent, name: 'pilih murid' },
  summary: { href: CHECKOUT_PATHS.summary, name: 'ringkasan' },
};

/**
 * 'Kembali' to the step before (decision 081): a plain link, so it works before the page's code
 * runs and opens in a new tab. Back to the tenure step it names the draft's package, else /paket.
 */
export function CheckoutBackLink({ to, className }: { to: BackTarget; className: string }) {
  const { draft, status } = useSnapshot(checkoutState);
  const packageId = status === 'ready' ? draft.package?.id : undefined;
  const target =
    to === 'tenure'
      ? packageId
        ? { href: tenurePickPath(packageId), name: 'pilih durasi' }
        : TARGETS.packages
      : TARGETS[to];
  return (
    <a href={target.href} className={className} aria-label={`Kembali ke ${target.name}`}>
      <span aria-hidden="true">←</span> Kembali
    </a>
  );
}
