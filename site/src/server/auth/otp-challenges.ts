import type { Kysely } from 'kysely';
import type { OtpChallenge, OtpChannel, Tables } from '../db/schema.ts';

/*
 * Queries of otp_challenges. A challenge is open while consumed_at is null, expires_at is in the
 * future and attempts is below the limit; consumed_at is set when it is used or superseded.
 */

export async function insertChallenge(
  db: Kysely<Tables>,
  challenge: {
    id: string;
    phone: string;
    codeHash: string;
    channel: OtpChannel;
    ip: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('otp_challenges')
    .values({
      id: challenge.id,
      phone_e164: challenge.phone,
      code_hash: challenge.codeHash,
      channel: challenge.channel,
      ip: challenge.ip.slice(0, 64),
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A challenge whose code could not be sent never happened: the user may ask again at once. */
export async function deleteChallenge(db: Kysely<Tables>, id: string): Promise<void> {
  await db.deleteFrom('otp_challenges').where('id', '=', id).execute();
}

/** When the newest challenge for `phone` was made (for the resend wait). */
export async function latestChallengeTime(db: Kysely<Tables>, phone: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('otp_challenges')
    .select('created_at')
    .where('phone_e164', '=', phone)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** Closes the earlier open challenges of `phone` once a newer code went out: only the newest works. */
export async function supersedeChallenges(
  db: Kysely<Tables>,
  phone: string,
  keepId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('otp_challenges')
    .set({ consumed_at: now })
    .where('phone_e164', '=', phone)
    .where('id', '!=', keepId)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function findChallenge(db: Kysely<Tables>, id: string): Promise<OtpChallenge | undefined> {
  return db.selectFrom('otp_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one try of an open challenge, atomically: returns the tries used including this one, or
 * undefined when the challenge is no longer open. Racing requests cannot get more than
 * `maxAttempts` comparisons between them.
 */
export async function takeAttempt(
  db: Kysely<Tables>,
  id: string,
  { maxAttempts, now }: { maxAttempts: number; now: Date },
): Promise<number | undefined> {
  const row = await db
    .updateTable('otp_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** Uses the challenge; false when another request used it first. */
export async function consumeChallenge(db: Kysely<Tables>, id: string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('otp_challenges')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
