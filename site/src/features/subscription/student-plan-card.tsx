import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { buyAgainHref, studentPlanId } from '@bimbel/domain/routes/subscription-paths';
import { automaticResumeAt, keptDays } from '@bimbel/domain/subscription/subscription-pause';
import { formatDateInZone } from '@bimbel/domain/time/format-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import { panelClass } from '#site/features/shared/panel.styles.ts';
import type { StudentPlan } from '#site/server/billing/subscriptions/family-subscriptions-loader.ts';
import { describePlan } from './describe-plan.ts';
import { SubscriptionActions } from './subscription-actions.tsx';

const badgeClass = {
  active: css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold', bg: 'success', color: 'white' }),
  paused: css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold', bg: 'accent.100', color: 'ink' }),
  free: css({ px: '2', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold', bg: 'brand.50', color: 'ink' }),
};
const linkClass = css({
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

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** What a pause would keep, for the confirm dialog: 'sisa 72 hari, sampai Sabtu, 27 Februari 2027'. */
function keptTextOf(endsAt: Date | null, now: Date, timeZone: string): string {
  if (!endsAt) return 'sisa masa langganannya';
  const days = keptDays((endsAt.getTime() - now.getTime()) / 1000);
  return `sisa ${days} hari (sekarang sampai ${formatDateInZone(endsAt, timeZone)})`;
}

/**
 * One student on the manage subscription page: the avatar (the crown for a paid plan), the
 * grade, the plan in words with its end date, and the ways on — pause or resume, buy again or
 * extend for this student on /paket.
 */
export function StudentPlanCard({
  plan,
  timeZone,
  now,
  markCurrent,
}: {
  plan: StudentPlan;
  timeZone: string;
  now: Date;
  /** Whether to mark the profile in use (a family with several students). */
  markCurrent: boolean;
}) {
  const words = describePlan(plan, timeZone, now);
  const name = firstName(plan.fullName);
  const headingId = studentPlanId(plan.studentId);
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <Avatar name={plan.fullName} src={plan.avatarUrl} subscriptionType={plan.subscriptionType} decorative />
        <div className={css({ minW: '0' })}>
          <h2
            id={headingId}
            className={css({
              fontSize: 'lg',
              fontWeight: 'semibold',
              overflowWrap: 'anywhere',
              // The home card links here (studentPlanHref): clear of the sticky header.
              scrollMarginTop: 'calc(token(sizes.header) + token(spacing.4))',
            })}
          >
            {plan.fullName}
            {markCurrent && plan.isCurrentProfile && (
              <span className={css({ fontWeight: 'normal', color: 'muted' })}> (profil aktif)</span>
            )}
          </h2>
          {plan.gradeLabel && <p className={css({ color: 'muted', fontSize: 'sm' })}>{plan.gradeLabel}</p>}
        </div>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        <p className={css({ fontWeight: 'semibold' })}>{words.title}</p>
        <span className={badgeClass[words.tone]}>{words.badge}</span>
      </div>
      <p>{words.detail}</p>
      {words.originNote && <p className={css({ fontSize: 'sm', color: 'muted' })}>{words.originNote}</p>}
      {plan.refundNote && <p className={css({ fontWeight: 'semibold' })}>{plan.refundNote}</p>}
      {words.pauseNote && <p className={css({ fontSize: 'sm', color: 'muted' })}>{words.pauseNote}</p>}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
        {/* Kept for a paid or paused plan even when neither button is offered: its status line says what just changed. */}
        {(plan.subscriptionType === 'PAID' || plan.subscriptionType === 'PAUSED') && (
          <SubscriptionActions
            studentId={plan.studentId}
            firstName={name}
            canPause={words.canPause}
            canResume={words.canResume}
            keptText={keptTextOf(plan.endsAt, now, timeZone)}
            autoResumeText={formatDateInZone(automaticResumeAt(now), timeZone)}
            buttonClass={button({ variant: words.canResume ? 'primary' : 'secondary', size: 'small' })}
          />
        )}
        {words.buyLabel && (
          <a href={buyAgainHref(plan.studentId)} className={linkClass} aria-label={`${words.buyLabel} untuk ${name}`}>
            {words.buyLabel}
          </a>
        )}
        {/* No package for the grade (kelas 4, decision 103): the free classes are the way on. */}
        {!plan.packageAvailable && !words.buyLabel && plan.grade !== null && (
          <a href={slotSelectionPath({ grade: plan.grade })} className={linkClass}>
            {`Lihat kelas gratis kelas ${plan.grade}`}
          </a>
        )}
      </div>
    </section>
  );
}
