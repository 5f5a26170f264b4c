import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './normalize-phone-number.ts';

const E164_MOBILE = /^\+628\d{8,11}$/;

/** National significant numbers of Indonesian mobiles: 8, then 1–9, then 7–10 digits. */
const mobileNationalNumber = fc.stringMatching(/^8[1-9]\d{7,10}$/);

/** Splits digits into groups joined by a separator people type. */
const groupedWith = (digits: string, separator: string, size: number): string =>
  (digits.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(separator);

describe('normalizePhoneNumber', () => {
  it('normalises the international form with spaces and dashes', () => {
    expect(normalizePhoneNumber('+62 812-3456-7890')).toEqual({ ok: true, e164: '+6281234567890' });
  });

  it('normalises a number starting with 62 without a plus', () => {
    expect(normalizePhoneNumber('6281234567890')).toEqual({ ok: true, e164: '+6281234567890' });
  });

  it('normalises the national form with the trunk 0', () => {
    expect(normalizePhoneNumber('0812-3456-7890')).toEqual({ ok: true, e164: '+6281234567890' });
  });

  it('normalises a number typed behind the +62 prefix field', () => {
    expect(normalizePhoneNumber('812 3456 7890')).toEqual({ ok: true, e164: '+6281234567890' });
  });

  it('accepts dots and parentheses as separators', () => {
    expect(normalizePhoneNumber('(0812) 3456.7890')).toEqual({ ok: true, e164: '+6281234567890' });
  });

  it('accepts the "+62 (0)812" slip of a trunk 0 after the country code', () => {
    expect(normalizePhoneNumber('+62 (0)812-3456-7890')).toEqual({ ok: true, e164: '+6281234567890' });
  });

  it('accepts the shortest (9-digit) and longest (12-digit) national numbers', () => {
    expect(normalizePhoneNumber('0812345678')).toEqual({ ok: true, e164: '+62812345678' });
    expect(normalizePhoneNumber('0812345678901')).toEqual({ ok: true, e164: '+62812345678901' });
  });

  it('rejects a national number of 8 or 13 digits', () => {
    expect(normalizePhoneNumber('081234567')).toEqual({ ok: false });
    expect(normalizePhoneNumber('08123456789012')).toEqual({ ok: false });
  });

  it('rejects a Jakarta landline', () => {
    expect(normalizePhoneNumber('021-555-1234')).toEqual({ ok: false });
    expect(normalizePhoneNumber('+62 21 555 1234')).toEqual({ ok: false });
  });

  it('rejects the 080x range, which is not mobile', () => {
    expect(normalizePhoneNumber('0801-2345-6789')).toEqual({ ok: false });
  });

  it('rejects another country code', () => {
    expect(normalizePhoneNumber('+60 12-345 6789')).toEqual({ ok: false });
    expect(normalizePhoneNumber('+1 812 345 6789')).toEqual({ ok: false });
  });

  it('rejects letters', () => {
    expect(normalizePhoneNumber('0812-3456-78ab')).toEqual({ ok: false });
  });

  it('rejects a plus sign anywhere but first', () => {
    expect(normalizePhoneNumber('0812+34567890')).toEqual({ ok: false });
  });

  it('rejects an empty string', () => {
    expect(normalizePhoneNumber('')).toEqual({ ok: false });
    expect(normalizePhoneNumber('   ')).toEqual({ ok: false });
  });

  it('gives the same E.164 for a mobile typed in any accepted shape', () => {
    fc.assert(
      fc.property(
        mobileNationalNumber,
        fc.constantFrom('', ' ', '-', '.'),
        fc.integer({ min: 3, max: 4 }),
        fc.constantFrom('+62 ', '+62', '62', '0', '', '+62 (0)', '(0'),
        (national, separator, groupSize, prefix) => {
          const body = groupedWith(national, separator, groupSize);
          const typed = prefix === '(0' ? `(0${body.slice(0, 3)})${body.slice(3)}` : `${prefix}${body}`;
          expect(normalizePhoneNumber(typed)).toEqual({ ok: true, e164: `+62${national}` });
        },
      ),
    );
  });

  it('only ever outputs +628 followed by 8 to 11 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const result = normalizePhoneNumber(input);
        if (result.ok) expect(result.e164).toMatch(E164_MOBILE);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/), (input) => {
        const result = normalizePhoneNumber(input);
        if (result.ok) expect(result.e164).toMatch(E164_MOBILE);
      }),
    );
  });

  it('never throws on random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (input) => {
        expect(() => normalizePhoneNumber(input)).not.toThrow();
      }),
    );
  });
});
