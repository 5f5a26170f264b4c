const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Writes an amount of rupiah the Indonesian way: 'Rp 1.250.000' — dots group thousands, one
 * ordinary space after 'Rp', no decimals (the rupiah has no sen in use). Fractions round to
 * the nearest rupiah; negatives read '-Rp 5.000'. NaN and infinities give '' so a bad price
 * blanks one label instead of breaking a page.
 *
 * Grouped by hand rather than with Intl: Intl's id-ID currency output puts a non-breaking
 * space after 'Rp', and older Android WebViews with trimmed ICU data drop the space or the
 * grouping altogether, so the same price would render differently from phone to phone.
 *
 * @example
 * formatRupiah(1250000); // 'Rp 1.250.000'
 * formatRupiah(416666.67); // 'Rp 416.667'
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = Math.round(Math.abs(amount));
  const sign = amount < 0 && rounded !== 0 ? '-' : '';
  return `${sign}Rp ${String(rounded).replace(THOUSANDS, '.')}`;
}
