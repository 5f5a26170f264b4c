/*
 * The programs packages are sold for (issue 16, decision 079): one per level and stream, and the
 * UTBK-SNBT focus exam. Tenure forms take grades 5–12 (docs/product §3: grade 4 excluded).
 */

export const PACKAGE_PROGRAMS = ['SD', 'SMP', 'SMA_IPA', 'SMA_IPS', 'SMK', 'UTBK_SNBT'] as const;
export type PackageProgram = (typeof PACKAGE_PROGRAMS)[number];

export const PACKAGE_PROGRAM_LABELS: Record<PackageProgram, string> = {
  SD: 'SD',
  SMP: 'SMP/MTs',
  SMA_IPA: 'SMA/MA IPA',
  SMA_IPS: 'SMA/MA IPS',
  SMK: 'SMK',
  UTBK_SNBT: 'UTBK-SNBT',
};

/** The tenure lengths a package may offer, in months. */
export const TENURE_MONTHS = [1, 3, 6, 12] as const;
export type TenureMonths = (typeof TENURE_MONTHS)[number];

/** Students one order may buy for (one payment, one subscription each). */
export const ORDER_MAX_STUDENTS = 10;
