import { Logo } from '@bimbel/ui/logo/logo';
import type { ReactNode } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { buildHeaderLinks } from './header-links.ts';
import { headerClasses } from './site-header.styles.ts';
import { SiteHeaderForRoute } from './site-header-for-route.tsx';

/**
 * The header itself — logo, menu, 'Minta info bimbel', Download and the account corner — without
 * the app's strips around it: what a page outside the (app) group shows (the Tanya video page,
 * decision 095), with an account corner that needs no app-wide providers.
 *
 * A module of its own on purpose: Waku groups client components into one browser chunk per
 * server chunk, and here the header's client part is grouped apart from the promo strip and the
 * Tutor banner, which bring the app's session store and API client with them.
 */
export function SiteHeaderBar({ accountArea }: { accountArea: ReactNode }) {
  return (
    <SiteHeaderForRoute
      logo={<Logo brandName={SITE_INFO.brandName} href="/" className={headerClasses.logo} />}
      accountArea={accountArea}
      classes={headerClasses}
      links={buildHeaderLinks()}
    />
  );
}
