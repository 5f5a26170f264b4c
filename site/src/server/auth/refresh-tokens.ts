import type { Kysely } from 'kysely';
import type { RefreshToken, Tables } from '../db/schema.ts';
import { hashToken } from './opaque-token.ts';

/* Queries of refresh_tokens (rows are written by issueSessionTokens in session-tokens.ts). */

export async function findRefreshToken(db: Kysely<Tables>, token: string): Promise<RefreshToken | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

/**
 * Records that `id` was rotated into `replacedBy`. False when it was already rotated or revoked
 * (a concurrent use of the same token): the caller treats that as reuse.
 */
export async function markRefreshTokenReplaced(
  db: Kysely<Tables>,
  id: string,
  replacedBy: string,
): Promise<boolean> {
  const row = await db
    .updateTable('refresh_tokens')
    .set({ replaced_by: replacedBy })
    .where('id', '=', id)
    .where('replaced_by', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes every token of a login (logout, or reuse of a rotated token). */
export async function revokeRefreshFamily(db: Kysely<Tables>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Whether the login `familyId` still holds: one of its refresh tokens is neither revoked nor
 * expired. requireAuth asks it on every authenticated request (one lookup on the family_id
 * index), so logout and reuse detection end the login's access tokens at once.
 */
export async function isSessionAlive(db: Kysely<Tables>, familyId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
