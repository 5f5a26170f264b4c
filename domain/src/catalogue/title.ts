import { z } from 'zod';

/** Salutations for parents: `name` is shown, `value` is stored (docs/product §3 Catalogues). */
export const TITLES = [
  { name: 'Bpk', value: 'bpk' },
  { name: 'Ibu', value: 'ibu' },
] as const;

export type Title = (typeof TITLES)[number]['value'];

export const TitleSchema = z.enum(['bpk', 'ibu']);
