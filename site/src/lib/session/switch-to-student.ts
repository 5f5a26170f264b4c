import { POST_LOGIN_REDIRECT_PATH } from '@bimbel/domain/constants/storage-keys';
import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { getUserProfiles, switchProfile } from '../api/user-calls.ts';
import { trackEvent } from '../telemetry/analytics.ts';
import { reportError } from '../telemetry/error-reporting.ts';
import { notify } from '../toast.ts';
import { closeProfileDialog } from './profile-dialogs.ts';
import { identifySessionUser, refreshSubscriptionOrSignOut } from './session-actions.ts';
import { getStoredSession, sessionOwner } from './session-store.ts';

/** docs/product §8: the toast of a failed profile switch, to the letter. */
export const SWITCH_FAILED_MESSAGE = 'Maaf ya, ada yang salah. Coba lagi, yuk.';

/** Where the student was chosen, which decides the last step of a switch. */
export type SwitchPlace =
  /** The 'Ganti profil' picker on the route `path`; `reloadRoute` re-renders that route. */
  | { from: 'picker'; path: string; reloadRoute: () => Promise<void> }
  /** /user/select-student right after login: `goOn` leaves for the page the login was for. */
  | { from: 'select-student'; goOn: () => void };

/**
 * Steps 1–5 of the switch. Throws only when the switcher call fails: then nothing has changed.
 * A failed profile read is reported and the stored family is used (the cookies have switched).
 * False when the session ended on the way (a 401 the refresh could not cure: signed out).
 */
async function switchSession(studentId: string): Promise<boolean> {
  const switched = await switchProfile({ body: { switchTouserId: studentId } });
  let fresh: SessionUserData | null = null;
  try {
    fresh = await getUserProfiles();
  } catch (error) {
    reportError(error, { where: 'profile switch: profile read' });
  }
  const stored = sessionOwner.switchProfile(studentId, switched.expires_in, fresh);
  identifySessionUser();
  trackEvent('Profile Switched', { user_type: stored?.primary_user?.role ?? 'student' });
  return refreshSubscriptionOrSignOut();
}

/** The last step: the picker closes (from /login on to /bimbel); the select-student page goes on. */
function leaveAfterSwitch(place: SwitchPlace, switched: boolean): void {
  if (place.from === 'select-student') return place.goOn();
  closeProfileDialog();
  if (place.path === LOGIN_PATH) window.location.assign(POST_LOGIN_REDIRECT_PATH);
  // Server-rendered pages (the user home) show the previous student until fetched again.
  else if (switched) void place.reloadRoute();
}

/**
 * Continues as another student of the family (docs/product §4 "Profile switch"):
 * 1. `POST /user-management/v1/users/switcher` — new tokens, set as the HttpOnly cookies;
 * 2. `GET /user-management/v1/users/user-profiles` — the family with the new primary user;
 * 3. the stored session is rewritten with it and the new expiry (`sessionOwner.switchProfile`);
 * 4. analytics and error reporting learn who is now learning;
 * 5. the subscription status is refreshed (the crown follows the new student);
 * 6. the picker closes, or the user goes on (see `SwitchPlace`).
 *
 * Choosing the student already in use skips 1–5. The one failure path (docs/product §8): the error is
 * reported, the toast 'Maaf ya, ada yang salah. Coba lagi, yuk.' shows, nothing changes, and
 * the result is false so the caller lets the user try again.
 *
 * @example
 * if (!(await switchToStudent(chosen, { from: 'picker', path, reloadRoute: reload }))) setSwitching(false);
 */
export async function switchToStudent(studentId: string, place: SwitchPlace): Promise<boolean> {
  const unchanged = getStoredSession()?.primary_user?.id === studentId;
  if (!unchanged) {
    try {
      // Signed out on the way: the sign-out already leaves the page.
      if (!(await switchSession(studentId))) return true;
    } catch (error) {
      reportError(error, { where: 'profile switch' });
      void notify({ variant: 'error', title: SWITCH_FAILED_MESSAGE });
      return false;
    }
  }
  leaveAfterSwitch(place, !unchanged);
  return true;
}
