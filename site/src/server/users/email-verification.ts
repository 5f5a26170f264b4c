import type { Kysely } from 'kysely';
import { toEmailVerificationPath } from '@bimbel/domain/routes/email-verification-path';
import { createOpaqueToken, hashToken } from '../auth/opaque-token.ts';
import type { Config } from '../config/config.ts';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createEmailSender, type EmailMessage } from '../senders/email-sender.ts';

/** A verification link works for 24 hours. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

/** Verification e-mails per user per hour: changing the address cannot be used to spam an inbox. */
export function verificationEmailsRule(userId: string): RateLimitRule {
  return { key: `email-verification:user:${userId}`, limit: 5, windowSeconds: 60 * 60 };
}

/** Tokens are createOpaqueToken() output: 43 base64url characters. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issues a verification token for `email` of `userId`, stored hashed; the user's earlier links
 * stop working (only the newest address request counts).
 */
export async function createEmailVerificationToken(
  db: Kysely<Tables>,
  { userId, email }: { userId: string; email: string },
  now: Date,
): Promise<string> {
  await db
    .updateTable('email_verification_tokens')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  const token = createOpaqueToken();
  await db
    .insertInto('email_verification_tokens')
    .values({
      user_id: userId,
      email,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
    })
    .execute();
  return token;
}

/**
 * Uses a verification token once and marks the user's e-mail verified. Null when the token is
 * malformed, unknown, used, expired, or names an address the user no longer has.
 */
export async function verifyEmailWithToken(
  db: Kysely<Tables>,
  token: string,
  now: Date,
): Promise<{ userId: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('email_verification_tokens')
      .set({ consumed_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['user_id', 'email'])
      .executeTakeFirst();
    if (!used) return null;
    const user = await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', used.user_id)
      .where('email', '=', used.email)
      .returning('id')
      .executeTakeFirst();
    return user ? { userId: user.id } : null;
  });
}

/** The verification e-mail, in Indonesian. */
export function verificationEmail({
  to,
  fullName,
  link,
}: {
  to: string;
  fullName: string;
  link: string;
}): EmailMessage {
  const hours = EMAIL_VERIFICATION_TTL_SECONDS / 3600;
  return {
    to,
    subject: 'Verifikasi email kamu',
    text: [
      `Halo, ${fullName}!`,
      '',
      'Klik tautan ini untuk memastikan email ini milikmu:',
      link,
      '',
      `Tautan ini berlaku ${hours} jam dan hanya bisa dipakai sekali.`,
      'Kalau kamu tidak merasa mengubah email, abaikan saja pesan ini.',
    ].join('\n'),
  };
}

/**
 * Sends the verification e-mail with its link (`${publicOrigin}/verifikasi-email/<token>`).
 * A sender that fails is logged and reported as `false`: the profile change stands, and the
 * user can ask again by saving the address once more.
 */
export async function sendVerificationEmail(
  config: Config,
  message: { to: string; fullName: string; token: string },
  now: () => Date,
): Promise<boolean> {
  const link = `${config.publicOrigin}${toEmailVerificationPath(message.token)}`;
  try {
    await createEmailSender(config.emailSender, { now }).send(verificationEmail({ ...message, link }));
    return true;
  } catch (error) {
    log('warn', 'verification e-mail not sent', {
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}
