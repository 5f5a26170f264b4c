import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';

/*
 * Demo content of the class Q&A (issue 15, decision 075): Raka's classmates (kelas 8, PAID) asked
 * questions in every kelas 8 demo class that has started in the last two weeks — the running one
 * included — voted for each other's, and the teacher answered the most voted one with maths.
 * Raka has neither questions nor votes of his own here, so the journeys ask and vote themselves.
 *
 * Idempotent: the classmates are found by their numbers, and each seeded question has an id
 * derived from its class and its place, inserted with ON CONFLICT DO NOTHING — the roll-forward
 * (every 15 minutes) fills the classes it adds and leaves what a teacher changed alone.
 */

/** The demo grade the Q&A is seeded for: Raka's. */
const DEMO_QNA_GRADE = 8;
/** Classes started this long ago or less get questions. */
const SEED_DAYS_BACK = 14;

export const DEMO_CLASSMATES = [
  { key: 'salsa', phone: '+6281100000081', fullName: 'Salsa Nuraini' },
  { key: 'fikri', phone: '+6281100000082', fullName: 'Fikri Ramadhan' },
  { key: 'intan', phone: '+6281100000083', fullName: 'Intan Permata' },
  { key: 'yoga', phone: '+6281100000084', fullName: 'Yoga Kurniawan' },
] as const;

type ClassmateKey = (typeof DEMO_CLASSMATES)[number]['key'];

type DemoQuestion = {
  by: ClassmateKey;
  body: string;
  /** Asked this many minutes before the class started (students prepare). */
  minutesBeforeStart: number;
  votes: readonly ClassmateKey[];
  answer?: string;
};

/** The questions of every seeded class, in their place order (the place is part of the id). */
export const DEMO_QUESTIONS: readonly DemoQuestion[] = [
  {
    by: 'salsa',
    body: 'Kenapa $(-2)^2 = 4$ tapi $-2^2 = -4$? Aku sering salah di bagian ini.',
    minutesBeforeStart: 90,
    votes: ['fikri', 'intan', 'yoga'],
    answer:
      'Pangkat dikerjakan lebih dulu daripada tanda negatif. Jadi $-2^2 = -(2^2) = -4$, sedangkan $(-2)^2 = (-2) \\times (-2) = 4$. Kalau ragu, tulis kurungnya.',
  },
  {
    by: 'fikri',
    body: 'Boleh dijelaskan lagi cara memindahkan suku ke ruas kanan? Misalnya $3x + 5 = 20$.',
    minutesBeforeStart: 60,
    votes: ['salsa', 'intan'],
  },
  {
    by: 'intan',
    body: 'Kalau hasilnya pecahan seperti $\\frac{7}{3}$, boleh ditulis desimal saja?',
    minutesBeforeStart: 45,
    votes: ['yoga'],
  },
  {
    by: 'yoga',
    body: 'Apakah materi ini keluar di ulangan tengah semester nanti?',
    minutesBeforeStart: 30,
    votes: [],
  },
  {
    by: 'salsa',
    body: 'Ada latihan soal tambahan untuk materi ini, Kak? Aku mau coba di rumah.',
    minutesBeforeStart: 10,
    votes: [],
  },
];

/** A stable uuid (version 4 layout) for seeded question `place` of a class. */
export function demoQuestionId(classId: string, place: number): string {
  const hex = createHash('sha256').update(`demo-qna:${classId}:${place}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The classmates' user ids, creating their accounts (PAID, kelas 8) the first time. */
async function ensureClassmates(db: Kysely<Tables>, now: Date): Promise<Map<ClassmateKey, string>> {
  const ids = new Map<ClassmateKey, string>();
  for (const classmate of DEMO_CLASSMATES) {
    await db
      .insertInto('accounts')
      .values({ phone_e164: classmate.phone })
      .onConflict((conflict) => conflict.column('phone_e164').doNothing())
      .execute();
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('phone_e164', '=', classmate.phone)
      .executeTakeFirstOrThrow();
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', account.id)
      .where('role', '=', 'student')
      .executeTakeFirst();
    if (existing) {
      ids.set(classmate.key, existing.id);
      continue;
    }
    const user = await db
      .insertInto('users')
      .values({
        account_id: account.id,
        role: 'student',
        full_name: classmate.fullName,
        phone_e164: classmate.phone,
        grade: '8__SMP/MTs',
        class_type: 'SMP/MTs',
        stream: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('subscriptions')
      .values({ user_id: user.id, type: 'PAID', status: 'active', starts_at: now })
      .execute();
    ids.set(classmate.key, user.id);
  }
  return ids;
}

/**
 * Seeds the class Q&A of the kelas 8 demo classes that started in the last 14 days (decision 075).
 * Does nothing on a database without the demo family (a configured database, a test's own).
 * Returns how many questions it added.
 */
export async function seedClassQuestionsDemo(db: Kysely<Tables>, now: Date = new Date()): Promise<number> {
  const family = await db
    .selectFrom('accounts')
    .select('id')
    .where('phone_e164', '=', DEMO_ACCOUNTS[0]!.phone)
    .executeTakeFirst();
  if (!family) return 0;
  return db.transaction().execute(async (trx) => {
    const classes = await trx
      .selectFrom('live_classes')
      .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
      .select(['live_classes.id', 'live_classes.starts_at', 'teachers.full_name as teacher_name'])
      .where('live_classes.demo', '=', true)
      .where(sql<boolean>`live_classes.grades @> array[${DEMO_QNA_GRADE}]::smallint[]`)
      .where('live_classes.cancelled_at', 'is', null)
      .where('live_classes.starts_at', '<=', now)
      .where('live_classes.starts_at', '>', new Date(now.getTime() - SEED_DAYS_BACK * 86_400_000))
      .execute();
    if (classes.length === 0) return 0;
    const classmates = await ensureClassmates(trx, now);
    const userOf = (key: ClassmateKey) => classmates.get(key)!;
    const questions = classes.flatMap((liveClass) =>
      DEMO_QUESTIONS.map((question, place) => {
        const askedAt = new Date(liveClass.starts_at.getTime() - question.minutesBeforeStart * 60_000);
        // Answered ten minutes into the class (or just now, for the class that has just begun).
        const answeredAt = new Date(Math.min(liveClass.starts_at.getTime() + 10 * 60_000, now.getTime()));
        return {
          id: demoQuestionId(liveClass.id, place),
          class_id: liveClass.id,
          user_id: userOf(question.by),
          body: question.body,
          answer: question.answer ?? null,
          answered_by: question.answer ? liveClass.teacher_name : null,
          answered_at: question.answer ? answeredAt : null,
          created_at: askedAt,
          updated_at: askedAt,
        };
      }),
    );
    let inserted = 0;
    for (let index = 0; index < questions.length; index += 200) {
      const result = await trx
        .insertInto('class_questions')
        .values(questions.slice(index, index + 200))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    // Votes only for seeded questions still there (none is deleted by the demo, but a vote must
    // never fail the roll-forward on a missing question).
    const present = new Set(
      (
        await trx
          .selectFrom('class_questions')
          .select('id')
          .where(
            'id',
            'in',
            questions.map((question) => question.id),
          )
          .execute()
      ).map((row) => row.id),
    );
    const votes = classes.flatMap((liveClass) =>
      DEMO_QUESTIONS.flatMap((question, place) =>
        present.has(demoQuestionId(liveClass.id, place))
          ? question.votes.map((voter) => ({
              question_id: demoQuestionId(liveClass.id, place),
              user_id: userOf(voter),
              created_at: now,
            }))
          : [],
      ),
    );
    for (let index = 0; index < votes.length; index += 500) {
      await trx
        .insertInto('class_question_votes')
        .values(votes.slice(index, index + 500))
        .onConflict((conflict) => conflict.columns(['question_id', 'user_id']).doNothing())
        .execute();
    }
    return inserted;
  });
}
