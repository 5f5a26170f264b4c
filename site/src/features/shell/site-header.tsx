import { Logo } from '@bimbel/ui/logo/logo';
import type { ReactNode } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { PromoStrip } from './promo-strip.tsx';
import { headerClasses } from './site-header.styles.ts';
import { SiteHeaderForRoute } from './site-header-for-route.tsx';
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

/**
 * The header itself — logo, menu, 'Minta info bimbel', Download and the account corner — without
 * the app's strips around it: what a page outside the (app) group shows (the Tanya video page,
 * decision 095), with an account corner that needs no app-wide providers.
 */
export function SiteHeaderBar({ accountArea }: { accountArea: ReactNode }) {
  return (
    <SiteHeaderForRoute
      logo={<Logo brandName={SITE_INFO.brandName} href="/" className={headerClasses.logo} />}
      accountArea={accountArea}
      classes={headerClasses}
    />
  );
}
