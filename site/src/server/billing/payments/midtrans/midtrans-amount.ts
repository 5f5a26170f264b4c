/*
 * Midtrans writes every amount it sends back (notifications, the status API) as a decimal string
 * with two places, even for the rupiah, which has no sen in use: 145000 is '145000.00'. The
 * notification signature is computed over that exact text, so a writer that says '145000' or
 * '145000.0' gets another hash.
 */

const MIDTRANS_AMOUNT = /^(\d{1,15})\.(\d{2})$/;

/**
 * Whole rupiah as Midtrans writes it.
 *
 * @example
 * toMidtransAmount(145000); // '145000.00'
 */
export function toMidtransAmount(rupiah: number): string {
  if (!Number.isSafeInteger(rupiah) || rupiah < 0) throw new RangeError(`not a whole rupiah amount: ${rupiah}`);
  return `${rupiah}.00`;
}

/**
 * Midtrans's amount text as whole rupiah, or null when it is not one ('145000.50', '1e5', '').
 *
 * @example
 * fromMidtransAmount('145000.00'); // 145000
 */
export function fromMidtransAmount(text: string): number | null {
  const match = MIDTRANS_AMOUNT.exec(text);
  if (!match || match[2] !== '00') return null;
  const rupiah = Number(match[1]);
  return Number.isSafeInteger(rupiah) ? rupiah : null;
}
