import type { Kysely } from 'kysely';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import type { Config } from '../config/config.ts';
import type { Tables, User } from '../db/schema.ts';
import { buildSessionUserData, loadAccountUsers, type SessionTokens } from '../users/session-data.ts';
import { issueAccessToken } from './access-token.ts';
import { issueSessionTokens } from './session-tokens.ts';

/** The tokens that go into the auth cookies (docs/product §9): main, student, parent, refresh. */
export type SessionCookieValues = {
  /** The primary user's access token (main auth cookie). */
  access: string;
  /** The same token when the primary user is a student; otherwise the cookie is cleared. */
  student?: string;
  /** The parent's access token when the family has a parent; otherwise the cookie is cleared. */
  parent?: string;
  refresh: string;
};

export type OpenedSession = {
  data: SessionUserData;
  tokens: SessionTokens;
  cookies: SessionCookieValues;
  /** The row of the new refresh token (rotation links the old row to it). */
  refreshTokenId: string;
};

/** The users of the family account that logs in with `phone` (empty when there is none). */
export async function findAccountUsersByPhone(db: Kysely<Tables>, phone: string): Promise<User[]> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('phone_e164', '=', phone)
    .executeTakeFirst();
  return account ? loadAccountUsers(db, account.id) : [];
}

/**
 * Issues tokens for `primary` (a new refresh family unless `familyId` is given) and the parent's
 * access token, and builds docs/product §3's session user data with them.
 */
export async function openSession(
  db: Kysely<Tables>,
  users: readonly User[],
  primary: User,
  { config, now, familyId }: { config: Config; now: Date; familyId?: string },
): Promise<OpenedSession> {
  const { refreshTokenId, sessionId, ...tokens } = await issueSessionTokens(db, primary, {
    config,
    now,
    familyId,
  });
  const parent = users.find((user) => user.role === 'parent');
  let parentAccessToken: string | undefined;
  if (parent?.id === primary.id) {
    parentAccessToken = tokens.access_token;
  } else if (parent) {
    const issued = await issueAccessToken(
      { userId: parent.id, accountId: parent.account_id, role: 'parent', sessionId },
      { secret: config.authSecret.reveal(), issuer: config.publicOrigin, now },
    );
    parentAccessToken = issued.accessToken;
  }
  return {
    data: buildSessionUserData(users, primary, { primary: tokens, parentAccessToken }),
    tokens,
    cookies: {
      access: tokens.access_token,
      student: primary.role === 'student' ? tokens.access_token : undefined,
      parent: parentAccessToken,
      refresh: tokens.refresh_token,
    },
    refreshTokenId,
  };
}
