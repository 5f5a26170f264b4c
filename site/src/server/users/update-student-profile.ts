import { updateStudentProfileContract } from '@bimbel/domain/contracts/users-contracts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import type { User, UserUpdate } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendDeps } from '../http/backend-context.ts';
import { respond, type ContractInput } from '../http/contract-routes.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.ts';
import { loadCallerFamily } from './caller-family.ts';
import {
  createEmailVerificationToken,
  sendVerificationEmail,
  verificationEmailsRule,
} from './email-verification.ts';
import { toUserProfile } from './session-data.ts';
import { updateUser } from './user-queries.ts';
import { USER_MESSAGES } from './user-messages.ts';

/**
 * The student a caller may edit: a student edits itself; a parent edits a student of its family,
 * named by `student_id`. Anything else is another family's profile (or a sibling's): 403.
 */
function pickTarget(caller: User, users: readonly User[], studentId: string | undefined): User {
  if (caller.role === 'student') {
    if (studentId !== undefined && studentId !== caller.id) {
      throw new ApiError(403, 'forbidden', USER_MESSAGES.noAccessToProfile);
    }
    return caller;
  }
  if (studentId === undefined) {
    throw new ApiError(422, 'validation_failed', USER_MESSAGES.studentIdRequired, 'student_id');
  }
  const student = users.find((user) => user.id === studentId && user.role === 'student');
  if (!student) throw new ApiError(403, 'forbidden', USER_MESSAGES.noAccessToProfile);
  return student;
}

/**
 * `PUT /user-management/v2/students/profile` (docs/product §7; payload ours, see the domain schema).
 * A new e-mail address is unverified until its link is opened: the change resets
 * `email_verified_at` and sends a verification e-mail (at most 5 per student per hour).
 */
export async function updateStudentProfile(
  c: BackendContext,
  deps: BackendDeps,
  { body }: ContractInput<typeof updateStudentProfileContract>,
) {
  const { db } = await deps.database();
  const now = deps.now();
  const { caller, users } = await loadCallerFamily(db, c.var.auth);
  const target = pickTarget(caller, users, body.student_id);

  const changes: UserUpdate = {};
  if (body.full_name !== undefined) changes.full_name = body.full_name;
  if (body.avatar_url !== undefined) changes.avatar_url = body.avatar_url;
  if (body.grade) {
    changes.grade = body.grade.value;
    changes.class_type = body.grade.classType;
    changes.stream = body.grade.stream;
  }
  const newEmail = body.email !== undefined && body.email !== target.email ? body.email : undefined;
  if (newEmail !== undefined) {
    changes.email = newEmail;
    changes.email_verified_at = null;
  }
  if (newEmail) {
    const limit = await hitRateLimit(db, verificationEmailsRule(target.id), now);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  }

  const { updated, token } = await db.transaction().execute(async (trx) => {
    // Nothing differs (e.g. the same e-mail again): no write, the profile as it is.
    const row = Object.keys(changes).length > 0 ? await updateUser(trx, target.id, changes) : target;
    const issued = newEmail
      ? await createEmailVerificationToken(trx, { userId: row.id, email: newEmail }, now)
      : null;
    return { updated: row, token: issued };
  });
  const sent = token
    ? await sendVerificationEmail(
        deps.config(),
        { to: updated.email ?? '', fullName: updated.full_name, token },
        deps.now,
      )
    : false;

  return respond(c, updateStudentProfileContract, {
    ...toUserProfile(updated),
    email_verified: updated.email_verified_at !== null,
    verification_email_sent: sent,
    message: USER_MESSAGES.profileUpdated,
  });
}
