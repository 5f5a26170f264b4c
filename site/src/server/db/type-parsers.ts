import type { CustomTypesConfig } from 'pg';

/*
 * One set of value types on both drivers, so code tested on PGlite behaves the same on
 * PostgreSQL. node-postgres defaults are the reference; PGlite differs on two types:
 *   int8 (count(*), bigint): PGlite → number, node-postgres → string. Both: string.
 *   date: both parse to a Date at midnight (UTC in PGlite, local time in node-postgres), which
 *         shifts the day across time zones. Both: the 'YYYY-MM-DD' text.
 * Unchanged: timestamptz → Date, numeric → string, jsonb → parsed JSON, int2/int4 → number.
 */
const OID_INT8 = 20;
const OID_DATE = 1082;

const keepText = (value: string) => value;

/** `parsers` option of `new PGlite(...)`. */
export const PGLITE_PARSERS = {
  [OID_INT8]: keepText,
  [OID_DATE]: keepText,
} as const;

/** `types` option of `new pg.Pool(...)`; per pool, so the global pg.types stay untouched. */
export function createPgTypes(defaults: CustomTypesConfig): CustomTypesConfig {
  const getTypeParser = (oid: number, format?: 'text' | 'binary') =>
    oid === OID_DATE && format !== 'binary' ? keepText : defaults.getTypeParser(oid, format);
  return { getTypeParser: getTypeParser as CustomTypesConfig['getTypeParser'] };
}
