import { z } from 'zod';
import type { RegisterUser } from '@bimbel/domain/profile/register-user';
import { setSessionCookies } from '../auth/auth-cookies.ts';
import { openSession } from '../auth/login-session.ts';
import { consumeRegisterToken } from '../auth/register-token.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendDeps } from '../http/backend-context.ts';
import { log } from '../http/logger.ts';
import { readJson, validate } from '../http/validate.ts';
import { respond } from '../http/contract-routes.ts';
import { registerStudentContract } from '@bimbel/domain/contracts/users-contracts';
import { createEmailVerificationToken, sendVerificationEmail } from './email-verification.ts';
import { loadAccountUsers, pickPrimaryUser } from './session-data.ts';
import { accountExistsForPhone, insertFamily, isUniqueViolation, type NewFamily } from './user-queries.ts';
import { USER_MESSAGES } from './user-messages.ts';

const registerTokenInvalid = () =>
  new ApiError(401, 'register_token_invalid', USER_MESSAGES.registerTokenInvalid);
const accountExists = () => new ApiError(409, 'account_exists', USER_MESSAGES.accountExists);

/** The register token: `Authorization: Bearer …` first, else the body's `register_token`. */
function presentedRegisterToken(c: BackendContext, body: unknown): string | undefined {
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const fromBody = (body as { register_token?: unknown } | null)?.register_token;
  return typeof fromBody === 'string' && fromBody !== '' ? fromBody : undefined;
}

function toNewFamily(phoneE164: string, input: RegisterUser): NewFamily {
  const common = { phoneE164, location: input.location };
  if (input.role === 'student') {
    return {
      ...common,
      parent: null,
      students: [{ full_name: input.full_name, grade: input.grade, email: input.email ?? null }],
    };
  }
  return {
    ...common,
    parent: { fullName: input.full_name, email: input.email ?? null },
    students: input.students,
  };
}

/**
 * `PUT /user-management/v3/students/register` (docs/product §7; payload ours): the end of onboarding.
 * Uses the register token (once, in the same transaction that creates the family: account,
 * parent and/or students, a FREE subscription per student) and logs the new user in like OTP
 * verify does — session user data with tokens, and the auth cookies.
 */
export async function registerUser(c: BackendContext, deps: BackendDeps) {
  const raw = await readJson(c, z.unknown());
  const token = presentedRegisterToken(c, raw);
  if (!token) throw registerTokenInvalid();
  const input = validate(registerStudentContract.body, raw);

  const { db } = await deps.database();
  const config = deps.config();
  const now = deps.now();
  const registered = await db
    .transaction()
    .execute(async (trx) => {
      const phone = await consumeRegisterToken(trx, token, now);
      if (!phone) throw registerTokenInvalid();
      if (await accountExistsForPhone(trx, phone)) throw accountExists();
      const { accountId } = await insertFamily(trx, toNewFamily(phone, input), now);
      const users = await loadAccountUsers(trx, accountId);
      const primary = pickPrimaryUser(users);
      if (!primary) throw new Error('a registered family has no user');
      const session = await openSession(trx, users, primary, { config, now });
      const verifications = [];
      for (const user of users) {
        if (!user.email) continue;
        const issued = await createEmailVerificationToken(trx, { userId: user.id, email: user.email }, now);
        verifications.push({ to: user.email, fullName: user.full_name, token: issued });
      }
      return { session, verifications, primaryId: primary.id };
    })
    .catch((error: unknown) => {
      // The phone got an account between our check and our insert (accounts_phone_e164_key).
      throw isUniqueViolation(error) ? accountExists() : error;
    });

  for (const verification of registered.verifications) {
    await sendVerificationEmail(config, verification, deps.now);
  }
  log('info', 'registered a new family', { requestId: c.get('requestId'), userId: registered.primaryId });
  setSessionCookies(c, config, registered.session.cookies);
  return respond(c, registerStudentContract, registered.session.data);
}
