import { sql, type Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { zonedDateKey } from '@bimbel/domain/time/jakarta-week';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { reportWeekOf, shiftReportWeek, type ReportWeek } from '@bimbel/domain/weekly-report/report-week';
import type { LiveClass, Tables } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';

/*
 * What Raka and Nadia (README's demo family, +62 811-0000-0001) did this week and last, so the
 * weekly report and the Sunday summary have something true to show (decision 078). Relative to
 * `now` and idempotent: it runs with the demo timetable's roll-forward (every start and every 15
 * minutes), adds what newly ended classes call for, and never writes a row twice.
 * - Raka (PAID, kelas 8) joins every programme class that has ended — the extra "running now"
 *   classes included — except Fisika, which he skips; he also joins the week's first free
 *   session. He rates his first two classes of each week and asks a question in the first.
 * - Nadia (FREE, kelas 5) joins the free sessions of her grade from the weekly timetable, rates
 *   the first of each week and asks in it.
 * - Both play a few Tanya videos of their grade on set days of each week (up to today).
 */

const MINUTE_MS = 60_000;

const RAKA = {
  name: 'Raka Pratama',
  questions: [
    // About the class whatever its topic (decision 094): the first class of a week changes with the plan.
    'Pak, boleh diulang langkah kedua contoh soal tadi? Aku belum paham dari mana angkanya.',
    'Kalau soalnya dibuat soal cerita, langkah pertamanya apa, Pak?',
  ],
} as const;
const NADIA = {
  name: 'Nadia Putri',
  questions: [
    'Bu, boleh diulang contoh soal yang terakhir? Aku belum paham langkah pertamanya.',
    'Kalau soalnya soal cerita, tulis dulu yang diketahui ya, Bu?',
  ],
} as const;
const ANSWER = 'Pertanyaan bagus! Sudah dibahas lagi di akhir kelas, rekamannya bisa ditonton ulang, ya.';
const COMMENTS = [null, 'Penjelasannya jelas, tapi agak cepat.'] as const;
/** Days of a week (0 = Senin) each demo student plays a video, with the question's place in their grade's list. */
const VIEW_DAYS = {
  raka: { previous: [1, 2, 4, 5], current: [0, 2] },
  nadia: { previous: [2, 5], current: [0] },
} as const;

type DemoStudent = { id: string; grade: number; stream: LiveClass['stream'] };

async function findDemoStudent(db: Kysely<Tables>, fullName: string): Promise<DemoStudent | undefined> {
  const family = DEMO_ACCOUNTS.find((account) =>
    account.students.some((student) => student.fullName === fullName),
  );
  if (!family) return undefined;
  const row = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.id', 'users.grade'])
    .where('accounts.phone_e164', '=', family.phone)
    .where('users.full_name', '=', fullName)
    .where('users.role', '=', 'student')
    .executeTakeFirst();
  const grade = row?.grade ? parseGradeValue(row.grade) : null;
  return row && grade ? { id: row.id, grade: grade.grade, stream: grade.stream } : undefined;
}

/** The demo classes of a student's grade that started in the week and ended by `now`, by start. */
async function endedDemoClasses(db: Kysely<Tables>, student: DemoStudent, week: ReportWeek, now: Date) {
  return db
    .selectFrom('live_classes')
    .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
    .select([
      'live_classes.id',
      'live_classes.kind',
      'live_classes.subject',
      'live_classes.external_id',
      'live_classes.starts_at',
      'live_classes.ends_at',
      'teachers.full_name as teacher_name',
    ])
    .where('live_classes.demo', '=', true)
    .where('live_classes.cancelled_at', 'is', null)
    .where(sql<boolean>`live_classes.grades @> array[${student.grade}]::smallint[]`)
    .where((eb) =>
      eb.or([eb('live_classes.stream', 'is', null), eb('live_classes.stream', '=', student.stream)]),
    )
    .where('live_classes.starts_at', '>=', week.start)
    .where('live_classes.starts_at', '<', week.end)
    .where('live_classes.ends_at', '<=', now)
    .orderBy('live_classes.starts_at')
    .orderBy('live_classes.id')
    .execute();
}

type EndedClass = Awaited<ReturnType<typeof endedDemoClasses>>[number];
const isExtra = (row: EndedClass) => row.external_id.startsWith('demo:live:');

/** Which of a week's ended classes each demo student joined. */
function joinedBy(who: 'raka' | 'nadia', classes: readonly EndedClass[]): EndedClass[] {
  if (who === 'nadia') return classes.filter((row) => row.kind === 'free' && !isExtra(row));
  const firstFree = classes.find((row) => row.kind === 'free');
  return classes.filter((row) => (row.kind === 'free' ? row === firstFree : row.subject !== 'fisika'));
}

export type WeeklyReportDemoOutcome = {
  attendance: number;
  ratings: number;
  questions: number;
  views: number;
};

async function seedStudentWeek(
  db: Kysely<Tables>,
  who: 'raka' | 'nadia',
  student: DemoStudent,
  week: ReportWeek,
  which: 'previous' | 'current',
  now: Date,
): Promise<WeeklyReportDemoOutcome> {
  const outcome: WeeklyReportDemoOutcome = { attendance: 0, ratings: 0, questions: 0, views: 0 };
  const joined = joinedBy(who, await endedDemoClasses(db, student, week, now));
  for (const row of joined) {
    const joinedAt = new Date(row.starts_at.getTime() + 2 * MINUTE_MS);
    const result = await db
      .insertInto('class_attendance')
      .values({ class_id: row.id, user_id: student.id, first_joined_at: joinedAt, last_joined_at: joinedAt })
      .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doNothing())
      .executeTakeFirst();
    outcome.attendance += Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  const rated = (who === 'raka' ? joined.filter((row) => row.kind !== 'free') : joined).slice(
    0,
    who === 'raka' ? 2 : 1,
  );
  for (const [index, row] of rated.entries()) {
    const at = new Date(Math.min(row.ends_at.getTime() + 10 * MINUTE_MS, now.getTime()));
    const result = await db
      .insertInto('class_ratings')
      .values({
        class_id: row.id,
        user_id: student.id,
        stars: index === 0 ? 5 : 4,
        comment: who === 'nadia' ? 'Seru, aku jadi lebih paham.' : (COMMENTS[index] ?? null),
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(['class_id', 'user_id']).doNothing())
      .executeTakeFirst();
    outcome.ratings += Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  const asked = rated[0];
  if (asked) {
    const body = (who === 'raka' ? RAKA : NADIA).questions[which === 'previous' ? 0 : 1];
    const exists = await db
      .selectFrom('class_questions')
      .select('id')
      .where('class_id', '=', asked.id)
      .where('user_id', '=', student.id)
      .where('body', '=', body)
      .executeTakeFirst();
    if (!exists) {
      const at = new Date(asked.starts_at.getTime() + 30 * MINUTE_MS);
      // Last week's question has had its answer; this week's waits for one.
      const answeredAt = which === 'previous' ? new Date(asked.ends_at.getTime() + 60 * MINUTE_MS) : null;
      await db
        .insertInto('class_questions')
        .values({
          class_id: asked.id,
          user_id: student.id,
          body,
          answer: answeredAt && ANSWER,
          answered_by: answeredAt && asked.teacher_name,
          answered_at: answeredAt,
          created_at: at,
          updated_at: at,
        })
        .execute();
      outcome.questions += 1;
    }
  }

  const questions = await db
    .selectFrom('tanya_questions')
    .select('id')
    .where('grade', '=', student.grade)
    .orderBy('id')
    .limit(6)
    .execute();
  const days = VIEW_DAYS[who][which];
  const offset = which === 'previous' ? 0 : VIEW_DAYS[who].previous.length;
  for (const [index, day] of days.entries()) {
    const question = questions[(offset + index) % Math.max(questions.length, 1)];
    const date = zonedDateKey(new Date(week.start.getTime() + (day * 24 + 12) * 60 * MINUTE_MS));
    const evening = atZone(`${date} 19:30`);
    if (!question || zonedDateKey(now) < date) continue;
    const result = await db
      .insertInto('tanya_video_views')
      .values({
        user_id: student.id,
        question_id: question.id,
        view_date: date,
        first_viewed_at: evening.getTime() <= now.getTime() ? evening : now,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'question_id', 'view_date']).doNothing())
      .executeTakeFirst();
    outcome.views += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return outcome;
}

/**
 * Seeds (and keeps current) the demo family's weekly report: this week and last, relative to
 * `now`. Runs after the demo timetable (its classes must exist); does nothing without the demo
 * family. Answers how many rows it added.
 */
export async function seedWeeklyReportDemo(
  db: Kysely<Tables>,
  now: Date = new Date(),
): Promise<WeeklyReportDemoOutcome> {
  const total: WeeklyReportDemoOutcome = { attendance: 0, ratings: 0, questions: 0, views: 0 };
  const current = reportWeekOf(now);
  const weeks = [
    ['previous', shiftReportWeek(current, -1)],
    ['current', current],
  ] as const;
  await db.transaction().execute(async (trx) => {
    for (const [who, name] of [
      ['raka', RAKA.name],
      ['nadia', NADIA.name],
    ] as const) {
      const student = await findDemoStudent(trx, name);
      if (!student) continue;
      for (const [which, week] of weeks) {
        const added = await seedStudentWeek(trx, who, student, week, which, now);
        for (const key of Object.keys(total) as (keyof WeeklyReportDemoOutcome)[]) total[key] += added[key];
      }
    }
  });
  return total;
}
