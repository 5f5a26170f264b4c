import { z } from 'zod';
import { PACKAGE_PROGRAMS, TENURE_MONTHS } from './package-program.ts';
import { PROGRAM_GRADES } from './package-programs-for.ts';

/*
 * One package of a catalogue import (issue 16, decision 079): the admin API's records and the
 * `packages:import` CLI's. Every rule of the database (migration 0013) and of a sane price list
 * is checked here first, so a bad record is answered with an Indonesian reason, never a database
 * error. Messages are for the people who run imports: short, field first.
 */

export const PACKAGE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PACKAGE_IMPORT_LIMITS = {
  idMax: 60,
  nameMax: 80,
  descriptionMax: 400,
  featuresMax: 12,
  featureMax: 120,
  priceMin: 1000,
  monthlyPriceMax: 100_000_000,
  tenurePriceMax: 1_000_000_000,
} as const;

const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${what} wajib diisi` : `${what} minimal ${min} karakter` })
    .max(max, { error: `${what} paling panjang ${max} karakter` })
    .refine((value) => !CONTROL_CHARACTER.test(value), {
      error: `${what} berisi karakter kontrol tak terlihat`,
    });

const rupiah = (what: string, max: number) =>
  z
    .number({ error: `${what} harus angka rupiah bulat` })
    .int({ error: `${what} harus angka rupiah bulat` })
    .min(PACKAGE_IMPORT_LIMITS.priceMin, { error: `${what} minimal Rp 1.000` })
    .max(max, { error: `${what} terlalu besar` });

/** The object's own error: its unknown fields by name, or that it is no object at all. */
const objectError = (what: string) => (issue: { code: string; keys?: readonly string[] }) =>
  issue.code === 'unrecognized_keys' ? `kolom tidak dikenal: ${(issue.keys ?? []).join(', ')}` : what;

const TenureImportSchema = z.strictObject(
  {
    months: z.union(
      TENURE_MONTHS.map((months) => z.literal(months)),
      { error: 'months harus 1, 3, 6 atau 12' },
    ),
    price: rupiah('price', PACKAGE_IMPORT_LIMITS.tenurePriceMax),
  },
  { error: objectError('tenure harus objek { months, price }') },
);

const PackageImportObjectSchema = z.strictObject(
  {
    id: z
      .string({ error: 'id wajib diisi' })
      .trim()
      .max(PACKAGE_IMPORT_LIMITS.idMax, {
        error: `id paling panjang ${PACKAGE_IMPORT_LIMITS.idMax} karakter`,
      })
      .regex(PACKAGE_ID_PATTERN, { error: 'id hanya huruf kecil, angka dan tanda - (mis. smp-reguler)' }),
    program: z.enum(PACKAGE_PROGRAMS, {
      error: `program harus salah satu dari ${PACKAGE_PROGRAMS.join(', ')}`,
    }),
    name: text('name', 2, PACKAGE_IMPORT_LIMITS.nameMax),
    description: z
      .string({ error: 'description harus teks' })
      .trim()
      .max(PACKAGE_IMPORT_LIMITS.descriptionMax, { error: 'description paling panjang 400 karakter' })
      .default(''),
    features: z
      .array(text('fitur', 1, PACKAGE_IMPORT_LIMITS.featureMax), { error: 'features harus daftar teks' })
      .max(PACKAGE_IMPORT_LIMITS.featuresMax, { error: 'features paling banyak 12' })
      .default([]),
    grades: z
      .array(z.number({ error: 'grades berisi angka kelas' }).int({ error: 'grades berisi angka kelas' }), {
        error: 'grades harus daftar kelas, mis. [7, 8, 9]',
      })
      .min(1, { error: 'grades minimal satu kelas' })
      .max(8, { error: 'grades paling banyak 8 kelas' }),
    monthlyPrice: rupiah('monthlyPrice', PACKAGE_IMPORT_LIMITS.monthlyPriceMax),
    isPopular: z.boolean({ error: 'isPopular harus true atau false' }).default(false),
    sortOrder: z
      .number({ error: 'sortOrder harus angka 0–1000' })
      .int({ error: 'sortOrder harus angka 0–1000' })
      .min(0, { error: 'sortOrder harus angka 0–1000' })
      .max(1000, { error: 'sortOrder harus angka 0–1000' })
      .default(0),
    active: z.boolean({ error: 'active harus true atau false' }).default(true),
    tenures: z
      .array(TenureImportSchema, { error: 'tenures harus daftar { months, price }' })
      .min(1, { error: 'tenures minimal satu pilihan durasi' })
      .max(4, { error: 'tenures paling banyak 4 (1, 3, 6, 12 bulan)' }),
  },
  { error: objectError('paket harus objek JSON') },
);

/**
 * One package of an import. Beyond the fields: its grades belong to its program (SD 5–6,
 * SMP 7–9, SMA/SMK 10–12, UTBK-SNBT 12), each tenure length appears once, a 1-month tenure costs
 * the monthly price, and no tenure costs more than paying monthly (a discount is never negative).
 */
export const PackageImportSchema = PackageImportObjectSchema.superRefine((record, context) => {
  const allowed = PROGRAM_GRADES[record.program];
  const outside = record.grades.filter((grade) => !allowed.includes(grade));
  if (outside.length > 0 || new Set(record.grades).size !== record.grades.length) {
    context.addIssue({
      code: 'custom',
      path: ['grades'],
      message: `grades untuk ${record.program} hanya ${allowed.join(', ')}, masing-masing sekali`,
    });
  }
  const months = record.tenures.map((tenure) => tenure.months);
  if (new Set(months).size !== months.length) {
    context.addIssue({ code: 'custom', path: ['tenures'], message: 'tenures: tiap durasi hanya sekali' });
  }
  for (const [index, tenure] of record.tenures.entries()) {
    if (tenure.months === 1 && tenure.price !== record.monthlyPrice) {
      context.addIssue({
        code: 'custom',
        path: ['tenures', index, 'price'],
        message: 'harga 1 bulan harus sama dengan monthlyPrice',
      });
    } else if (tenure.price > record.monthlyPrice * tenure.months) {
      context.addIssue({
        code: 'custom',
        path: ['tenures', index, 'price'],
        message: `harga ${tenure.months} bulan lebih mahal daripada bayar bulanan`,
      });
    }
  }
});

export type PackageImport = z.output<typeof PackageImportSchema>;
