import { COUNTRY_CODE } from '@bimbel/domain/catalogue/country-code';
import {
  DEFAULT_CALLBACK_REQUESTER,
  LEAD_GRADE_MAX,
  LEAD_GRADE_MIN,
  type CallbackRequester,
} from '@bimbel/domain/lead/lead-form';
import { normalizePhoneNumber } from '@bimbel/domain/phone/normalize-phone-number';
import type { ParentUser, UserProfile } from '@bimbel/domain/session/session-user-data';

/** Whose WhatsApp number and name the form holds: what the team calls back (decision 086). */
export type LeadContact = {
  /** What follows the fixed +62 of the phone field. */
  phoneNumber: string;
  name: string;
};

/** The details step's starting values, as the form fields hold them (strings). */
export type LeadDetailsPrefill = LeadContact & {
  callbackRequestedBy: CallbackRequester;
  /** '4'…'12', or '' when nothing fits. */
  grade: string;
};

/** The starting values, and each person's own contact to put in when the visitor switches who asks. */
export type LeadPrefill = {
  initial: LeadDetailsPrefill;
  contacts: Record<CallbackRequester, LeadContact>;
};

const EMPTY_CONTACT: LeadContact = { phoneNumber: '', name: '' };

/** The labels of the phone, name and grade fields for the person the visitor says they are. */
export const LEAD_CONTACT_LABELS: Record<
  CallbackRequester,
  { phoneNumber: string; name: string; grade: string }
> = {
  student: { phoneNumber: 'Nomor WhatsApp kamu', name: 'Nama kamu', grade: 'Kelas kamu' },
  parent: { phoneNumber: 'Nomor WhatsApp orangtua', name: 'Nama orangtua', grade: 'Kelas anak' },
};

function nationalPart(phoneNumber: string | null | undefined): string {
  const phone = phoneNumber ? normalizePhoneNumber(phoneNumber) : null;
  return phone?.ok ? phone.e164.slice(COUNTRY_CODE.length) : '';
}

type PrimaryUser = Pick<UserProfile, 'role' | 'full_name' | 'phone_number' | 'grade'>;
type Parent = Pick<ParentUser, 'name' | 'phone_number'>;

/**
 * Prefills the details step from the session (docs/product §2: phone, full name, grade), so that
 * the labels, `callbackRequestedBy` and the values always name the same person (decision 086):
 * - a visitor: empty, asking as the student (docs/product §3's default);
 * - a parent logged in: the parent's own number and name, asking as the parent;
 * - a student whose account has a parent: the parent's number and name, asking as the parent
 *   (the team talks classes and fees with the parent); switching to 'Saya murid' puts the
 *   student's own in;
 * - a student without a parent: their own number and name, asking as the student.
 * The grade is the primary user's when it is one the dropdown offers (a parent has none).
 *
 * @example
 * toLeadDetailsPrefill({ role: 'student', full_name: 'Raka', phone_number: '+6281100000001', grade: 8 }, null).initial;
 * // { callbackRequestedBy: 'student', phoneNumber: '81100000001', name: 'Raka', grade: '8' }
 */
export function toLeadDetailsPrefill(
  user: PrimaryUser | null | undefined,
  parent: Parent | null | undefined,
): LeadPrefill {
  if (!user) {
    return {
      initial: { callbackRequestedBy: DEFAULT_CALLBACK_REQUESTER, ...EMPTY_CONTACT, grade: '' },
      contacts: { student: EMPTY_CONTACT, parent: EMPTY_CONTACT },
    };
  }
  const own = { phoneNumber: nationalPart(user.phone_number), name: user.full_name.trim() };
  const isParent = user.role === 'parent';
  const parentContact = isParent
    ? own
    : parent
      ? { phoneNumber: nationalPart(parent.phone_number), name: parent.name.trim() }
      : EMPTY_CONTACT;
  const contacts = { student: isParent ? EMPTY_CONTACT : own, parent: parentContact };
  const callbackRequestedBy: CallbackRequester = isParent || parent ? 'parent' : 'student';
  const grade = user.grade;
  return {
    initial: {
      callbackRequestedBy,
      ...contacts[callbackRequestedBy],
      grade:
        typeof grade === 'number' && grade >= LEAD_GRADE_MIN && grade <= LEAD_GRADE_MAX ? String(grade) : '',
    },
    contacts,
  };
}

/**
 * What the phone and name fields hold after the visitor switches who asks: the new person's
 * prefilled contact where a field still holds the previous person's prefilled value (or is
 * empty); what the visitor typed themselves stays.
 *
 * @example
 * switchLeadContact(prefill.contacts, 'parent', 'student', { phoneNumber: '81100000001', name: 'Ibu Sari' });
 */
export function switchLeadContact(
  contacts: LeadPrefill['contacts'],
  from: CallbackRequester,
  to: CallbackRequester,
  current: LeadContact,
): LeadContact {
  const pick = (field: keyof LeadContact) =>
    current[field] === '' || current[field] === contacts[from][field] ? contacts[to][field] : current[field];
  return { phoneNumber: pick('phoneNumber'), name: pick('name') };
}
