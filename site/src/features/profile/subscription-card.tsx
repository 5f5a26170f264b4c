import { toPageName } from '@bimbel/domain/routes/page-name';
import { studentPlanHref } from '@bimbel/domain/routes/subscription-paths';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import type { SubscriptionOverview } from '#site/server/sessions/student-home-loader.ts';
import { describeSubscription } from './describe-subscription.ts';
import { AskAboutPackagesButton } from './dialog-buttons.tsx';
import { TrialActivation } from './trial-activation.tsx';

const manageLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

/** The way to the student's own card on the manage subscription page, by what can be done there. */
function manageLabel({ subscriptionType }: SubscriptionOverview): string {
  if (subscriptionType === 'PAUSED') return 'Aktifkan lagi langganan';
  if (subscriptionType === 'PAID') return 'Jeda atau perpanjang langganan';
  return 'Kelola langganan';
}

/**
 * The user home's subscription card: what the student has now, in plain Indonesian — a paid
 * plan by its package's name and end date in the viewer's zone — the free trial button where the
 * trial can still be taken, the lead form for questions for anyone not on a paid plan, and a
 * plain link (no client JS: this page's budget) to the student's card on the manage subscription
 * page — pause, resume, buy again, receipts (decision 082).
 */
export function SubscriptionCard({
  subscription,
  pathname,
  timeZone,
}: {
  subscription: SubscriptionOverview;
  pathname: string;
  timeZone: string;
}) {
  const { title, badge, body, tone } = describeSubscription(subscription, timeZone);
  return (
    <section
      aria-labelledby="subscription-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: '3',
        p: { base: '5', tablet: '6' },
        bg: tone === 'active' ? 'brand.50' : 'surface',
        borderWidth: '1px',
        borderColor: tone === 'active' ? 'brand.200' : 'line',
        borderRadius: 'xl',
      })}
    >
      <p className={css({ fontSize: 'sm', color: 'muted', fontWeight: 'bold' })}>Langganan Bimbel</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <h2 id="subscription-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {title}
        </h2>
        <span
          className={css({
            px: '2',
            py: '0.5',
            borderRadius: 'full',
            fontSize: 'xs',
            fontWeight: 'bold',
            bg: tone === 'active' ? 'success' : 'accent.100',
            color: tone === 'active' ? 'white' : 'ink',
          })}
        >
          {badge}
        </span>
      </div>
      <p>{body}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '1' })}>
        {subscription.canActivateTrial && <TrialActivation className={button()} />}
        {subscription.subscriptionType !== 'PAID' && (
          <AskAboutPackagesButton
            source={toPageName(pathname)}
            className={button({ variant: 'secondary' })}
            label={subscription.packageAvailable ? 'Tanya soal paket' : 'Tanya tim kami'}
          />
        )}
      </div>
      <a href={studentPlanHref(subscription.studentId)} className={manageLinkClass}>
        {manageLabel(subscription)}
      </a>
    </section>
  );
}
