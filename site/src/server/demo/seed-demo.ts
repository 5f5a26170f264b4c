import type { Kysely } from 'kysely';
import { getConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Tables } from '../db/schema.ts';
import { log } from '../http/logger.ts';
import { jobRegistry, registerRecurringJob, type JobRegistry } from '../jobs/job-registry.ts';
import { DEMO_MODAL_CONFIGURATIONS } from '../modals/demo-modals.ts';
import { insertModalConfigurations } from '../modals/modal-queries.ts';
import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { DEMO_ACCOUNTS, DEMO_FEATURE_FLAGS } from './demo-accounts.ts';
import { seedTanyaDemo } from '../tanya/seed-tanya-demo.ts';
import { seedLiveClassesDemo } from '../live-classes/seed-live-classes-demo.ts';
import { seedClassQuestionsDemo } from '../class-qna/seed-class-questions-demo.ts';
import { seedWeeklyReportDemo } from '../weekly-report/seed-weekly-report-demo.ts';
import { scheduleAutomaticResume } from '../subscription-pause/resume-schedule.ts';
import { seedPackagesDemo } from '../packages/seed-packages-demo.ts';
import { seedSmartfestDemo } from '../events/seed-smartfest-demo.ts';

/** How long before the seed a demo PAID subscription began. */
const PAID_SINCE_DAYS = 60;
/** A demo PAID period's length (a 6-month tenure): it ends, so Langganan shows 'Aktif sampai' and offers the pause. */
const PAID_PERIOD_DAYS = 182;
/** The demo pause (Citra, PAUSED): begun 3 days before the seed, keeping 45 paid days for the resume (decision 082). */
const PAUSED_SINCE_DAYS = 3;
const PAUSED_KEEPS_DAYS = 45;

/**
 * Seeds demo content into an empty database, in one transaction. A database that already has an
 * account is left alone, so restarting never duplicates or overwrites anything.
 * @returns whether anything was seeded
 */
export async function seedDemo(db: Kysely<Tables>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    // Distinct creation times keep each family's order (parent, then students as listed) stable:
    // rows of one transaction would otherwise share now() and sort by their random ids.
    const seededAt = new Date();
    let sequence = 0;
    const nextCreatedAt = () => new Date(seededAt.getTime() + sequence++);
    for (const demo of DEMO_ACCOUNTS) {
      const account = await trx
        .insertInto('accounts')
        .values({ phone_e164: demo.phone })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demo.parent) {
        await trx
          .insertInto('users')
          .values({
            account_id: account.id,
            role: 'parent',
            full_name: demo.parent.fullName,
            phone_e164: demo.phone,
            created_at: nextCreatedAt(),
          })
          .execute();
      }
      for (const student of demo.students) {
        const user = await trx
          .insertInto('users')
          .values({
            account_id: account.id,
            role: 'student',
            full_name: student.fullName,
            phone_e164: demo.phone,
            grade: student.grade,
            class_type: student.classType,
            stream: student.stream,
            class_reminders_whatsapp: student.classReminders ?? false,
            created_at: nextCreatedAt(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const subscription = await trx
          .insertInto('subscriptions')
          .values({
            user_id: user.id,
            type: student.subscription,
            status: 'active',
            trial_activated_at: student.subscription === 'TRIAL' ? seededAt : null,
            // A paid family has been subscribed for a while: the weekly report's past weeks
            // count its programme classes (decision 078). Every other record starts now.
            starts_at:
              student.subscription === 'PAID' ? new Date(seededAt.getTime() - PAID_SINCE_DAYS * 86_400_000) : seededAt,
            // A seeded trial runs its normal length from the day the demo was seeded.
            ends_at:
              student.subscription === 'TRIAL'
                ? new Date(seededAt.getTime() + FREE_TRIAL_DAYS * 86_400_000)
                : student.subscription === 'PAID'
                  ? new Date(seededAt.getTime() + (PAID_PERIOD_DAYS - PAID_SINCE_DAYS) * 86_400_000)
                  : null,
            // A pause keeps the paid time left, given back by the resume on the manage subscription page.
            ...(student.subscription === 'PAUSED'
              ? {
                  paused_at: new Date(seededAt.getTime() - PAUSED_SINCE_DAYS * 86_400_000),
                  paused_remaining_seconds: PAUSED_KEEPS_DAYS * 86_400,
                  pauses_used: 1,
                }
              : {}),
          })
          .returning(['id', 'paused_at'])
          .executeTakeFirstOrThrow();
        // The pause ends by itself on its 30th day, as one made on the manage page does.
        if (subscription.paused_at) await scheduleAutomaticResume(trx, subscription.id, subscription.paused_at, seededAt);
      }
    }

    await trx
      .insertInto('feature_flags')
      .values(DEMO_FEATURE_FLAGS.map((flag) => ({ ...flag, rules: '[]' })))
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    await insertModalConfigurations(trx, DEMO_MODAL_CONFIGURATIONS);
    return true;
  });
}

export const DEMO_ROLL_FORWARD_QUEUE = 'demo.roll-forward';
/** Often enough that a demo always shows a class in progress (demo ongoing classes last 90 minutes). */
export const DEMO_ROLL_FORWARD_EVERY_MS = 15 * 60 * 1000;

/**
 * The seed the server registers: demo content goes only into the embedded database of a demo
 * server (`npm start`), never into a configured PostgreSQL.
 */
export async function seedDemoIntoEmbeddedDatabase(database: Database): Promise<void> {
  if (getConfig().appEnv !== 'demo' || database.kind !== 'pglite') return;
  if (await seedDemo(database.db)) log('info', 'seeded demo content into the embedded database');
  // The package catalogue (decision 079): only into a database without one.
  const packages = await seedPackagesDemo(database.db);
  if (packages > 0) log('info', 'seeded the demo package catalogue', { packages });
  const questions = await seedTanyaDemo(database.db);
  if (questions > 0) log('info', 'seeded demo Tanya questions into the embedded database', { questions });
  // The demo timetable is relative to now and kept current (decision 072): the same call rolls it forward.
  const classes = await seedLiveClassesDemo(database.db, new Date());
  if (classes.inserted > 0) log('info', 'seeded demo live classes into the embedded database', classes);
  // The class Q&A of the kelas 8 classes that have started (issue 15), kept with the timetable.
  const classQuestions = await seedClassQuestionsDemo(database.db, new Date());
  if (classQuestions > 0) log('info', 'seeded demo class questions', { questions: classQuestions });
  // Raka's and Nadia's weeks for the weekly report (decision 078), after the classes they attend.
  await seedWeeklyReportDemo(database.db, new Date());
  // The current SmartFest edition, dates relative to now (decision 085), renewed by the roll-forward.
  if ((await seedSmartfestDemo(database.db, new Date())) > 0) log('info', 'seeded the demo SmartFest edition');
  registerDemoRollForward();
}

/**
 * A demo server left running for days keeps an ongoing class and next week's timetable: the
 * demo timetable is rolled forward every 15 minutes as a durable job (decision 070), and the demo
 * family's weekly report with it (decision 078).
 */
export function registerDemoRollForward(registry: JobRegistry = jobRegistry()): void {
  registerRecurringJob(
    {
      queue: DEMO_ROLL_FORWARD_QUEUE,
      everyMs: DEMO_ROLL_FORWARD_EVERY_MS,
      handler: async ({ db, now }) => {
        const rolled = await seedLiveClassesDemo(db, now);
        if (rolled.inserted > 0) log('info', 'rolled the demo timetable forward', rolled);
        await seedClassQuestionsDemo(db, now);
        await seedWeeklyReportDemo(db, now);
        await seedSmartfestDemo(db, now);
      },
    },
    registry,
  );
}
