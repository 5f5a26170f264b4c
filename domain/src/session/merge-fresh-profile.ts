import type { SessionUserData, UserProfile } from './session-user-data.ts';

const TOKEN_FIELDS = ['access_token', 'refresh_token', 'expires_in', 'token_type'] as const;

/**
 * Merges a profile into a stored one: a field present in the fresh profile wins (even
 * `null`, which means the server cleared it), a field it lacks is kept, and token fields
 * stay as stored whenever the stored profile has them — a profile read must never
 * replace the session's tokens.
 */
function mergeProfile<T extends Partial<UserProfile>>(stored: T, fresh: Partial<UserProfile>): T {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(fresh)) {
    if (value !== undefined) merged[key] = value;
  }
  for (const key of TOKEN_FIELDS) {
    if (stored[key] !== undefined) merged[key] = stored[key];
  }
  return merged as T;
}

/**
 * Merges a freshly fetched profile into stored user data (docs/product §4: the header refreshes
 * the profile on load). The primary user is merged field by field (see rules above); the
 * student in `student_users` with the same `id` is merged the same way, so the profile
 * picker shows the new data too. With no stored primary user, the fresh profile becomes
 * it. Returns a new object; the input is not changed.
 *
 * @example
 * mergeFreshProfile(stored, { id: 'stu-1', full_name: 'Budi Santoso' }).primary_user?.full_name;
 * // 'Budi Santoso' (and primary_user.access_token is still the stored one)
 */
export function mergeFreshProfile(
  stored: SessionUserData,
  fresh: Partial<UserProfile> & Pick<UserProfile, 'id'>,
): SessionUserData {
  const primary = stored.primary_user;
  const mergedPrimary = primary ? mergeProfile(primary, fresh) : (fresh as UserProfile);
  return {
    ...stored,
    primary_user: mergedPrimary,
    student_users: stored.student_users.map((student) =>
      student.id === fresh.id ? mergeProfile(student, fresh) : student,
    ),
  };
}
