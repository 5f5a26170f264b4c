import type { Kysely } from 'kysely';
import type { SubscriptionType, Tables, User } from '../../db/schema.ts';
import { importQuestions } from '../../tanya/import-questions.ts';
import { makeRecord, questionId } from '../../tanya/testing/tanya-fixtures.ts';
import {
  insertClass,
  insertParent,
  insertStudent,
  insertTeacher,
  type ClassOverrides,
} from '../../live-classes/testing/class-fixtures.ts';

/*
 * Fixtures of the weekly report suites: families made on the spot (a parent and students, each
 * in a new account), classes, attendance, ratings, questions and Tanya views at chosen instants.
 */

export type FamilyFixture = { accountId: string; parent: User | null; students: User[] };

/** A new family account: a parent (unless `parent: null`) and students, subscribed since `since`. */
export async function createFamily(
  db: Kysely<Tables>,
  {
    parent = 'Ibu Tes',
    students,
    since = new Date('2026-09-01T00:00:00Z'),
  }: {
    parent?: string | null;
    students: { name: string; grade?: string; subscription?: SubscriptionType }[];
    since?: Date;
  },
): Promise<FamilyFixture> {
  const [first, ...rest] = students;
  if (!first) throw new Error('a family fixture needs a student');
  // insertStudent starts a subscription a day before `now`: `since` + 1 day starts it at `since`.
  const now = new Date(since.getTime() + 86_400_000);
  const created = [
    await insertStudent(db, { name: first.name, grade: first.grade, subscription: first.subscription, now }),
  ];
  const accountId = created[0]!.account_id;
  for (const student of rest) {
    created.push(await insertStudent(db, { ...student, accountId, now }));
  }
  return {
    accountId,
    parent: parent === null ? null : await insertParent(db, accountId, parent),
    students: created,
  };
}

/** A class of grade 8 (unless told) from `startsAt` for 90 minutes, by a new teacher unless given. */
export async function classAt(db: Kysely<Tables>, startsAt: string, overrides: ClassOverrides = {}) {
  const start = new Date(startsAt);
  return insertClass(db, {
    starts_at: start,
    ends_at: new Date(start.getTime() + 90 * 60_000),
    teacher_id: overrides.teacher_id ?? (await insertTeacher(db, { full_name: 'Pak Hendra Wijaya' })).id,
    ...overrides,
  });
}

export async function attend(db: Kysely<Tables>, classId: string, userId: string, at: string) {
  await db
    .insertInto('class_attendance')
    .values({
      class_id: classId,
      user_id: userId,
      first_joined_at: new Date(at),
      last_joined_at: new Date(at),
    })
    .execute();
}

export async function rate(
  db: Kysely<Tables>,
  classId: string,
  userId: string,
  stars: number,
  at: string,
  comment?: string,
) {
  await db
    .insertInto('class_ratings')
    .values({
      class_id: classId,
      user_id: userId,
      stars,
      comment: comment ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export async function ask(
  db: Kysely<Tables>,
  classId: string,
  userId: string,
  body: string,
  at: string,
  extra: { answered_at?: string; hidden_at?: string } = {},
) {
  await db
    .insertInto('class_questions')
    .values({ class_id: classId, user_id: userId, body, created_at: at, updated_at: at, ...extra })
    .execute();
}

/** Tanya questions 1…n (questionId(n)) of grade 8, imported as the CLI would. */
export async function importTanyaQuestions(db: Kysely<Tables>, count: number): Promise<string[]> {
  const records = Array.from({ length: count }, (_, index) =>
    makeRecord(index + 1, {
      grade: 8,
      text: `Tentukan nilai $x$ dari persamaan $${index + 2}x + 1 = ${2 * index + 5}$ ya.`,
    }),
  );
  const outcome = await importQuestions(db, {
    records: records.map((value, index) => ({ line: index + 1, value, file: 'soal.json' })),
    problems: [],
  });
  if (!outcome.ok) throw new Error(`fixture questions refused: ${JSON.stringify(outcome.problems[0])}`);
  return records.map((_, index) => questionId(index + 1));
}

export async function view(db: Kysely<Tables>, userId: string, question: string, day: string, at: string) {
  await db
    .insertInto('tanya_video_views')
    .values({ user_id: userId, question_id: question, view_date: day, first_viewed_at: at })
    .execute();
}
