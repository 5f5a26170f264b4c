import { COUNTRY_CODE } from '@bimbel/domain/catalogue/country-code';
import { LEAD_GRADE_MAX, LEAD_GRADE_MIN, type CallbackRequester } from '@bimbel/domain/lead/lead-form';
import { normalizePhoneNumber } from '@bimbel/domain/phone/normalize-phone-number';
import type { UserProfile } from '@bimbel/domain/session/session-user-data';

/** The details step's starting values, as the form fields hold them (strings). */
export type LeadDetailsPrefill = {
  callbackRequestedBy: CallbackRequester;
  /** What follows the fixed +62 of the phone field. */
  phoneNumber: string;
  name: string;
  /** '4'…'12', or '' when nothing fits. */
  grade: string;
};

/**
 * Prefills the details step from the logged-in primary user (docs/product §2: phone, full name,
 * grade); empty for a visitor. The phone field shows only what follows +62, so the stored
 * number is reduced to its national part; a grade outside 4–12 (none for a parent) is left
 * for the visitor to choose. A parent asking is recorded as the parent; everyone else as
 * the student, docs/product §3's default.
 *
 * @example
 * toLeadDetailsPrefill({ role: 'student', full_name: 'Raka', phone_number: '+6281100000001', grade: 8, … });
 * // { callbackRequestedBy: 'student', phoneNumber: '81100000001', name: 'Raka', grade: '8' }
 */
export function toLeadDetailsPrefill(
  user: Pick<UserProfile, 'role' | 'full_name' | 'phone_number' | 'grade'> | null | undefined,
): LeadDetailsPrefill {
  if (!user) return { callbackRequestedBy: 'student', phoneNumber: '', name: '', grade: '' };
  const phone = user.phone_number ? normalizePhoneNumber(user.phone_number) : null;
  const grade = user.grade;
  return {
    callbackRequestedBy: user.role === 'parent' ? 'parent' : 'student',
    phoneNumber: phone?.ok ? phone.e164.slice(COUNTRY_CODE.length) : '',
    name: user.full_name.trim(),
    grade:
      typeof grade === 'number' && grade >= LEAD_GRADE_MIN && grade <= LEAD_GRADE_MAX ? String(grade) : '',
  };
}
