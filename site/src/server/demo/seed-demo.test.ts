import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { DEMO_ACCOUNTS, DEMO_NEW_NUMBER } from './demo-accounts.ts';
import { loadAccountUsers, pickPrimaryUser } from '../users/session-data.ts';
import { createJobRegistry } from '../jobs/job-registry.ts';
import { enqueueRecurringJobs, runDueJobs } from '../jobs/job-runner.ts';
import { DEMO_ROLL_FORWARD_QUEUE, registerDemoRollForward, seedDemo } from './seed-demo.ts';

describeEachDatabase('demo content', (database) => {
  it('seeds a parent with two students, single-student accounts and every subscription type', async () => {
    const { db } = database();
    expect(await seedDemo(db)).toBe(true);

    const family = await db
      .selectFrom('users')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select(['users.role', 'users.full_name'])
      .where('accounts.phone_e164', '=', '+6281100000001')
      .execute();
    expect(family.filter((user) => user.role === 'parent')).toHaveLength(1);
    expect(family.filter((user) => user.role === 'student')).toHaveLength(2);

    const types = await db.selectFrom('subscriptions').select('type').distinct().execute();
    expect(types.map((row) => row.type).sort()).toEqual(
      ['FREE', 'FREE_AFTER_PAID', 'FREE_AFTER_TRIAL', 'PAID', 'PAUSED', 'TRIAL'],
    );

    const accounts = await db.selectFrom('accounts').select('phone_e164').execute();
    expect(accounts).toHaveLength(DEMO_ACCOUNTS.length);
    expect(accounts.map((row) => row.phone_e164)).not.toContain(DEMO_NEW_NUMBER);

    const flag = await db.selectFrom('feature_flags').selectAll().where('key', '=', 'lead_reason_step').executeTakeFirst();
    expect(flag?.enabled).toBe(false);
  });

  it('keeps the parent family in a stable order: Raka first, so he is the primary user', async () => {
    const { db } = database();
    const account = await db.selectFrom('accounts').select('id').where('phone_e164', '=', '+6281100000001').executeTakeFirstOrThrow();
    const users = await loadAccountUsers(db, account.id);
    expect(pickPrimaryUser(users)?.full_name).toBe('Raka Pratama');
    expect(users.map((user) => user.role)).toEqual(['parent', 'student', 'student']);
  });

  it('pauses Citra with paid days kept for the resume, so the popup and the resume can be seen (decision 082)', async () => {
    const { db } = database();
    const paused = await db
      .selectFrom('subscriptions')
      .innerJoin('users', 'users.id', 'subscriptions.user_id')
      .select(['users.full_name', 'subscriptions.paused_at', 'subscriptions.paused_remaining_seconds', 'subscriptions.pauses_used'])
      .where('subscriptions.type', '=', 'PAUSED')
      .execute();
    expect(paused).toHaveLength(1);
    expect(paused[0]).toMatchObject({ full_name: 'Citra Maharani', paused_remaining_seconds: 45 * 86_400, pauses_used: 1 });
    expect(paused[0]?.paused_at).toBeInstanceOf(Date);
    // Its one pause of the period is used, and it ends by itself on its 30th day.
    const resume = await db.selectFrom('jobs').select(['queue', 'run_at']).where('queue', '=', 'subscriptions.resume').execute();
    expect(resume).toHaveLength(1);
    expect(resume[0]?.run_at.getTime()).toBe(paused[0]!.paused_at!.getTime() + 30 * 86_400_000);
  });

  it('seeds the paused-subscription popup', async () => {
    const { db } = database();
    const popup = await db.selectFrom('modal_configurations').select('key').where('key', '=', 'paused_subscription_popup').executeTakeFirst();
    expect(popup).toBeDefined();
  });

  it('leaves a database that already has accounts alone on the next start', async () => {
    const { db } = database();
    const before = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(await seedDemo(db)).toBe(false);
    const after = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
  });

  it('opts the paid and the trial demo students in to WhatsApp class reminders, nobody else', async () => {
    const { db } = database();
    const optedIn = await db
      .selectFrom('users')
      .select('full_name')
      .where('class_reminders_whatsapp', '=', true)
      .orderBy('full_name')
      .execute();
    expect(optedIn.map((row) => row.full_name)).toEqual(['Dimas Ardiansyah', 'Raka Pratama']);
  });

  it('rolls the demo timetable forward as a recurring job: a week later there is a class in progress again', async () => {
    const { db } = database();
    const registry = createJobRegistry();
    registerDemoRollForward(registry);
    const weekLater = new Date(Date.now() + 7 * 86_400_000);
    const ongoingAt = (instant: Date) =>
      db
        .selectFrom('live_classes')
        .select('id')
        .where('demo', '=', true)
        .where('starts_at', '<=', instant)
        .where('ends_at', '>', instant)
        .execute();
    await db.deleteFrom('live_classes').where('demo', '=', true).where('ends_at', '>', weekLater).execute();
    expect(await ongoingAt(weekLater)).toHaveLength(0);

    await enqueueRecurringJobs(db, registry.recurring.values(), weekLater);
    const summary = await runDueJobs(db, registry.handlers, weekLater);
    expect(summary.done).toBe(1);
    expect((await ongoingAt(weekLater)).length).toBeGreaterThan(0);
    const job = await db.selectFrom('jobs').select(['state', 'queue']).where('queue', '=', DEMO_ROLL_FORWARD_QUEUE).execute();
    expect(job).toEqual([{ state: 'done', queue: DEMO_ROLL_FORWARD_QUEUE }]);
  });
});
