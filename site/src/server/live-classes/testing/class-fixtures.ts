import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  LiveClass,
  LiveClassMaterial,
  SubscriptionType,
  Tables,
  Teacher,
  User,
} from '../../db/schema.ts';
import { seedSubscription } from '../../billing/subscriptions/subscription-writer.ts';

/*
 * Test fixtures of the live-class suites: teachers and classes made on the spot with unique keys
 * (so suites never share rows), every column overridable. Times default to one hour starting a
 * day after 2026-11-25 12:00 UTC; pass your own around the frozen clock of the test.
 */

type TeacherOverrides = Partial<Omit<Teacher, 'id' | 'created_at' | 'updated_at'>>;

/** A teacher with a unique slug (`guru-<random>`), teaching matematika unless told. */
export async function insertTeacher(db: Kysely<Tables>, overrides: TeacherOverrides = {}): Promise<Teacher> {
  const suffix = randomUUID().slice(0, 8);
  return db
    .insertInto('teachers')
    .values({
      slug: `guru-${suffix}`,
      full_name: `Guru ${suffix}`,
      photo_url: null,
      subjects: ['matematika'],
      bio: 'Guru matematika yang sabar.',
      verified: true,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type ClassOverrides = Partial<
  Omit<LiveClass, 'id' | 'materials' | 'created_at' | 'updated_at'> & { materials: LiveClassMaterial[] }
>;

/**
 * A class with a unique external id; a new teacher is made for it unless `teacher_id` is given.
 * Defaults: regular matematika class for grade 8, 2026-11-26 12:00–13:30 UTC (19.00 WIB), capacity 100.
 */
export async function insertClass(db: Kysely<Tables>, overrides: ClassOverrides = {}): Promise<LiveClass> {
  const { materials, teacher_id, ...rest } = overrides;
  const teacherId = teacher_id ?? (await insertTeacher(db)).id;
  const startsAt = rest.starts_at ?? new Date('2026-11-26T12:00:00Z');
  return db
    .insertInto('live_classes')
    .values({
      external_id: `kelas-${randomUUID()}`,
      kind: 'regular',
      subject: 'matematika',
      grades: [8],
      curriculum: 'Kurikulum Merdeka',
      stream: null,
      focus_exam_id: null,
      title: 'Persamaan Linear',
      topic: 'Persamaan linear satu variabel',
      description: '',
      capacity: 100,
      recording_url: null,
      ...rest,
      teacher_id: teacherId,
      starts_at: startsAt,
      ends_at: rest.ends_at ?? new Date(new Date(startsAt).getTime() + 90 * 60_000),
      materials: JSON.stringify(materials ?? []),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets a student's grade (a `grade_stream_class` value such as '11_IPA_SMA/MA'): the fixtures of
 * sessions/subscription-fixtures.ts make grade-8 students.
 */
export async function setStudentGrade(
  db: Kysely<Tables>,
  user: Pick<User, 'id'>,
  gradeValue: string,
): Promise<void> {
  const [, stream, classType] = gradeValue.split('_');
  await db
    .updateTable('users')
    .set({
      grade: gradeValue,
      class_type: classType as User['class_type'],
      stream: (stream || null) as User['stream'],
    })
    .where('id', '=', user.id)
    .execute();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A random Indonesian mobile number (accounts need a unique phone). */
function randomPhone(): string {
  return `+62812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * A student (a new family account unless `accountId` is given) of grade `grade`
 * ('8__SMP/MTs' unless told) with a subscription of `subscription` in force at `now`
 * (none = FREE without a record; TRIAL ends 6 days after `now`, the others run on).
 */
export async function insertStudent(
  db: Kysely<Tables>,
  options: {
    subscription?: SubscriptionType;
    grade?: string;
    accountId?: string;
    name?: string;
    now?: Date;
  } = {},
): Promise<User> {
  const now = options.now ?? new Date('2026-11-25T00:00:00Z');
  const accountId =
    options.accountId ??
    (
      await db
        .insertInto('accounts')
        .values({ phone_e164: randomPhone() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const gradeValue = options.grade ?? '8__SMP/MTs';
  const [, stream, classType] = gradeValue.split('_');
  const student = await db
    .insertInto('users')
    .values({
      account_id: accountId,
      role: 'student',
      full_name: options.name ?? `Murid ${randomUUID().slice(0, 6)}`,
      grade: gradeValue,
      class_type: classType as User['class_type'],
      stream: (stream || null) as User['stream'],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (options.subscription) {
    const trial = options.subscription === 'TRIAL';
    await seedSubscription(
      db,
      student.id,
      {
        type: options.subscription,
        startsAt: new Date(now.getTime() - DAY_MS),
        endsAt: trial ? new Date(now.getTime() + 6 * DAY_MS) : null,
        trialActivatedAt: trial ? new Date(now.getTime() - DAY_MS) : null,
      },
      now,
    );
  }
  return student;
}

/** The parent profile of a family account. */
export async function insertParent(db: Kysely<Tables>, accountId: string, name = 'Ibu Murid'): Promise<User> {
  return db
    .insertInto('users')
    .values({ account_id: accountId, role: 'parent', full_name: name })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A seat booked in a free session's slot (decision 074), as the booking call would store it. */
export async function bookSeat(
  db: Kysely<Tables>,
  {
    classId,
    userId,
    bookedAt = new Date('2026-11-20T00:00:00Z'),
  }: { classId: string; userId: string; bookedAt?: Date },
): Promise<void> {
  await db
    .insertInto('class_bookings')
    .values({ class_id: classId, user_id: userId, booked_at: bookedAt })
    .execute();
}
