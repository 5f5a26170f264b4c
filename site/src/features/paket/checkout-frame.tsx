import { LEAD_SOURCES } from '@bimbel/domain/catalogue/lead-source';
import { Logo } from '@bimbel/ui/logo/logo';
import type { ReactNode } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { CheckoutBackLink, type BackTarget } from './checkout-back-link.tsx';
import { CheckoutHelpButton } from './checkout-help-button.tsx';
import type { CheckoutStage } from './checkout-steps.ts';
import {
  checkoutClientClasses,
  checkoutFrame,
  checkoutIntro,
  checkoutTitle,
  checkoutTopBar,
  helpLine,
} from './checkout.styles.ts';
import { StepIndicator } from './step-indicator.tsx';

/**
 * The frame of every checkout step (decision 081): the logo home and a back link (the site header
 * is hidden on these pages, docs/product §2), the step indicator, the step's heading, its content,
 * and a way to ask the team for help ('Paket Web Checkout'). A server component.
 */
export function CheckoutFrame({
  stage,
  back,
  title,
  intro,
  children,
}: {
  stage: CheckoutStage;
  back: BackTarget;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={checkoutFrame}>
      <div className={checkoutTopBar}>
        <CheckoutBackLink to={back} className={checkoutClientClasses.backLink} />
        <Logo brandName={SITE_INFO.brandName} href="/" />
      </div>
      <StepIndicator current={stage} />
      <h1 id="checkout-title" tabIndex={-1} className={checkoutTitle}>
        {title}
      </h1>
      {intro ? <p className={checkoutIntro}>{intro}</p> : null}
      {children}
      <p className={helpLine}>
        Butuh bantuan memilih atau membayar?{' '}
        <CheckoutHelpButton
          source={LEAD_SOURCES.paketWebCheckout}
          className={checkoutClientClasses.helpButton}
        />
      </p>
    </main>
  );
}
