import { z } from 'zod';

/** School class types a student can belong to (docs/product §3 Catalogues). */
export const CLASS_TYPES = ['SD', 'SMP/MTs', 'SMA/MA', 'SMK'] as const;

export type ClassType = (typeof CLASS_TYPES)[number];

export const ClassTypeSchema = z.enum(CLASS_TYPES);
