import { addParentContract } from '@bimbel/domain/contracts/users-contracts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendDeps } from '../http/backend-context.ts';
import { respond, type ContractInput } from '../http/contract-routes.ts';
import { loadCallerFamily } from './caller-family.ts';
import { buildSessionUserData, loadAccountUsers } from './session-data.ts';
import { insertParent, isUniqueViolation } from './user-queries.ts';
import { USER_MESSAGES } from './user-messages.ts';

/**
 * `POST /user-management/v3/students/{id}/parent` (docs/product §7): adds the parent to the family of
 * student `id` — the caller's own family only. A family has at most one parent (409).
 * Answers the session user data of the caller, now with `parent_user`.
 */
export async function addParent(
  c: BackendContext,
  deps: BackendDeps,
  { params: { id }, body }: ContractInput<typeof addParentContract>,
) {
  const { db } = await deps.database();
  const { caller, users } = await loadCallerFamily(db, c.var.auth);
  if (!users.some((user) => user.id === id && user.role === 'student')) {
    throw new ApiError(403, 'forbidden', USER_MESSAGES.noAccessToProfile);
  }
  const parentExists = new ApiError(409, 'parent_exists', USER_MESSAGES.parentExists);
  if (users.some((user) => user.role === 'parent')) throw parentExists;
  try {
    await insertParent(db, caller.account_id, {
      fullName: body.name,
      phoneE164: body.phone_number,
      countryCode: body.country_code,
    });
  } catch (error) {
    // Two requests raced; the one-parent-per-account index let only one in.
    if (isUniqueViolation(error)) throw parentExists;
    throw error;
  }
  const family = await loadAccountUsers(db, caller.account_id);
  return respond(c, addParentContract, buildSessionUserData(family, caller), 201);
}
