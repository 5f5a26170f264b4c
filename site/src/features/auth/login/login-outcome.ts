import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { toPageName } from '@bimbel/domain/routes/page-name';
import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';

/** Where a verified login goes next. */
export type NextAfterLogin =
  /** A number without an account: the sign-up steps, on the register token. */
  | 'register'
  /** A family with several students: choose who is learning now. */
  | 'choose-student'
  /** Straight to the remembered page or /bimbel. */
  | 'continue';

/** The package checkout's steps: they choose the students to buy for themselves (decision 081). */
const CHECKOUT_STEPS_PREFIX = '/paket/user/';

/**
 * Decides the step after a successful OTP verify. A parent account with more than one student
 * picks the student first, as docs/product §4's profile switch does from the login page — unless
 * the login is on the way back to a checkout step, which asks which children to buy for anyway.
 *
 * @example
 * nextStepAfterLogin({ primary_user: null, student_users: [], register_token: 'reg…' }); // 'register'
 */
export function nextStepAfterLogin(
  data: Pick<SessionUserData, 'primary_user' | 'student_users' | 'register_token'>,
  redirectPath: string | null = null,
): NextAfterLogin {
  if (!data.primary_user) return data.register_token ? 'register' : 'continue';
  if (redirectPath?.startsWith(CHECKOUT_STEPS_PREFIX)) return 'continue';
  return (data.student_users ?? []).length > 1 ? 'choose-student' : 'continue';
}

/**
 * The `logged_in_from_page` of the Login event: the page name someone stored (docs/product §9's
 * logged-in-from-page key), else the page the login will return to, else the same-site page
 * the visitor came from, else 'Direct'.
 *
 * @example
 * loggedInFromPage({ redirectPath: '/bimbel/user', referrer: '', origin: 'https://cobelajar.id' }); // 'Live Classes User Home Page'
 */
export function loggedInFromPage({
  stored,
  redirectPath,
  referrer,
  origin,
}: {
  stored?: string | null;
  redirectPath?: string | null;
  referrer: string;
  origin: string;
}): string {
  if (stored?.trim()) return stored.trim();
  if (redirectPath) return toPageName(redirectPath);
  if (referrer.startsWith(`${origin}/`)) {
    const path = referrer.slice(origin.length);
    if (toPageName(path) !== LOGIN_PATH) return toPageName(path);
  }
  return 'Direct';
}
