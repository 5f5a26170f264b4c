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
import { seedSubscription, type SeededSubscription } from '../billing/subscriptions/subscription-writer.ts';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { demoPurchaseFor, seedDemoPurchase } from './seed-demo-purchases.ts';
import { seedPackagesDemo } from '../billing/catalogue/seed-packages-demo.ts';
import { seedSmartfestDemo } from '../events/seed-smartfest-demo.ts';

const DAY_MS = 86_400_000;

/** A demo subscription no purchase makes, as it stands at the seed: a trial runs its normal length from today. */
function seededRecord(type: SubscriptionType, seededAt: Date): SeededSubscription {
  switch (type) {
    case 'TRIAL':
      return { type, startsAt: seededAt, trialActivatedAt: seededAt, endsAt: new Date(seededAt.getTime() + FREE_TRIAL_DAYS * DAY_MS) };
    default:
      return { type, startsAt: seededAt };
  }
}

type PendingPurchase = Omit<Parameters<typeof seedDemoPurchase>[1], 'seededAt'>;

/**
 * Seeds demo content into an empty database: the accounts in one transaction, then (with the
 * package catalogue, when there is none) the paid students' purchases, each an order of its own.
 * A database that already has an account is left alone, so restarting never duplicates or
 * overwrites anything.
 * @param seededAt the seed's instant (a test that runs at a fixed instant passes it)
 * @returns whether anything was seeded
 */
export async function seedDemo(db: Kysely<Tables>, seededAt = new Date()): Promise<boolean> {
  const purchases = await seedDemoAccounts(db, seededAt);
  if (!purchases) return false;
  await seedPackagesDemo(db);
  for (const purchase of purchases) await seedDemoPurchase(db, { ...purchase, seededAt });
  return true;
}

async function seedDemoAccounts(db: Kysely<Tables>, seededAt: Date): Promise<PendingPurchase[] | null> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
    if (existing) return null;
    const purchases: PendingPurchase[] = [];

    // Distinct creation times keep each family's order (parent, then students as listed) stable:
    // rows of one transaction would otherwise share now() and sort by their random ids.
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
        // A paid, paused or lapsed subscription is bought below, through a real order; the others
        // are stored as they would stand after their history (a trial from today, one used up).
        const purchase = demoPurchaseFor(student.subscription, student.grade, seededAt);
        if (purchase) purchases.push({ accountId: account.id, studentId: user.id, purchase });
        else await seedSubscription(trx, user.id, seededRecord(student.subscription, seededAt), seededAt);
      }
    }

    await trx
      .insertInto('feature_flags')
      .values(DEMO_FEATURE_FLAGS.map((flag) => ({ ...flag, rules: '[]' })))
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    await insertModalConfigurations(trx, DEMO_MODAL_CONFIGURATIONS);
    return purchases;
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
