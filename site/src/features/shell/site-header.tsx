import type { ReactNode } from 'react';
import { PromoStrip } from './promo-strip.tsx';
import { SiteHeaderBar } from './site-header-bar.tsx';
import { TutorBannerSlot } from './tutor-banner-slot.tsx';

/**
 * The top of every page in the (app) group (docs/product §2): the home promo strip, the header and,
 * on bimbel pages for logged-in users, the Tutor banner. Each decides per route whether it
 * shows. The logo and the class names are made here on the server and cost no client JS.
 */
export function SiteHeader({ accountArea }: { accountArea: ReactNode }) {
  return (
    <>
      <PromoStrip />
      <SiteHeaderBar accountArea={accountArea} />
      <TutorBannerSlot />
    </>
  );
}
