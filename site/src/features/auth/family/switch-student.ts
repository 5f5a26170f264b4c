import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { apiCall } from '#site/lib/api-client.ts';
import { identifySessionUser } from '#site/lib/session/session-actions.ts';
import { getStoredSession, saveSession } from '#site/lib/session/session-store.ts';
import { trackEvent } from '#site/lib/telemetry/analytics.ts';

type SwitchBody = {
  data: { access_token: string; refresh_token: string; expires_in: number; token_type: string };
};

/**
 * Continues as another student of the family (SPEC §4's profile switch): the switcher answers
 * new tokens and sets the auth cookies, the merged profile is read again and stored (without
 * tokens), and analytics learns who is now learning. The subscription status is read by the
 * page load that follows. Choosing the current student changes nothing.
 */
export async function switchToStudent(studentId: string): Promise<void> {
  if (getStoredSession()?.primary_user?.id === studentId) return;
  const switched = await apiCall('api', '/user-management/v1/users/switcher').post<SwitchBody>({
    switchTouserId: studentId,
  });
  const { data } = await apiCall('api', '/user-management/v1/users/user-profiles').get<{
    data: SessionUserData;
  }>();
  saveSession({ ...data, register_token: null }, switched.data.expires_in);
  identifySessionUser();
  trackEvent('Profile Switched', { user_type: data.primary_user?.role ?? 'student' });
}
