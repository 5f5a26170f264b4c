import { z } from 'zod';

/**
 * Streams (jurusan). SD and SMK are streams of their own so that every grade except
 * SMP/MTs has one; SMP/MTs grades have no stream (docs/product §3 Catalogues).
 */
export const STREAMS = ['IPA', 'IPS', 'SMK', 'SD'] as const;

export type Stream = (typeof STREAMS)[number];

export const StreamSchema = z.enum(STREAMS);
