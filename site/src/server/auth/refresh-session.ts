import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { loadAccountUsers } from '../users/session-data.ts';
import { openSession, type OpenedSession } from './login-session.ts';
import { findRefreshToken, markRefreshTokenReplaced, revokeRefreshFamily } from './refresh-tokens.ts';

export type RefreshOutcome =
  { ok: true; session: OpenedSession } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token: issues new tokens in the same family and links the old row to the
 * new one. Presenting a token that was already rotated means it leaked (or two clients raced):
 * the whole family is revoked, so the thief's and the owner's newest tokens both stop working.
 */
export async function rotateRefreshToken(
  db: Kysely<Tables>,
  token: string,
  { config, now, requestId }: { config: Config; now: Date; requestId: string },
): Promise<RefreshOutcome> {
  const row = await findRefreshToken(db, token);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  const reused = async (): Promise<RefreshOutcome> => {
    await revokeRefreshFamily(db, row.family_id, now);
    log('warn', 'refresh token reused: family revoked', { requestId, familyId: row.family_id });
    return { ok: false, reason: 'reused' };
  };
  if (row.replaced_by) return reused();
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user) return { ok: false, reason: 'unknown' };
  const users = await loadAccountUsers(db, user.account_id);
  const session = await openSession(db, users, user, { config, now, familyId: row.family_id });
  if (!(await markRefreshTokenReplaced(db, row.id, session.refreshTokenId))) return reused();
  return { ok: true, session };
}

/** Logout: revokes the family of `token` when it is one of ours; unknown tokens are ignored. */
export async function revokeSessionOf(db: Kysely<Tables>, token: string, now: Date): Promise<void> {
  const row = await findRefreshToken(db, token);
  if (row) await revokeRefreshFamily(db, row.family_id, now);
}
