import { switchProfileContract } from '@bimbel/domain/contracts/users-contracts';
import { setSessionCookies } from '../auth/auth-cookies.ts';
import { openSession } from '../auth/login-session.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendDeps } from '../http/backend-context.ts';
import type { ContractInput } from '../http/contract-routes.ts';
import { respond } from '../http/contract-routes.ts';
import { loadCallerFamily } from './caller-family.ts';
import { USER_MESSAGES } from './user-messages.ts';

/**
 * `POST /user-management/v1/users/switcher` (docs/product §4 "Profile switch", §7): a new session as
 * another student of the caller's own family. Answers docs/product's four token fields and sets the
 * auth cookies for the new primary user; the profile itself is read next with user-profiles.
 */
export async function switchProfile(
  c: BackendContext,
  deps: BackendDeps,
  { body: { switchTouserId } }: ContractInput<typeof switchProfileContract>,
) {
  const { db } = await deps.database();
  const { users } = await loadCallerFamily(db, c.var.auth);
  const target = users.find((user) => user.id === switchTouserId && user.role === 'student');
  if (!target) throw new ApiError(403, 'forbidden', USER_MESSAGES.noAccessToProfile);

  const config = deps.config();
  const session = await openSession(db, users, target, { config, now: deps.now() });
  setSessionCookies(c, config, session.cookies);
  const { access_token, refresh_token, expires_in, token_type } = session.tokens;
  return respond(c, switchProfileContract, { access_token, refresh_token, expires_in, token_type });
}
