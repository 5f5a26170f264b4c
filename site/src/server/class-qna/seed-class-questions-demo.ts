import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { lessonOf } from '../live-classes/demo-lessons.ts';
import type { DemoTopicSlug } from '../live-classes/demo-topics.ts';
import { demoTopicSlugOf } from '../live-classes/seed-live-classes-demo.ts';
import { seedSubscription } from '../billing/subscriptions/subscription-writer.ts';
import { tenureEnd } from '@bimbel/domain/subscription/subscription-machine';

/*
 * Demo content of the class Q&A (issue 15, decision 075; on topic since issue 23, decision 094):
 * Raka's classmates (kelas 8, PAID) asked the questions of each class's lesson
 * (live-classes/demo-lessons.json) in every kelas 8 demo class that has started in the last two
 * weeks — the running one included — during the class or after it (a day at most, the recording
 * watched at home), voted for each other's, and the teacher answered the first with maths. A
 * class whose topic has no lesson yet gets none: never a question about another topic. Raka has
 * neither questions nor votes of his own here, so the journeys ask and vote themselves.
 *
 * Idempotent: the classmates are found by their numbers, and each seeded question has an id
 * derived from its class and its place, inserted with ON CONFLICT DO NOTHING once its moment has
 * come — the roll-forward (every 15 minutes) fills the classes it adds, asks what is due, gives
 * the answer when its time comes, and leaves what a teacher changed alone.
 */

/** The demo grade the Q&A is seeded for: Raka's. */
const DEMO_QNA_GRADE = 8;
/** Classes started this long ago or less get questions. */
const SEED_DAYS_BACK = 14;
const MINUTE_MS = 60_000;

export const DEMO_CLASSMATES = [
  { key: 'salsa', phone: '+6281100000081', fullName: 'Salsa Nuraini' },
  { key: 'fikri', phone: '+6281100000082', fullName: 'Fikri Ramadhan' },
  { key: 'intan', phone: '+6281100000083', fullName: 'Intan Permata' },
  { key: 'yoga', phone: '+6281100000084', fullName: 'Yoga Kurniawan' },
] as const;

type ClassmateKey = (typeof DEMO_CLASSMATES)[number]['key'];

/**
 * Who asks the lesson's question at each place, when (minutes after the class's start; null:
 * after the class, `AFTER_CLASS_MINUTES` after its end) and who votes for it.
 */
export const DEMO_QUESTION_PLACES: readonly {
  by: ClassmateKey;
  minutesAfterStart: number | null;
  votes: readonly ClassmateKey[];
}[] = [
  { by: 'salsa', minutesAfterStart: 2, votes: ['fikri', 'intan', 'yoga'] },
  { by: 'fikri', minutesAfterStart: 8, votes: ['salsa', 'intan'] },
  { by: 'intan', minutesAfterStart: 15, votes: ['yoga'] },
  { by: 'yoga', minutesAfterStart: null, votes: [] },
];
/** A question asked after the class comes this long after its end (the recording watched at home). */
const AFTER_CLASS_MINUTES = 180;
/** The teacher answers the first question this long after it was asked. */
const ANSWER_AFTER_MINUTES = 10;

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
    await seedSubscription(db, user.id, { type: 'PAID', startsAt: now, endsAt: tenureEnd(now, 6) }, now);
    ids.set(classmate.key, user.id);
  }
  return ids;
}

type SeededClass = {
  id: string;
  starts_at: Date;
  ends_at: Date;
  teacher_name: string;
  slug: DemoTopicSlug | null;
};

/** The questions of a class that are due at `now`, from its topic's lesson, with their answer when it has come. */
function questionsOf(liveClass: SeededClass, now: Date, userOf: (key: ClassmateKey) => string) {
  const lesson = liveClass.slug ? lessonOf(liveClass.slug) : undefined;
  if (!lesson) return [];
  return lesson.classQuestions.flatMap((question, place) => {
    const at = DEMO_QUESTION_PLACES[place];
    if (!at) return [];
    const askedAt = new Date(
      at.minutesAfterStart === null
        ? liveClass.ends_at.getTime() + AFTER_CLASS_MINUTES * MINUTE_MS
        : Math.min(
            liveClass.starts_at.getTime() + at.minutesAfterStart * MINUTE_MS,
            liveClass.ends_at.getTime(),
          ),
    );
    if (askedAt > now) return [];
    const answeredAt = new Date(askedAt.getTime() + ANSWER_AFTER_MINUTES * MINUTE_MS);
    const answered = question.answer !== undefined && answeredAt <= now;
    return [
      {
        id: demoQuestionId(liveClass.id, place),
        class_id: liveClass.id,
        user_id: userOf(at.by),
        body: question.text,
        answer: answered ? (question.answer ?? null) : null,
        answered_by: answered ? liveClass.teacher_name : null,
        answered_at: answered ? answeredAt : null,
        created_at: askedAt,
        updated_at: askedAt,
        // Kept for the answer that comes later (not a column).
        pendingAnswer:
          !answered && question.answer !== undefined ? { text: question.answer, at: answeredAt } : null,
      },
    ];
  });
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
    const rows = await trx
      .selectFrom('live_classes')
      .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
      .select([
        'live_classes.id',
        'live_classes.starts_at',
        'live_classes.ends_at',
        'live_classes.topic',
        'live_classes.plan_key',
        'live_classes.plan_position',
        'teachers.full_name as teacher_name',
      ])
      .where('live_classes.demo', '=', true)
      .where(sql<boolean>`live_classes.grades @> array[${DEMO_QNA_GRADE}]::smallint[]`)
      .where('live_classes.cancelled_at', 'is', null)
      .where('live_classes.starts_at', '<=', now)
      .where('live_classes.starts_at', '>', new Date(now.getTime() - SEED_DAYS_BACK * 86_400_000))
      .execute();
    const classes: SeededClass[] = rows
      .map((row) => ({ ...row, slug: demoTopicSlugOf(row) }))
      .filter((row) => row.slug !== null && lessonOf(row.slug) !== undefined);
    if (classes.length === 0) return 0;
    const classmates = await ensureClassmates(trx, now);
    const userOf = (key: ClassmateKey) => classmates.get(key)!;
    const due = classes.flatMap((liveClass) => questionsOf(liveClass, now, userOf));
    let inserted = 0;
    for (let index = 0; index < due.length; index += 200) {
      const result = await trx
        .insertInto('class_questions')
        .values(due.slice(index, index + 200).map(({ pendingAnswer: _, ...question }) => question))
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    // An answer whose time has come since its question was seeded (never over a teacher's own).
    for (const question of due.filter((candidate) => candidate.answer !== null)) {
      await trx
        .updateTable('class_questions')
        .set({
          answer: question.answer,
          answered_by: question.answered_by,
          answered_at: question.answered_at,
        })
        .where('id', '=', question.id)
        .where('answer', 'is', null)
        .where('answered_at', 'is', null)
        .execute();
    }
    // Votes only for seeded questions still there (none is deleted by the demo, but a vote must
    // never fail the roll-forward on a missing question).
    const present = new Set(
      due.length === 0
        ? []
        : (
            await trx
              .selectFrom('class_questions')
              .select('id')
              .where(
                'id',
                'in',
                due.map((question) => question.id),
              )
              .execute()
          ).map((row) => row.id),
    );
    const votes = due.flatMap((question) => {
      const place = DEMO_QUESTION_PLACES.findIndex(
        (_, index) => demoQuestionId(question.class_id, index) === question.id,
      );
      return present.has(question.id)
        ? (DEMO_QUESTION_PLACES[place]?.votes ?? []).map((voter) => ({
            question_id: question.id,
            user_id: userOf(voter),
            created_at: now < question.created_at ? question.created_at : now,
          }))
        : [];
    });
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
