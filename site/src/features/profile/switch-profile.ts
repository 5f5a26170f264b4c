import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { apiCall } from '#site/lib/api-client.ts';
import { identifySessionUser, refreshSubscriptionOrSignOut } from '#site/lib/session/session-actions.ts';
import { getStoredSession, saveSession, type StoredSession } from '#site/lib/session/session-store.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';
import { reportError } from '#site/lib/telemetry/error-reporting.ts';

type SwitcherBody = { data: { expires_in: number } };
type ProfilesBody = { data: SessionUserData };

/**
 * The family as it stands after a switch when the profile read failed: the chosen student,
 * taken from the stored family, becomes the primary user. The cookies already belong to that
 * student, so the stored data must follow them rather than stay on the previous profile.
 */
function familyWithPrimary(stored: StoredSession, studentId: string): SessionUserData | null {
  const student = stored.student_users.find((candidate) => candidate.id === studentId);
  return student ? { ...stored, primary_user: student } : null;
}

/**
 * Switches the session to another student of the family, step by step (SPEC §4 "Profile
 * switch"):
 * 1. `POST /user-management/v1/users/switcher` — the server answers new tokens and sets them
 *    as the HttpOnly cookies (no token ever reaches script-readable storage);
 * 2. `GET /user-management/v1/users/user-profiles` — the family with the new primary user;
 * 3. stores it with the new expiry (`USER_DATA`, tokens stripped);
 * 4. re-identifies the user in analytics and error reporting;
 * 5. refreshes the subscription status (the crown follows the new student).
 *
 * Throws only when step 1 fails: then nothing has changed. A failure of step 2 is reported and
 * the stored family is used instead, since the cookies have already switched.
 */
export async function switchToStudent(studentId: string): Promise<void> {
  const switched = await apiCall('api', '/user-management/v1/users/switcher').post<SwitcherBody>({
    switchTouserId: studentId,
  });
  const stored = getStoredSession();
  let family: SessionUserData | null;
  try {
    const profiles = await apiCall('api', '/user-management/v1/users/user-profiles').get<ProfilesBody>();
    family = { ...stored, ...profiles.data, register_token: null };
  } catch (error) {
    reportError(error, { where: 'profile switch: profile read' });
    family = stored ? familyWithPrimary(stored, studentId) : null;
  }
  if (family) saveSession(family, switched.data.expires_in);
  identifySessionUser();
  trackEvent('Profile Switched', { user_type: family?.primary_user?.role ?? 'student' });
  await refreshSubscriptionOrSignOut();
}
