import { ADD_STUDENT_MESSAGES, FAMILY_STUDENTS_MAX } from '@bimbel/domain/profile/add-student';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendDeps } from '../http/backend-context.ts';
import { respond, type ContractInput } from '../http/contract-routes.ts';
import { addStudentContract } from '@bimbel/domain/contracts/users-contracts';
import { loadCallerFamily } from './caller-family.ts';
import { buildSessionUserData, loadAccountUsers } from './session-data.ts';
import { insertStudent } from './user-queries.ts';

/**
 * `POST /user-management/v3/students` (ours: docs/product §7 has no call that adds a child, and
 * /user/add-user needs one): adds a student to the caller's family. Only a family with a
 * parent adds children — a student's own account stays a student's — and a family holds at
 * most FAMILY_STUDENTS_MAX students. Answers 201 with the caller's session user data, the new
 * student last in `student_users`.
 */
export async function addStudent(
  c: BackendContext,
  deps: BackendDeps,
  { body: student }: ContractInput<typeof addStudentContract>,
) {
  const { db } = await deps.database();
  const { caller } = await loadCallerFamily(db, c.var.auth);

  const family = await db.transaction().execute(async (trx) => {
    // Locks the family's account row: two adds at once cannot both pass the count below.
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'phone_e164'])
      .where('id', '=', caller.account_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const users = await loadAccountUsers(trx, account.id);
    if (!users.some((user) => user.role === 'parent')) {
      throw new ApiError(403, 'forbidden', ADD_STUDENT_MESSAGES.parentOnly);
    }
    if (users.filter((user) => user.role === 'student').length >= FAMILY_STUDENTS_MAX) {
      throw new ApiError(409, 'too_many_students', ADD_STUDENT_MESSAGES.tooMany);
    }
    await insertStudent(trx, { accountId: account.id, phoneE164: account.phone_e164, student }, deps.now());
    return loadAccountUsers(trx, account.id);
  });
  return respond(c, addStudentContract, buildSessionUserData(family, caller), 201);
}
