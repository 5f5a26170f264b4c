import { describe, expect, it } from 'vitest';
import { vaNumberOf } from './va-number.ts';

describe('vaNumberOf', () => {
  it('reads each bank’s virtual account number as Midtrans notifies it', () => {
    expect(vaNumberOf({ va_numbers: [{ bank: 'bni', va_number: '9881234567890123' }] })).toBe(
      '9881234567890123',
    );
    expect(vaNumberOf({ permata_va_number: '8562000123456789' })).toBe('8562000123456789');
    expect(vaNumberOf({ biller_code: '70012', bill_key: '990011223344' })).toBe('70012 990011223344');
  });

  it('answers null for other methods and for anything that is not a number', () => {
    expect(vaNumberOf({ payment_type: 'qris' })).toBeNull();
    expect(vaNumberOf({ va_numbers: [{ va_number: '<script>' }] })).toBeNull();
    expect(vaNumberOf({ va_numbers: 'x', bill_key: '1' })).toBeNull();
  });
});
