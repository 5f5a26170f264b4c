import { z } from 'zod';
import { PACKAGE_PROGRAMS, TENURE_MONTHS } from '../packages/package-program.ts';
import { defineContract } from './contract.ts';
import { PACKAGE_DETAIL, PACKAGES } from './endpoints.ts';

/*
 * The package catalogue (issue 16, decision 079). Prices are whole rupiah computed on the server
 * from the catalogue; the browser only shows them and never sends one back.
 */

export const TenureSchema = z.object({
  months: z.number().int(),
  /** The whole tenure, whole rupiah. */
  price: z.number().int(),
  monthlyPrice: z.number().int(),
  /** Against paying the package's 1-month price every month; 0 when nothing is saved. */
  savings: z.number().int(),
  discountPercent: z.number().int(),
});
export type TenureBody = z.output<typeof TenureSchema>;

export const PackageSchema = z.object({
  id: z.string(),
  program: z.enum(PACKAGE_PROGRAMS),
  name: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  grades: z.array(z.number().int()),
  isPopular: z.boolean(),
  /** The 1-month price, whole rupiah. */
  monthlyPrice: z.number().int(),
  tenures: z.array(TenureSchema),
  /** 'included': prices include PPN; 'exempt': the service is exempt from PPN (configuration). */
  taxMode: z.enum(['included', 'exempt']),
  /** The sentence to show under prices, e.g. 'Harga sudah termasuk PPN 11%.' */
  taxNote: z.string(),
});
export type PackageBody = z.output<typeof PackageSchema>;

const GRADE_MESSAGE = 'Kelas untuk paket harus 5–12.';

/** `grade` 5–12 (tenure forms exclude grade 4, docs/product §3); `stream` narrows grades 10–12. */
export const PackagesQuerySchema = z.object({
  grade: z
    .string()
    .regex(/^\d{1,2}$/, { error: GRADE_MESSAGE })
    .transform(Number)
    .refine((grade) => grade >= 5 && grade <= 12, { error: GRADE_MESSAGE })
    .optional(),
  stream: z.enum(['IPA', 'IPS', 'SMK'], { error: 'Jurusan harus IPA, IPS atau SMK.' }).optional(),
  program: z.enum(PACKAGE_PROGRAMS, { error: 'Program paket tidak dikenal.' }).optional(),
});

export const PackageIdParamsSchema = z.object({
  id: z.string().max(60).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Paket tidak ditemukan.' }),
});

export const packagesContract = defineContract({
  endpoint: PACKAGES,
  service: 'packages',
  summary:
    'The active packages with their tenure options and prices, filtered by grade (5–12), stream and program; an empty list when nothing fits. Public and cacheable.',
  auth: 'none',
  query: PackagesQuerySchema,
  response: z.object({ packages: z.array(PackageSchema) }),
  errors: [],
});

export const packageDetailContract = defineContract({
  endpoint: PACKAGE_DETAIL,
  service: 'packages',
  summary: 'One active package with its tenure options; 404 when unknown or withdrawn.',
  auth: 'none',
  params: PackageIdParamsSchema,
  response: PackageSchema,
  errors: ['not_found'],
});

/** Re-exported for forms that pick a tenure. */
export { TENURE_MONTHS };
