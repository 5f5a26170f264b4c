import { sql, type Kysely } from 'kysely';
import type { Location } from '@bimbel/domain/profile/profile-fields';
import type { NewStudent } from '@bimbel/domain/profile/register-user';
import type { Tables, User, UserUpdate } from '../db/schema.ts';
import { startFreeSubscription } from '../billing/subscriptions/subscription-writer.ts';

/** PostgreSQL's unique_violation: a racing request got there first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** A user of family account `accountId`, or undefined (unknown, or another family's). */
export async function findFamilyUser(
  db: Kysely<Tables>,
  accountId: string,
  userId: string,
): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** A student of family account `accountId`, or undefined (a parent, unknown, another family's). */
export async function findFamilyStudent(
  db: Kysely<Tables>,
  accountId: string,
  studentId: string,
): Promise<User | undefined> {
  const user = await findFamilyUser(db, accountId, studentId);
  return user?.role === 'student' ? user : undefined;
}

export async function updateUser(db: Kysely<Tables>, userId: string, changes: UserUpdate): Promise<User> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds the parent of a family; the one-parent-per-account index refuses a second (23505). */
export async function insertParent(
  db: Kysely<Tables>,
  accountId: string,
  parent: { fullName: string; phoneE164: string; countryCode: string },
): Promise<User> {
  return db
    .insertInto('users')
    .values({
      account_id: accountId,
      role: 'parent',
      full_name: parent.fullName,
      phone_e164: parent.phoneE164,
      country_code: parent.countryCode,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function accountExistsForPhone(db: Kysely<Tables>, phoneE164: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('phone_e164', '=', phoneE164)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewFamily = {
  phoneE164: string;
  location: Location | undefined;
  parent: { fullName: string; email: string | null } | null;
  students: (NewStudent & { email?: string | null })[];
};

/**
 * Creates a family account with its parent (if any) and students, each student on a FREE
 * subscription. Run it in a transaction: a unique violation (23505) means the phone got an
 * account meanwhile. Students share the account's phone (they log in with it).
 *
 * `created_at` is clock_timestamp(), not the transaction's now(): users are listed by creation,
 * and rows of one transaction would otherwise tie and come back in random (uuid) order.
 */
export async function insertFamily(
  db: Kysely<Tables>,
  family: NewFamily,
  now: Date,
): Promise<{ accountId: string }> {
  const account = await db
    .insertInto('accounts')
    .values({
      phone_e164: family.phoneE164,
      province: family.location?.province ?? null,
      city: family.location?.city ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (family.parent) {
    await db
      .insertInto('users')
      .values({
        account_id: account.id,
        role: 'parent',
        full_name: family.parent.fullName,
        phone_e164: family.phoneE164,
        email: family.parent.email,
        created_at: sql<Date>`clock_timestamp()`,
      })
      .execute();
  }
  for (const student of family.students) {
    await insertStudent(db, { accountId: account.id, phoneE164: family.phoneE164, student }, now);
  }
  return { accountId: account.id };
}

/**
 * Adds a student to family account `accountId`, on a FREE subscription, sharing the account's
 * phone (students log in with it). Run it in a transaction with whatever checked the family.
 */
export async function insertStudent(
  db: Kysely<Tables>,
  {
    accountId,
    phoneE164,
    student,
  }: { accountId: string; phoneE164: string; student: NewStudent & { email?: string | null } },
  now: Date,
): Promise<User> {
  const user = await db
    .insertInto('users')
    .values({
      account_id: accountId,
      role: 'student',
      full_name: student.full_name,
      phone_e164: phoneE164,
      grade: student.grade.value,
      class_type: student.grade.classType,
      stream: student.grade.stream,
      email: student.email ?? null,
      created_at: sql<Date>`clock_timestamp()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await startFreeSubscription(db, user.id, now);
  return user;
}
