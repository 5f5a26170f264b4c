import { GRADES, parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { canAttendClass, type ClassViewer } from '@bimbel/domain/live-classes/class-entitlement';
import { RATING_WINDOW_DAYS } from '@bimbel/domain/live-classes/class-rating';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { loadClassViewer } from '../live-classes/class-queries.ts';
import { seedSubscription } from '../billing/subscriptions/subscription-writer.ts';
import { tenureEnd } from '@bimbel/domain/subscription/subscription-machine';

/*
 * Demo ratings (decision 076): so /gurujuara and the past-class cards show averages on a fresh
 * demo, the demo timetable's ended classes get attendance and ratings from invented classmates —
 * five PAID students per grade and stream, each in an account of their own on a reserved number
 * (+62 811-0000-2000…) that nobody is told about. The demo family's students (README) "joined"
 * their classes too (all of the last three days, four in five before), so their cards offer
 * 'Beri nilai'; Raka rates nothing himself (the journeys do), Dimas rated some. Everything is
 * derived from a hash of the class's external id and the student, so a roll-forward that runs
 * again adds nothing, and a rating given on the site is never overwritten (ON CONFLICT DO NOTHING).
 */

/** Classmates per grade and stream (15 of them: the catalogue's grades). */
export const DEMO_CLASSMATES_PER_GRADE = 5;
/** The first classmate's number; the rest follow. */
const FIRST_CLASSMATE_NUMBER = 6281100002000;
/** Demo family students joined every class of the last days (so the newest cards can be rated). */
const FAMILY_JOINED_ALL_DAYS = 3;
const DAY_MS = 86_400_000;

type NewClassAttendance = Insertable<Tables['class_attendance']>;
type NewClassRating = Insertable<Tables['class_ratings']>;

const FIRST_NAMES = [
  'Adit',
  'Bela',
  'Cahya',
  'Dinda',
  'Eko',
  'Fitri',
  'Galih',
  'Hana',
  'Indra',
  'Jihan',
  'Kevin',
  'Lala',
  'Mira',
  'Nanda',
  'Oka',
  'Putri',
  'Qori',
  'Rizky',
  'Salsa',
  'Teguh',
  'Umi',
  'Vina',
  'Wahyu',
  'Yoga',
  'Zahra',
];
const LAST_NAMES = [
  'Santoso',
  'Siregar',
  'Wibowo',
  'Nasution',
  'Hasibuan',
  'Saragih',
  'Kusuma',
  'Halim',
  'Putra',
  'Lestari',
  'Tanjung',
];

export type DemoClassmate = {
  phone: string;
  fullName: string;
  /** `grade_stream_class` value. */
  grade: string;
};

/** The invented classmates: DEMO_CLASSMATES_PER_GRADE for every grade and stream of the catalogue. */
export function demoClassmates(): DemoClassmate[] {
  return GRADES.flatMap((grade, gradeIndex) =>
    Array.from({ length: DEMO_CLASSMATES_PER_GRADE }, (_, index) => {
      const n = gradeIndex * DEMO_CLASSMATES_PER_GRADE + index;
      return {
        phone: `+${FIRST_CLASSMATE_NUMBER + n}`,
        fullName: `${FIRST_NAMES[n % FIRST_NAMES.length]} ${LAST_NAMES[(n * 7 + gradeIndex) % LAST_NAMES.length]}`,
        grade: grade.value,
      };
    }),
  );
}

/** FNV-1a: a stable number from a string, for choices that must not change between runs. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** Mostly fours and fives, some threes, the odd two: 4,2 on average. */
function starsFor(seed: number): number {
  const bucket = seed % 20;
  if (bucket === 0) return 2;
  if (bucket <= 3) return 3;
  if (bucket <= 10) return 4;
  return 5;
}

type DemoPerson = ClassViewer & { userId: string; kind: 'classmate' | 'family'; name: string };

/** Creates the classmates that are missing (account, student, PAID subscription) and answers them all. */
async function ensureClassmates(db: Kysely<Tables>, now: Date): Promise<DemoPerson[]> {
  const classmates = demoClassmates();
  const existing = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.account_id', 'accounts.id')
    .select(['accounts.phone_e164', 'users.id'])
    .where(
      'accounts.phone_e164',
      'in',
      classmates.map((classmate) => classmate.phone),
    )
    .execute();
  const idByPhone = new Map(existing.map((row) => [row.phone_e164, row.id]));
  const people: DemoPerson[] = [];
  for (const classmate of classmates) {
    const grade = parseGradeValue(classmate.grade)!;
    let userId = idByPhone.get(classmate.phone);
    if (!userId) {
      const account = await db
        .insertInto('accounts')
        .values({ phone_e164: classmate.phone })
        .onConflict((conflict) => conflict.column('phone_e164').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!account) continue; // an account made meanwhile without a student: leave it alone
      const user = await db
        .insertInto('users')
        .values({
          account_id: account.id,
          role: 'student',
          full_name: classmate.fullName,
          phone_e164: classmate.phone,
          grade: grade.value,
          class_type: grade.classType,
          stream: grade.stream,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const paidFrom = new Date(now.getTime() - 90 * DAY_MS);
      await seedSubscription(db, user.id, { type: 'PAID', startsAt: paidFrom, endsAt: tenureEnd(paidFrom, 6) }, now);
      userId = user.id;
    }
    people.push({
      userId,
      kind: 'classmate',
      name: classmate.fullName,
      grade: grade.grade,
      stream: grade.stream,
      subscriptionType: 'PAID',
    });
  }
  return people;
}

/** The demo family's students (README), as entitlement sees them now. */
async function familyStudents(db: Kysely<Tables>, now: Date): Promise<DemoPerson[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.id', 'users.full_name'])
    .where('users.role', '=', 'student')
    .where(
      'accounts.phone_e164',
      'in',
      DEMO_ACCOUNTS.map((account) => account.phone),
    )
    .execute();
  const people: DemoPerson[] = [];
  for (const row of rows) {
    // Raka's and Nadia's weeks are written by the weekly report's demo (decision 078): which
    // classes they joined, skipped (Raka's Fisika) and rated. One writer for each student.
    if (FAMILY_LEFT_TO_THE_WEEKLY_REPORT.has(row.full_name)) continue;
    const viewer = await loadClassViewer(db, row.id, now);
    if (viewer) people.push({ ...viewer, userId: row.id, kind: 'family', name: row.full_name });
  }
  return people;
}

/** The demo students whose attendance and ratings the weekly report's demo seed writes. */
const FAMILY_LEFT_TO_THE_WEEKLY_REPORT = new Set(['Raka Pratama', 'Nadia Putri']);

/** Who of the demo family rates some of their classes: Dimas (Raka's are left to the journeys). */
const FAMILY_RATERS = new Set(['Dimas Ardiansyah']);

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < rows.length; index += 500) await insert(rows.slice(index, index + 500));
}

export type DemoRatingsOutcome = { attendance: number; ratings: number };

/**
 * Gives the demo classes that ended in the last 30 days (the rating window) their demo attendance
 * and ratings, once: a class that already has a demo student's attendance is done.
 */
export async function seedDemoRatings(db: Kysely<Tables>, now: Date): Promise<DemoRatingsOutcome> {
  const people = [...(await ensureClassmates(db, now)), ...(await familyStudents(db, now))];
  const peopleIds = people.map((person) => person.userId);
  if (peopleIds.length === 0) return { attendance: 0, ratings: 0 };
  const classes = await db
    .selectFrom('live_classes')
    .select(['id', 'external_id', 'kind', 'grades', 'stream', 'starts_at', 'ends_at'])
    .where('demo', '=', true)
    .where('cancelled_at', 'is', null)
    .where('ends_at', '<=', now)
    .where('ends_at', '>=', new Date(now.getTime() - RATING_WINDOW_DAYS * DAY_MS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('class_attendance')
            .select(sql<number>`1`.as('one'))
            .whereRef('class_attendance.class_id', '=', 'live_classes.id')
            .where('class_attendance.user_id', 'in', peopleIds),
        ),
      ),
    )
    .execute();

  const attendance: NewClassAttendance[] = [];
  const ratings: NewClassRating[] = [];
  for (const liveClass of classes) {
    for (const person of people) {
      if (!canAttendClass(liveClass, person)) continue;
      const seed = hash(`${liveClass.external_id}|${person.name}`);
      const recent = now.getTime() - liveClass.ends_at.getTime() <= FAMILY_JOINED_ALL_DAYS * DAY_MS;
      const joined = person.kind === 'family' ? recent || seed % 5 !== 0 : seed % 5 !== 0;
      if (!joined) continue;
      const joinedAt = new Date(liveClass.starts_at.getTime() + (seed % 10) * 60_000);
      attendance.push({
        class_id: liveClass.id,
        user_id: person.userId,
        first_joined_at: joinedAt,
        last_joined_at: joinedAt,
      });
      const rates =
        person.kind === 'classmate'
          ? (seed >>> 8) % 10 < 7
          : FAMILY_RATERS.has(person.name) && seed % 3 === 0;
      if (!rates) continue;
      const ratedAt = new Date(
        Math.min(now.getTime(), liveClass.ends_at.getTime() + (5 + ((seed >>> 4) % 600)) * 60_000),
      );
      ratings.push({
        class_id: liveClass.id,
        user_id: person.userId,
        stars: starsFor(seed >>> 12),
        comment: null,
        created_at: ratedAt,
        updated_at: ratedAt,
      });
    }
  }
  await insertInChunks(attendance, (chunk) =>
    db
      .insertInto('class_attendance')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doNothing())
      .execute(),
  );
  await insertInChunks(ratings, (chunk) =>
    db
      .insertInto('class_ratings')
      .values(chunk)
      .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doNothing())
      .execute(),
  );
  return { attendance: attendance.length, ratings: ratings.length };
}
