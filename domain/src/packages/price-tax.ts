/*
 * Whether the catalogue's prices carry PPN (issue 16, decision 079). Bimbel is a jasa pendidikan:
 * UU PPN (as amended by UU HPP 2021) and PP 49/2022 exempt education services — formal schooling
 * and out-of-school courses (kursus, bimbel) alike — from PPN, so 'exempt' is the default a real
 * bimbel uses. 'included' is for an operator whose tax adviser says otherwise (a platform selling
 * digital content rather than tutoring): prices then include PPN at the effective 11% (12% on a
 * tax base of 11/12 of the price, PMK 131/2024), and the receipt shows the PPN inside the total.
 */

export const TAX_MODES = ['included', 'exempt'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** The default: education services are exempt from PPN. */
export const DEFAULT_TAX_MODE: TaxMode = 'exempt';

/** PPN's effective rate on a price that includes it (12% × 11/12), in percent. */
export const PPN_EFFECTIVE_PERCENT = 11;

const TAX_NOTES: Record<TaxMode, string> = {
  included: `Harga sudah termasuk PPN ${PPN_EFFECTIVE_PERCENT}%.`,
  exempt: 'Harga tanpa PPN: bimbel termasuk jasa pendidikan yang dibebaskan dari PPN.',
};

/**
 * The sentence shown under prices and on the receipt.
 *
 * @example
 * taxNote('included'); // 'Harga sudah termasuk PPN 11%.'
 */
export function taxNote(mode: TaxMode): string {
  return TAX_NOTES[mode];
}

/**
 * The PPN inside a whole-rupiah `total`: total × 11/111 rounded to the rupiah when prices include
 * it (the price is the base plus 11% of it), 0 when the service is exempt.
 *
 * @example
 * taxAmountOf(1_110_000, 'included'); // 110000
 * taxAmountOf(1_110_000, 'exempt'); // 0
 */
export function taxAmountOf(total: number, mode: TaxMode): number {
  if (mode === 'exempt') return 0;
  return Math.round((total * PPN_EFFECTIVE_PERCENT) / (100 + PPN_EFFECTIVE_PERCENT));
}
