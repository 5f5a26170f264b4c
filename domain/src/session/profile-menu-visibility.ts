import type { SessionUserData } from './session-user-data.ts';

/**
 * Whether the profile dropdown offers 'Ganti profil': only with more than one student
 * profile to switch between (docs/product §2, §6).
 *
 * @example
 * shouldShowSwitchProfile({ student_users: [budi, sari] }); // true
 */
export function shouldShowSwitchProfile(userData: Pick<SessionUserData, 'student_users'>): boolean {
  return (userData.student_users ?? []).length > 1;
}

/**
 * Whether the profile modal shows 'Data orangtua': only when a parent exists (docs/product §2, §6).
 * A parent record with neither name nor phone number would render an empty section, so
 * it counts as no parent.
 *
 * @example
 * shouldShowParentSection({ parent_user: { name: 'Ibu Sari', country_code: '+62', phone_number: '81234567890' } }); // true
 * shouldShowParentSection({ parent_user: null }); // false
 */
export function shouldShowParentSection(userData: Pick<SessionUserData, 'parent_user'>): boolean {
  const parent = userData.parent_user;
  if (!parent) return false;
  return parent.name.trim() !== '' || (parent.phone_number ?? '').trim() !== '';
}

/**
 * Whether the profile dropdown offers 'Laporan mingguan' (decision 078): for a family account —
 * one with a parent, whichever profile is in use — or a parent's own profile. A student on their
 * own account may still open their week by address; the menu keeps to docs/product §2's items.
 *
 * @example
 * shouldShowWeeklyReport({ primary_user: raka, parent_user: { name: 'Ibu Sari', … } }); // true
 * shouldShowWeeklyReport({ primary_user: dimas, parent_user: null }); // false
 */
export function shouldShowWeeklyReport(
  userData: Pick<SessionUserData, 'parent_user'> & { primary_user: { role: string } | null },
): boolean {
  return userData.parent_user != null || userData.primary_user?.role === 'parent';
}
