import { COUNTRY_CODE } from '../catalogue/country-code.ts';

/**
 * Result of {@link normalizePhoneNumber}: a discriminated union rather than `null`, so a
 * caller has to look at `ok` before it can reach the number.
 */
export type PhoneNumberResult = { readonly ok: true; readonly e164: string } | { readonly ok: false };

/**
 * Indonesian mobile national significant numbers: they start with 8 followed by 1–9
 * (the 0811–0899 prefixes; 080x is not a mobile range) and are 9 to 12 digits long.
 */
const MOBILE_NATIONAL_NUMBER = /^8[1-9]\d{7,10}$/;

/** Separators people type between digit groups; anything else (letters, `#`, `*`…) is refused. */
const SEPARATORS = /[\s.\-()]/g;

const COUNTRY_DIGITS = COUNTRY_CODE.slice(1);

const NOT_A_MOBILE: PhoneNumberResult = { ok: false };

/**
 * Turns a phone number as Indonesians type it into E.164 (`+628…`), or reports that it
 * cannot be an Indonesian mobile number (WhatsApp needs a mobile number).
 *
 * Accepted shapes: `+62 812-3456-7890`, `62812…`, `0812…`, `812…`, with spaces, dashes,
 * dots and parentheses anywhere, and the common `+62 (0)812…` slip (a trunk `0` after the
 * country code). Refused: landlines (`021…`), other country codes, letters, `+` anywhere
 * but first, and numbers whose national part is not 9–12 digits.
 *
 * @example
 * normalizePhoneNumber('0812-3456-7890'); // { ok: true, e164: '+6281234567890' }
 * normalizePhoneNumber('(021) 555 1234'); // { ok: false }
 */
export function normalizePhoneNumber(input: string): PhoneNumberResult {
  const compact = input.trim().replace(SEPARATORS, '');
  const hasPlus = compact.startsWith('+');
  const digits = hasPlus ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return NOT_A_MOBILE;

  let national: string;
  if (digits.startsWith(COUNTRY_DIGITS)) {
    national = digits.slice(COUNTRY_DIGITS.length);
    if (national.startsWith('0')) national = national.slice(1);
  } else if (hasPlus) {
    // `+` announces a country code, and it is not Indonesia's.
    return NOT_A_MOBILE;
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  } else {
    national = digits;
  }

  if (!MOBILE_NATIONAL_NUMBER.test(national)) return NOT_A_MOBILE;
  return { ok: true, e164: `${COUNTRY_CODE}${national}` };
}
