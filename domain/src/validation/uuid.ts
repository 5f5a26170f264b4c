import { z } from 'zod';

/**
 * The text of a UUID, unanchored and lower-case, to build bigger patterns from (a path with an
 * id in it). Add the `i` flag where an id may arrive in capitals.
 */
export const UUID_PATTERN_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A UUID as PostgreSQL's `uuid` type prints it: 8-4-4-4-12 hexadecimal digits, either case, any
 * version. Ids are checked with it before they reach a `uuid` column or cast, where malformed
 * text would fail the whole query instead of finding nothing. This is the one UUID pattern of
 * the code base; zod's `z.uuid()` (RFC version and variant digits) and `z.guid()` are not used.
 */
export const UUID_PATTERN = new RegExp(`^${UUID_PATTERN_SOURCE}$`, 'i');

/**
 * Whether a value is a UUID (see `UUID_PATTERN`).
 *
 * @example
 * isUuid('0b7e7a4e-58a4-4c47-9d8b-1f0c2f7e6a11'); // true
 * isUuid("1' or '1'='1"); // false
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * A zod schema for a UUID field (see `UUID_PATTERN`) that answers anything else, a wrong type
 * included, with the one message given.
 *
 * @example
 * const ProfileIdSchema = createUuidSchema('Pilih profil dulu, ya.');
 * ProfileIdSchema.safeParse('bukan-uuid').error?.issues[0]?.message; // 'Pilih profil dulu, ya.'
 */
export function createUuidSchema(message: string) {
  return z.string({ error: message }).regex(UUID_PATTERN, { error: message });
}
