import type { Kysely } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Tables, User } from '../db/schema.ts';
import type { SessionTokens } from '../users/session-data.ts';
import { issueAccessToken } from './access-token.ts';
import { createOpaqueToken, hashToken } from './opaque-token.ts';

/** A refresh token keeps a device signed in for 30 days; each use replaces it. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Issues an access token and a new refresh token for `user`. The refresh token is stored only
 * as a hash, in `familyId`'s chain (a new chain when not given: a new login); the access token
 * carries the family as its session id, so revoking the family ends the access token too.
 */
export async function issueSessionTokens(
  db: Kysely<Tables>,
  user: Pick<User, 'id' | 'account_id' | 'role'>,
  { config, now, familyId = crypto.randomUUID() }: { config: Config; now: Date; familyId?: string },
): Promise<SessionTokens & { refreshTokenId: string; sessionId: string }> {
  const access = await issueAccessToken(
    { userId: user.id, accountId: user.account_id, role: user.role, sessionId: familyId },
    { secret: config.authSecret.reveal(), issuer: config.publicOrigin, now },
  );
  const refreshToken = createOpaqueToken();
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      family_id: familyId,
      user_id: user.id,
      token_hash: hashToken(refreshToken),
      created_at: now,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    access_token: access.accessToken,
    refresh_token: refreshToken,
    expires_in: access.expiresIn,
    token_type: access.tokenType,
    refreshTokenId: row.id,
    sessionId: familyId,
  };
}
