import type { Kysely } from 'kysely';
import type { LiveClassMaterial, NewLiveClass, Tables, Teacher, User } from '../../db/schema.ts';
import type { ClassRow } from '../../live-classes/class-queries.ts';
import { findClassRow } from '../../live-classes/class-queries.ts';

/*
 * Test fixtures of the calendar and reminder suites: teachers, classes and families made on the
 * spot in a fresh test database (never the demo seed, whose timetable other work owns).
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export async function createTeacher(
  db: Kysely<Tables>,
  { fullName = 'Bu Rina Kusuma' }: { fullName?: string } = {},
): Promise<Teacher> {
  return db
    .insertInto('teachers')
    .values({
      slug: `guru-${unique()}`,
      full_name: fullName,
      subjects: ['matematika'],
      bio: 'Guru matematika SMP.',
      verified: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type ClassFixture = Partial<Omit<NewLiveClass, 'materials'>> & {
  teacherId: string;
  startsAt: Date;
  minutes?: number;
  materials?: LiveClassMaterial[];
};

/** A class (regular, grade 8, 90 minutes unless told) with its teacher fields, as the queries read it. */
export async function createClass(
  db: Kysely<Tables>,
  { teacherId, startsAt, minutes = 90, materials = [], ...rest }: ClassFixture,
): Promise<ClassRow> {
  const { id } = await db
    .insertInto('live_classes')
    .values({
      external_id: `kelas-${unique()}`,
      kind: 'regular',
      subject: 'matematika',
      grades: [8],
      curriculum: 'Kurikulum Merdeka',
      title: 'Persamaan kuadrat',
      topic: 'Akar-akar persamaan kuadrat',
      capacity: 100,
      ...rest,
      materials: JSON.stringify(materials),
      teacher_id: teacherId,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + minutes * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await findClassRow(db, id);
  if (!row) throw new Error('class fixture not found after insert');
  return row;
}

/** A parent profile in a new account (no classes of its own). */
export async function createParent(db: Kysely<Tables>, phone: string): Promise<User> {
  const account = await db.insertInto('accounts').values({ phone_e164: phone }).returning('id').executeTakeFirstOrThrow();
  return db
    .insertInto('users')
    .values({ account_id: account.id, role: 'parent', full_name: 'Ibu Tes', phone_e164: phone })
    .returningAll()
    .executeTakeFirstOrThrow();
}
