import { COUNTRY_CODE } from '@bimbel/domain/catalogue/country-code';
import { formatPhoneNumber } from '@bimbel/domain/phone/format-phone-number';
import { normalizePhoneNumber } from '@bimbel/domain/phone/normalize-phone-number';
import type { ParentUser, UserProfile } from '@bimbel/domain/session/session-user-data';

/** Shown for a field the family has not filled in yet: polite, and not an error. */
export const MISSING_VALUE_TEXT = 'Belum diisi';

/** One line of the profile modal: a label and its value, null when not filled in. */
export type ProfileRow = { label: string; value: string | null };

/**
 * Country code and number as one readable phone number ('+62', '81100000001' →
 * '+62 811-0000-0001'); null without a number.
 */
export function toPhoneText(
  countryCode: string | null | undefined,
  phoneNumber: string | null | undefined,
): string | null {
  const number = phoneNumber?.trim();
  if (!number) return null;
  const code = countryCode?.trim() || COUNTRY_CODE;
  const full = `${code}${number.replace(/^0/, '')}`;
  // Only Indonesian mobile numbers get the grouped form; anything else is shown as stored.
  return normalizePhoneNumber(full).ok ? formatPhoneNumber(full) : `${code} ${number}`;
}

/**
 * A student's grade as the catalogue writes it ('Kelas 11 IPA SMA/MA', 'Kelas 5 SD'): the
 * stream only where it is a choice (IPA or IPS), then the class type when known. Written out
 * here rather than looked up in `catalogue/grade`, whose zod schema would ride along into the
 * lazily loaded profile code.
 *
 * @example
 * toGradeLabel({ grade: 8, class_type: 'SMP/MTs', stream: null }); // 'Kelas 8 SMP/MTs'
 */
export function toGradeLabel(profile: Pick<UserProfile, 'grade' | 'class_type' | 'stream'>): string | null {
  const gradeAndStream = toGradeAndStream(profile);
  if (!gradeAndStream) return null;
  return profile.class_type ? `${gradeAndStream} ${profile.class_type}` : gradeAndStream;
}

/** Murid or Orangtua (docs/product §3 roles). */
export function toRoleLabel(role: UserProfile['role']): string {
  return role === 'parent' ? 'Orangtua' : 'Murid';
}

/** 'Kelas 11 IPA', 'Kelas 8': the grade with the stream where it is a choice (IPA or IPS). */
function toGradeAndStream(profile: Pick<UserProfile, 'grade' | 'stream'>): string | null {
  if (!profile.grade) return null;
  const stream = profile.stream === 'IPA' || profile.stream === 'IPS' ? ` ${profile.stream}` : '';
  return `Kelas ${profile.grade}${stream}`;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The 'Data diri' section of the profile modal (docs/product §2): full name, phone with its country
 * code, class type, grade and stream, e-mail. A parent's own profile has no school rows.
 */
export function describePersonalData(profile: UserProfile): ProfileRow[] {
  const rows: ProfileRow[] = [
    { label: 'Nama lengkap', value: blankToNull(profile.full_name) },
    { label: 'Nomor HP', value: toPhoneText(profile.country_code, profile.phone_number) },
  ];
  if (profile.role === 'student') {
    rows.push(
      { label: 'Jenjang', value: blankToNull(profile.class_type) },
      { label: 'Kelas', value: toGradeAndStream(profile) },
    );
  }
  rows.push({ label: 'Email', value: blankToNull(profile.email) });
  return rows;
}

/** The 'Data orangtua' section (docs/product §2): the parent's name and phone with its country code. */
export function describeParentData(parent: ParentUser): ProfileRow[] {
  return [
    { label: 'Nama orangtua', value: blankToNull(parent.name) },
    { label: 'Nomor HP orangtua', value: toPhoneText(parent.country_code, parent.phone_number) },
  ];
}
