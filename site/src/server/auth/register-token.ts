import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { createOpaqueToken, hashToken } from './opaque-token.ts';

/** A verified phone has one hour to finish registration. */
export const REGISTER_TOKEN_TTL_SECONDS = 60 * 60;

/** Proves that `phoneE164` passed OTP: issued by verify for a number without an account. */
export async function createRegisterToken(db: Kysely<Tables>, phoneE164: string, now: Date): Promise<string> {
  const token = createOpaqueToken();
  await db
    .insertInto('register_tokens')
    .values({
      phone_e164: phoneE164,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + REGISTER_TOKEN_TTL_SECONDS * 1000),
    })
    .execute();
  return token;
}

/**
 * Uses a register token once: returns its phone when the token is known, unexpired and unused,
 * and marks it used in the same statement (two racing registrations cannot both succeed).
 * Pass a transaction to consume it together with the account it creates.
 */
export async function consumeRegisterToken(db: Kysely<Tables>, token: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable('register_tokens')
    .set({ consumed_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('phone_e164')
    .executeTakeFirst();
  return row?.phone_e164 ?? null;
}
