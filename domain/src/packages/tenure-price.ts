/*
 * What a tenure option costs and saves, from the catalogue's whole-rupiah prices (decision 079):
 * the per-month price is the total over the months (rounded to the rupiah), the saving is measured
 * against paying the 1-month price every month.
 */

export type TenurePrice = {
  months: number;
  /** The whole tenure, whole rupiah. */
  price: number;
  /** price / months, rounded to the rupiah. */
  monthlyPrice: number;
  /** monthlyPrice of the package × months − price; 0 when nothing is saved. */
  savings: number;
  /** The saving as a whole percentage of monthlyPrice × months (rounded down: never overstated). */
  discountPercent: number;
};

/**
 * @example
 * describeTenurePrice(300_000, { months: 3, price: 810_000 });
 * // { months: 3, price: 810000, monthlyPrice: 270000, savings: 90000, discountPercent: 10 }
 */
export function describeTenurePrice(
  packageMonthlyPrice: number,
  tenure: { months: number; price: number },
): TenurePrice {
  const undiscounted = packageMonthlyPrice * tenure.months;
  const savings = Math.max(0, undiscounted - tenure.price);
  return {
    months: tenure.months,
    price: tenure.price,
    monthlyPrice: Math.round(tenure.price / tenure.months),
    savings,
    discountPercent: undiscounted > 0 ? Math.floor((savings * 100) / undiscounted) : 0,
  };
}
