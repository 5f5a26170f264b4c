import { z } from 'zod';

/** Curriculum labels, stored and shown as written (docs/product §1). */
export const CURRICULA = ['2013 Indonesian Curriculum (Revised Version)', 'Kurikulum Merdeka'] as const;

export type Curriculum = (typeof CURRICULA)[number];

export const DEFAULT_CURRICULUM: Curriculum = '2013 Indonesian Curriculum (Revised Version)';

export const CurriculumSchema = z.enum(CURRICULA).default(DEFAULT_CURRICULUM);
