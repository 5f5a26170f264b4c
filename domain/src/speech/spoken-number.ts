import { toCardinal, toOrdinal } from 'n2words/id-ID';

/** Indonesian names of the digits, for decimals and digit-by-digit reading. */
const DIGITS = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];

/**
 * A whole number, written with digits only (no separators), in Indonesian words. A number that
 * starts with 0 and has more digits (a code, `007`) is read digit by digit.
 *
 * @example
 * toSpokenInteger('1500000'); // 'satu juta lima ratus ribu'
 * toSpokenInteger('007'); // 'nol nol tujuh'
 * toSpokenInteger('1234567890123456'); // 'satu dua tiga empat lima enam tujuh delapan sembilan nol satu dua tiga empat lima enam'
 */
export function toSpokenInteger(digits: string): string {
  // Past the trillions (ribu triliun) no one says the scale words: long numbers go digit by digit.
  if ((digits.length > 1 && digits.startsWith('0')) || digits.length > 15) return toSpokenDigits(digits);
  return toCardinal(BigInt(digits));
}

/**
 * Digits one by one, as Indonesian teachers read decimals: 3,14 is "tiga koma satu empat".
 *
 * @example
 * toSpokenDigits('05'); // 'nol lima'
 */
export function toSpokenDigits(digits: string): string {
  return [...digits].map((digit) => DIGITS[Number(digit)] ?? digit).join(' ');
}

/**
 * A decimal number in words: the whole part as a number, the decimals digit by digit after
 * "koma", a repeating block (0,3̅) followed by "berulang".
 *
 * @example
 * toSpokenDecimal('0', '5'); // 'nol koma lima'
 * toSpokenDecimal('0', '', '3'); // 'nol koma tiga berulang'
 * toSpokenDecimal('0', '1', '6'); // 'nol koma satu, enam berulang'
 */
export function toSpokenDecimal(integer: string, decimals: string, repeating = ''): string {
  const whole = toSpokenInteger(integer);
  if (decimals === '' && repeating === '') return whole;
  const fixed = decimals === '' ? '' : toSpokenDigits(decimals);
  if (repeating === '') return `${whole} koma ${fixed}`;
  const cycle = `${toSpokenDigits(repeating)} berulang`;
  return fixed === '' ? `${whole} koma ${cycle}` : `${whole} koma ${fixed}, ${cycle}`;
}

/**
 * An ordinal as in "suku ke-20": "kedua puluh", the first being "pertama".
 *
 * @example
 * toSpokenOrdinal('3'); // 'ketiga'
 */
export function toSpokenOrdinal(digits: string): string {
  const value = BigInt(digits);
  return value === 0n ? 'ke nol' : toOrdinal(value);
}
