import type { Kysely } from 'kysely';
import { issueSessionTokens } from '../auth/session-tokens.ts';
import type { Config } from '../config/config.ts';
import type { SubscriptionType, Tables, User } from '../db/schema.ts';
import { seedSubscription } from '../billing/subscriptions/subscription-writer.ts';

/*
 * Test fixtures of the subscription suites: accounts made on the spot (so tests never share
 * rows) and access tokens minted the way login mints them.
 */

export async function mintAccessToken(
  db: Kysely<Tables>,
  user: Pick<User, 'id' | 'account_id' | 'role'>,
  options: { config: Config; now: Date },
): Promise<string> {
  return (await issueSessionTokens(db, user, options)).access_token;
}

/** The user named `fullName` (the demo users of seedDemo have unique names). */
export async function findUserByName(db: Kysely<Tables>, fullName: string): Promise<User> {
  return db.selectFrom('users').selectAll().where('full_name', '=', fullName).executeTakeFirstOrThrow();
}

/** A new account with one student, and optionally a subscription record for the student. */
export async function createStudent(
  db: Kysely<Tables>,
  phone: string,
  subscription?: {
    type: SubscriptionType;
    startsAt: Date;
    endsAt?: Date | null;
    status?: 'active' | 'expired';
    trialActivatedAt?: Date | null;
  },
): Promise<User> {
  const account = await db
    .insertInto('accounts')
    .values({ phone_e164: phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await db
    .insertInto('users')
    .values({
      account_id: account.id,
      role: 'student',
      full_name: `Murid ${phone}`,
      phone_e164: phone,
      grade: '8__SMP/MTs',
      class_type: 'SMP/MTs',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (subscription) {
    await seedSubscription(
      db,
      student.id,
      {
        type: subscription.type,
        status: subscription.status ?? 'active',
        startsAt: subscription.startsAt,
        endsAt: subscription.endsAt ?? null,
        trialActivatedAt: subscription.trialActivatedAt ?? null,
      },
      subscription.startsAt,
    );
  }
  return student;
}
