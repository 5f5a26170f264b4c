/*
 * The virtual account number in a Midtrans notification (bank transfers): `va_numbers[0].va_number`
 * for BCA, BNI and BRI, `permata_va_number` for Permata, and for Mandiri's bill payment the biller
 * code and bill key together, as Mandiri's apps ask for them.
 */

const DIGITS = /^\d{1,30}$/;

const digits = (value: unknown): string | null =>
  typeof value === 'string' && DIGITS.test(value.trim()) ? value.trim() : null;

/**
 * @example
 * vaNumberOf({ va_numbers: [{ bank: 'bca', va_number: '391234567890123' }] }); // '391234567890123'
 * vaNumberOf({ biller_code: '70012', bill_key: '123456789012' }); // '70012 123456789012'
 * vaNumberOf({ payment_type: 'gopay' }); // null
 */
export function vaNumberOf(body: Record<string, unknown>): string | null {
  const list = body.va_numbers;
  if (Array.isArray(list) && list[0] && typeof list[0] === 'object') {
    const number = digits((list[0] as Record<string, unknown>).va_number);
    if (number) return number;
  }
  const permata = digits(body.permata_va_number);
  if (permata) return permata;
  const biller = digits(body.biller_code);
  const key = digits(body.bill_key);
  return biller && key ? `${biller} ${key}` : null;
}
