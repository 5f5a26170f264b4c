import type { Kysely } from 'kysely';
import type { ClassType, Stream, Tables, User } from '../../../db/schema.ts';
import type { Harness } from '../../../testing/backend-harness.ts';
import { mintAccessToken } from '../../../sessions/subscription-fixtures.ts';

/*
 * Families for the order suites: made on the spot (tests never share rows), with tokens minted the
 * way login mints them.
 */

export type ChildInput = { name: string; grade: string; classType: ClassType; stream?: Stream | null };

export const SMP_8: Omit<ChildInput, 'name'> = { grade: '8__SMP/MTs', classType: 'SMP/MTs', stream: null };
export const SD_5: Omit<ChildInput, 'name'> = { grade: '5_SD_SD', classType: 'SD', stream: 'SD' };
export const SMA_12_IPA: Omit<ChildInput, 'name'> = {
  grade: '12_IPA_SMA/MA',
  classType: 'SMA/MA',
  stream: 'IPA',
};

/** A new account with a parent (unless `parent: false`) and the given children. */
export async function createFamily(
  db: Kysely<Tables>,
  phone: string,
  children: readonly ChildInput[],
  { parent = true }: { parent?: boolean } = {},
): Promise<{ parent: User | undefined; students: User[] }> {
  const account = await db
    .insertInto('accounts')
    .values({ phone_e164: phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  let sequence = 0;
  const createdAt = () => new Date(Date.UTC(2026, 0, 1) + sequence++);
  const parentUser = parent
    ? await db
        .insertInto('users')
        .values({
          account_id: account.id,
          role: 'parent',
          full_name: `Orang tua ${phone}`,
          phone_e164: phone,
          created_at: createdAt(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    : undefined;
  const students: User[] = [];
  for (const child of children) {
    students.push(
      await db
        .insertInto('users')
        .values({
          account_id: account.id,
          role: 'student',
          full_name: child.name,
          phone_e164: phone,
          grade: child.grade,
          class_type: child.classType,
          stream: child.stream ?? null,
          created_at: createdAt(),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return { parent: parentUser, students };
}

/** An access token of `user` at the harness's clock. */
export function tokenOf(h: Harness, user: Pick<User, 'id' | 'account_id' | 'role'>): Promise<string> {
  return mintAccessToken(h.database.db, user, { config: h.config, now: h.clock.now });
}
