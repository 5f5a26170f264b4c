import { z } from 'zod';
import { AddParentSchema } from '@bimbel/domain/profile/add-parent';
import { ProfileIdSchema } from '@bimbel/domain/profile/profile-fields';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendDeps } from '../http/backend-context.ts';
import { readJson, validate } from '../http/validate.ts';
import { loadCallerFamily } from './caller-family.ts';
import { buildSessionUserData, loadAccountUsers } from './session-data.ts';
import { insertParent, isUniqueViolation } from './user-queries.ts';
import { USER_MESSAGES } from './user-messages.ts';

const PathSchema = z.object({ id: ProfileIdSchema });

/**
 * `POST /user-management/v3/students/{id}/parent` (SPEC §7): adds the parent to the family of
 * student `id` — the caller's own family only. A family has at most one parent (409).
 * Answers the session user data of the caller, now with `parent_user`.
 */
export async function addParent(c: BackendContext, deps: BackendDeps) {
  const { id } = validate(PathSchema, { id: c.req.param('id') });
  const body = await readJson(c, AddParentSchema);
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
  return c.json({ data: buildSessionUserData(family, caller) }, 201);
}
