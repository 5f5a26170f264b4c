import { toPageName } from '@bimbel/domain/routes/page-name';
import type { StoredSession } from '#site/lib/session/stored-session.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import type { AnalyticsEvents, CheckoutEventFields } from '#site/lib/telemetry/analytics-events.ts';
import type { DraftView } from './read-checkout-draft.ts';

type CheckoutEventName = {
  [Name in keyof AnalyticsEvents]: AnalyticsEvents[Name] extends CheckoutEventFields ? Name : never;
}[keyof AnalyticsEvents];

/**
 * docs/product §3's checkout fields for the draft at a stage (decision 081): the package's program,
 * the tenure, who buys (parent, student, anonymous) and the grades bought for — never a name or a
 * number.
 *
 * @example
 * checkoutEventFields(draft, session, 'summary', '/paket/user/summary');
 * // { packageType: 'SMP', packageId: 'smp-reguler', tenureValue: 3, stage: 'summary', userType: 'parent', studentClass: '7,8', location: '/paket/user/summary' }
 */
export function checkoutEventFields(
  draft: DraftView,
  session: StoredSession | null,
  stage: string,
  pathname: string,
): CheckoutEventFields {
  const chosen = new Set(draft.studentIds);
  const grades = (session?.student_users ?? [])
    .filter((student) => chosen.has(student.id) && typeof student.grade === 'number')
    .map((student) => student.grade as number);
  return {
    packageType: draft.package?.program ?? '',
    packageId: draft.package?.id ?? '',
    ...(draft.tenure ? { tenureValue: draft.tenure.months } : {}),
    stage,
    userType: !session?.primary_user ? 'anonymous' : session.parent_user ? 'parent' : 'student',
    studentClass: [...new Set(grades)].sort((a, b) => a - b).join(','),
    location: toPageName(pathname),
  };
}

/** Sends a checkout event with the fields of the draft at `stage`, plus the event's own. */
export function trackCheckout<Name extends CheckoutEventName>(
  name: Name,
  context: { draft: DraftView; session: StoredSession | null; stage: string },
  extra?: Omit<AnalyticsEvents[Name], keyof CheckoutEventFields>,
): void {
  const fields = checkoutEventFields(context.draft, context.session, context.stage, window.location.pathname);
  trackEvent(name, { ...fields, ...extra } as AnalyticsEvents[Name]);
}
