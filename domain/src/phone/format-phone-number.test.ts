import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './format-phone-number.ts';

describe('formatPhoneNumber', () => {
  it('formats an E.164 number as +62 812-3456-7890', () => {
    expect(formatPhoneNumber('+6281234567890')).toBe('+62 812-3456-7890');
  });

  it('formats a number typed in the national form', () => {
    expect(formatPhoneNumber('0812 3456 7890')).toBe('+62 812-3456-7890');
  });

  it('groups shorter and longer national numbers', () => {
    expect(formatPhoneNumber('+62812345678')).toBe('+62 812-345-678');
    expect(formatPhoneNumber('+628123456789')).toBe('+62 812-345-6789');
    expect(formatPhoneNumber('+62812345678901')).toBe('+62 8123-4567-8901');
  });

  it('shows a number that is not an Indonesian mobile as given', () => {
    expect(formatPhoneNumber(' 021-555-1234 ')).toBe('021-555-1234');
  });
});
