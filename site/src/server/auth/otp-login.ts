import type { Kysely } from 'kysely';
import type { OtpRequest, OtpVerify } from '@bimbel/domain/auth/otp-login';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import type { Config } from '../config/config.ts';
import type { OtpChallenge, Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { log } from '../http/logger.ts';
import { checkRateLimit, hitRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { maskPhoneNumber, type OtpSender } from '../senders/otp-sender.ts';
import { WebhookError } from '../senders/webhook.ts';
import { pickPrimaryUser } from '../users/session-data.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { findAccountUsersByPhone, openSession, type SessionCookieValues } from './login-session.ts';
import {
  consumeChallenge,
  deleteChallenge,
  findChallenge,
  insertChallenge,
  latestChallengeTime,
  supersedeChallenges,
  takeAttempt,
} from './otp-challenges.ts';
import { generateOtpCode, hashOtpCode, otpCodeMatches } from './otp-code.ts';
import {
  failedVerificationsRule,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  sendsPerIpRule,
  sendsPerNumberRule,
} from './otp-policy.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { createRegisterToken } from './register-token.ts';

export type OtpLoginContext = {
  db: Kysely<Tables>;
  config: Config;
  now: Date;
  ip: string;
  requestId: string;
  sender: OtpSender;
};

async function countOrRefuse(db: Kysely<Tables>, rule: RateLimitRule, now: Date): Promise<void> {
  const result = await hitRateLimit(db, rule, now);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/** 429 while the account has had too many wrong codes in the last hour (no code is sent or checked). */
async function refuseWhileLocked(
  db: Kysely<Tables>,
  phone: string,
  config: Config,
  now: Date,
): Promise<void> {
  const check = await checkRateLimit(db, failedVerificationsRule(phone, config), now);
  if (!check.allowed) throw new RateLimitedError(check.retryAfterSeconds);
}

/**
 * Starts a login: checks the limits, stores a new challenge (code hashed) and sends the code.
 * Test numbers (demo only) get their fixed code, nothing is sent, and only the per-IP limit
 * applies to them (README.md explains why).
 */
export async function requestOtp(ctx: OtpLoginContext, input: OtpRequest): Promise<{ challengeId: string }> {
  const { db, config, now } = ctx;
  const phone = input.phone_number;
  const testCode = config.otpTestNumbers.get(phone);

  await countOrRefuse(db, sendsPerIpRule(ctx.ip, config), now);
  await refuseWhileLocked(db, phone, config, now);
  if (testCode === undefined) {
    const latest = await latestChallengeTime(db, phone);
    const waited = latest ? (now.getTime() - latest.getTime()) / 1000 : Infinity;
    if (waited < OTP_RESEND_SECONDS) {
      const wait = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - waited));
      throw new RateLimitedError(wait, 'otp_resend_too_soon', AUTH_MESSAGES.resendTooSoon(wait));
    }
    await countOrRefuse(db, sendsPerNumberRule(phone, config), now);
  }

  const challengeId = crypto.randomUUID();
  const code = testCode ?? generateOtpCode();
  await insertChallenge(db, {
    id: challengeId,
    phone,
    codeHash: hashOtpCode(config.authSecret.reveal(), challengeId, code),
    channel: input.channel,
    ip: ctx.ip,
    now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
  });

  if (testCode !== undefined) {
    log('info', 'OTP for a test number: fixed code, nothing sent', {
      requestId: ctx.requestId,
      to: maskPhoneNumber(phone),
    });
    return { challengeId };
  }
  try {
    await ctx.sender.send({
      channel: input.channel,
      to: phone,
      code,
      expiresInSeconds: OTP_TTL_SECONDS,
      challengeId,
    });
  } catch (error) {
    await deleteChallenge(db, challengeId);
    log('warn', 'OTP could not be sent', {
      requestId: ctx.requestId,
      sender: ctx.sender.kind,
      channel: input.channel,
      error: error instanceof WebhookError ? error.message : 'sender failed',
    });
    throw new ApiError(409, 'otp_send_failed', AUTH_MESSAGES.sendFailed(input.channel));
  }
  await supersedeChallenges(db, phone, challengeId, now);
  return { challengeId };
}

/** Why a challenge takes no more tries: used, superseded or expired; or closed by wrong codes. */
function notOpenError(challenge: OtpChallenge | undefined, now: Date): ApiError {
  if (challenge && (challenge.consumed_at || challenge.expires_at.getTime() <= now.getTime())) {
    return new ApiError(422, 'otp_expired', AUTH_MESSAGES.expired, 'code');
  }
  return new ApiError(422, 'otp_closed', AUTH_MESSAGES.closed, 'code');
}

export type VerifiedLogin = { data: SessionUserData; cookies: SessionCookieValues | undefined };

/**
 * Checks a code. Right: the challenge is used up and the user is logged in (tokens and cookie
 * values), or, for a number without an account, gets a register token and no cookies.
 * Wrong: one try of five is spent and one failure counts against the account's hourly limit.
 */
export async function verifyOtp(
  ctx: Omit<OtpLoginContext, 'sender' | 'ip'>,
  input: OtpVerify,
): Promise<VerifiedLogin> {
  const { db, config, now } = ctx;
  const challenge = await findChallenge(db, input.challenge_id);
  if (!challenge) throw notOpenError(undefined, now);
  const phone = challenge.phone_e164;
  await refuseWhileLocked(db, phone, config, now);

  const tries = await takeAttempt(db, challenge.id, { maxAttempts: OTP_MAX_ATTEMPTS, now });
  if (tries === undefined) throw notOpenError(await findChallenge(db, challenge.id), now);
  if (!otpCodeMatches(config.authSecret.reveal(), challenge.id, input.code, challenge.code_hash)) {
    await hitRateLimit(db, failedVerificationsRule(phone, config), now);
    const remaining = OTP_MAX_ATTEMPTS - tries;
    if (remaining <= 0) throw new ApiError(422, 'otp_closed', AUTH_MESSAGES.lastWrongCode, 'code');
    throw new ApiError(422, 'otp_wrong_code', AUTH_MESSAGES.wrongCode(remaining), 'code');
  }
  if (!(await consumeChallenge(db, challenge.id, now)))
    throw notOpenError(await findChallenge(db, challenge.id), now);

  const users = await findAccountUsersByPhone(db, phone);
  const primary = pickPrimaryUser(users);
  if (!primary) {
    const registerToken = await createRegisterToken(db, phone, now);
    log('info', 'OTP verified for a number without an account', { requestId: ctx.requestId });
    return {
      data: { primary_user: null, student_users: [], parent_user: null, register_token: registerToken },
      cookies: undefined,
    };
  }
  const session = await openSession(db, users, primary, { config, now });
  log('info', 'OTP login', { requestId: ctx.requestId, userId: primary.id });
  return { data: session.data, cookies: session.cookies };
}
