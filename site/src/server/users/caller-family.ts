import type { Kysely } from 'kysely';
import type { AccessTokenClaims } from '../auth/access-token.ts';
import type { Tables, User } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { loadAccountUsers } from './session-data.ts';

export type CallerFamily = { caller: User; users: User[] };

/**
 * The caller of an authenticated request and every user of its family account. A valid token
 * whose user is gone (deleted, or moved out of the account) is a finished session: 401.
 */
export async function loadCallerFamily(db: Kysely<Tables>, auth: AccessTokenClaims): Promise<CallerFamily> {
  const users = await loadAccountUsers(db, auth.accountId);
  const caller = users.find((user) => user.id === auth.userId);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  return { caller, users };
}
