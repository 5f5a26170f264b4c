import { COUNTRY_CODE } from '../catalogue/country-code.ts';
import { normalizePhoneNumber } from './normalize-phone-number.ts';

/** Digit groups of the national number by its length: the first group keeps the 8xx prefix. */
const GROUPS_BY_LENGTH: Readonly<Record<number, readonly number[]>> = {
  9: [3, 3, 3],
  10: [3, 3, 4],
  11: [3, 4, 4],
  12: [4, 4, 4],
};

/**
 * Formats a phone number for display as `+62 812-3456-7890`. Anything that is not an
 * Indonesian mobile number is returned trimmed but otherwise as given, because a
 * display helper should show what we have rather than hide it or throw.
 *
 * @example
 * formatPhoneNumber('+6281234567890'); // '+62 812-3456-7890'
 * formatPhoneNumber('0812 3456 789'); // '+62 812-345-6789'
 */
export function formatPhoneNumber(input: string): string {
  const result = normalizePhoneNumber(input);
  if (!result.ok) return input.trim();
  const national = result.e164.slice(COUNTRY_CODE.length);
  const groups = GROUPS_BY_LENGTH[national.length] ?? [national.length];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(national.slice(start, start + size));
    start += size;
  }
  return `${COUNTRY_CODE} ${parts.join('-')}`;
}
