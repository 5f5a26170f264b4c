import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { Teacher, User } from '../db/schema.ts';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { createClass, createTeacher } from '../calendar/testing/live-class-fixtures.ts';
import { enqueueRecurringJobs, runDueJobs } from '../jobs/job-runner.ts';
import { createJobRegistry } from '../jobs/job-registry.ts';
import { createStudent } from '../sessions/subscription-fixtures.ts';
import {
  REMINDER_SEND_QUEUE,
  classReminderKey,
  planClassReminders,
  registerReminderJobs,
  sendClassReminder,
} from './reminder-jobs.ts';
import type { ReminderMessage, ReminderSender } from './reminder-sender.ts';

const MINUTE = 60 * 1000;
const ORIGIN = 'https://bimbel.example.id';
/** 19.00 WIB on Wednesday 25 November 2026. */
const START = new Date('2026-11-25T12:00:00.000Z');
const before = (minutes: number) => new Date(START.getTime() - minutes * MINUTE);

/** A stand-in gateway: records what it is given; fails the next `failures` sends. */
function recordingSender() {
  const sent: ReminderMessage[] = [];
  const sender = {
    failures: 0,
    sent,
    kind: 'webhook' as const,
    async send(message: ReminderMessage) {
      if (sender.failures > 0) {
        sender.failures -= 1;
        throw new Error('webhook answered 502');
      }
      sent.push(message);
    },
  };
  return sender satisfies ReminderSender & { failures: number; sent: ReminderMessage[] };
}

describeEachDatabase('WhatsApp class reminders', (database) => {
  const db = () => database().db;
  let teacher: Teacher;
  let phone = 6281200000500;
  const nextPhone = () => `+${(phone += 1)}`;
  const since = new Date('2026-11-01T00:00:00Z');

  /** A grade-8 student (or of `grade`) with a subscription, opted in unless told. */
  async function student(
    type: 'PAID' | 'TRIAL' | 'FREE',
    { optedIn = true, grade = '8__SMP/MTs', fullName }: { optedIn?: boolean; grade?: string; fullName?: string } = {},
  ): Promise<User> {
    const user = await createStudent(db(), nextPhone(), { type, startsAt: since });
    return db()
      .updateTable('users')
      .set({ class_reminders_whatsapp: optedIn, grade, full_name: fullName ?? user.full_name })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  const sendJobs = () =>
    db().selectFrom('jobs').selectAll().where('queue', '=', REMINDER_SEND_QUEUE).orderBy('id').execute();

  beforeAll(async () => {
    teacher = await createTeacher(db(), { fullName: 'Bu Rina' });
  });

  beforeEach(async () => {
    await db().deleteFrom('jobs').execute();
    await db().deleteFrom('live_classes').execute();
    await db().updateTable('users').set({ class_reminders_whatsapp: false }).execute();
  });

  it('plans one reminder per opted-in student who may attend, due 30 minutes before, once however often it runs', async () => {
    const liveClass = await createClass(db(), { teacherId: teacher.id, startsAt: START });
    const paid = await student('PAID');
    const trial = await student('TRIAL');
    await student('PAID', { optedIn: false });
    await student('FREE'); // a regular class is not for a FREE student
    await student('PAID', { grade: '9__SMP/MTs' });
    // Too far ahead, cancelled, or already started: no reminder.
    await createClass(db(), { teacherId: teacher.id, startsAt: new Date(START.getTime() + 3 * 60 * MINUTE) });
    await createClass(db(), { teacherId: teacher.id, startsAt: START, cancelled_at: since });
    await createClass(db(), { teacherId: teacher.id, startsAt: before(121) });

    expect(await planClassReminders(db(), before(119))).toBe(2);
    expect(await planClassReminders(db(), before(114))).toBe(0);

    const jobs = await sendJobs();
    expect(jobs.map((job) => job.key).sort()).toEqual(
      [paid, trial].map((user) => classReminderKey({ classId: liveClass.id, userId: user.id, sequence: 0 })).sort(),
    );
    for (const job of jobs) {
      expect(job.run_at.toISOString()).toBe(before(30).toISOString());
      expect(job.payload).toMatchObject({ classId: liveClass.id, sequence: 0 });
    }
  });

  it('sends each reminder once, in Indonesian, with two runners racing, and not before its time', async () => {
    const liveClass = await createClass(db(), { teacherId: teacher.id, startsAt: START, title: 'Persamaan kuadrat' });
    const raka = await student('PAID', { fullName: 'Raka Pratama' });
    const dimas = await student('TRIAL', { fullName: 'Dimas Ardiansyah' });
    // Dimas has no number of his own: the family's login phone gets it; he opted in on a WIT phone.
    await db()
      .updateTable('users')
      .set({ phone_e164: null, class_reminders_time_zone: 'Asia/Jayapura' })
      .where('id', '=', dimas.id)
      .execute();
    const dimasAccount = await db()
      .selectFrom('accounts')
      .select('phone_e164')
      .where('id', '=', dimas.account_id)
      .executeTakeFirstOrThrow();
    await planClassReminders(db(), before(100));

    const sender = recordingSender();
    const handlers = {
      [REMINDER_SEND_QUEUE]: (context: Parameters<typeof sendClassReminder>[0]) =>
        sendClassReminder(context, { sender, origin: ORIGIN }).then(() => undefined),
    };
    expect(await runDueJobs(db(), handlers, before(31))).toMatchObject({ done: 0 });
    expect(sender.sent).toEqual([]);

    await Promise.all([
      runDueJobs(db(), handlers, before(30), { workerId: 'process-1' }),
      runDueJobs(db(), handlers, before(30), { workerId: 'process-2' }),
    ]);
    expect(sender.sent).toHaveLength(2);
    const toRaka = sender.sent.find((message) => message.to === raka.phone_e164);
    expect(toRaka).toMatchObject({
      text: 'Halo Raka, kelas Matematika “Persamaan kuadrat” bersama Bu Rina mulai pukul 19.00 WIB (30 menit lagi). Masuk kelas: https://bimbel.example.id/bimbel/user',
      classId: liveClass.id,
      startsAt: START,
      idempotencyKey: classReminderKey({ classId: liveClass.id, userId: raka.id, sequence: 0 }),
    });
    expect(sender.sent.find((message) => message.to === dimasAccount.phone_e164)?.text).toMatch(
      /^Halo Dimas, .* mulai pukul 21\.00 WIT \(30 menit lagi\)/,
    );
    expect((await sendJobs()).every((job) => job.state === 'done')).toBe(true);

    // The next planner runs find the reminders done and create nothing again.
    expect(await planClassReminders(db(), before(25))).toBe(0);
    await runDueJobs(db(), handlers, before(20));
    expect(sender.sent).toHaveLength(2);
  });

  it('skips a reminder whose class was cancelled, moved or has started, or whose student opted out — and reminds of the moved class anew', async () => {
    const cancelled = await createClass(db(), { teacherId: teacher.id, startsAt: START, title: 'Kelas batal' });
    // Another teacher's: one teacher is never in two classes at once (decision 093).
    const colleague = await createTeacher(db(), { fullName: 'Pak Andi' });
    const moved = await createClass(db(), { teacherId: colleague.id, startsAt: START, title: 'Kelas pindah' });
    const raka = await student('PAID');
    await planClassReminders(db(), before(60));
    const sender = recordingSender();
    const send = (now: Date) =>
      runDueJobs(
        db(),
        { [REMINDER_SEND_QUEUE]: (context) => sendClassReminder(context, { sender, origin: ORIGIN }).then(() => undefined) },
        now,
      );

    await db().updateTable('live_classes').set({ cancelled_at: before(45), sequence: 1 }).where('id', '=', cancelled.id).execute();
    const later = new Date(START.getTime() + 60 * MINUTE);
    await db()
      .updateTable('live_classes')
      .set({ starts_at: later, ends_at: new Date(later.getTime() + 90 * MINUTE), sequence: 1 })
      .where('id', '=', moved.id)
      .execute();
    expect(await send(before(30))).toMatchObject({ done: 2 });
    expect(sender.sent).toEqual([]);

    // The moved class gets its own reminder, 30 minutes before its new start.
    expect(await planClassReminders(db(), before(25))).toBe(1);
    await send(new Date(later.getTime() - 31 * MINUTE));
    expect(sender.sent).toEqual([]);
    await send(new Date(later.getTime() - 30 * MINUTE));
    expect(sender.sent.map((message) => message.text)).toEqual([expect.stringContaining('“Kelas pindah”')]);
    expect(sender.sent[0]?.text).toContain('mulai pukul 20.00 WIB (30 menit lagi)');

    // Opted out after planning: the send reads the choice again.
    const third = await createClass(db(), { teacherId: teacher.id, startsAt: new Date(START.getTime() + 24 * 60 * MINUTE) });
    await planClassReminders(db(), new Date(third.starts_at.getTime() - 60 * MINUTE));
    await db().updateTable('users').set({ class_reminders_whatsapp: false }).where('id', '=', raka.id).execute();
    await send(new Date(third.starts_at.getTime() - 30 * MINUTE));
    expect(sender.sent).toHaveLength(1);
  });

  it('reminds a FREE student of a free session only once they booked a seat, and not after they gave it back', async () => {
    const free = await createClass(db(), { teacherId: teacher.id, startsAt: START, kind: 'free', title: 'Kelas Gratis: Pecahan' });
    const booked = await student('FREE');
    const notBooked = await student('FREE');
    const paid = await student('PAID'); // a package covers free sessions without a seat
    await db().insertInto('class_bookings').values({ class_id: free.id, user_id: booked.id, booked_at: since }).execute();

    expect(await planClassReminders(db(), before(60))).toBe(2);
    expect((await sendJobs()).map((job) => (job.payload as { userId: string }).userId).sort()).toEqual(
      [booked.id, paid.id].sort(),
    );
    expect((await sendJobs()).some((job) => (job.payload as { userId: string }).userId === notBooked.id)).toBe(false);

    // The seat is given back after planning: the send reads the booking again and skips.
    await db().updateTable('class_bookings').set({ cancelled_at: before(50) }).where('user_id', '=', booked.id).execute();
    const sender = recordingSender();
    const job = (await sendJobs()).find((row) => (row.payload as { userId: string }).userId === booked.id)!;
    expect(await sendClassReminder({ db: db(), now: before(30), job }, { sender, origin: ORIGIN })).toBe('not_booked');
    expect(sender.sent).toEqual([]);
  });

  it('does not send a reminder that comes due after the class has started (a server that was down)', async () => {
    const liveClass = await createClass(db(), { teacherId: teacher.id, startsAt: START });
    await student('PAID');
    await planClassReminders(db(), before(60));
    const sender = recordingSender();
    const context = { db: db(), now: START, job: (await sendJobs())[0]! };
    expect(await sendClassReminder(context, { sender, origin: ORIGIN })).toBe('class_started');
    expect(sender.sent).toEqual([]);
    expect(liveClass.id).toBeTruthy();
  });

  it('retries a reminder the gateway refused, with backoff, and sends it then', async () => {
    await createClass(db(), { teacherId: teacher.id, startsAt: START });
    await student('PAID');
    await planClassReminders(db(), before(60));
    const sender = recordingSender();
    sender.failures = 1;
    const handlers = {
      [REMINDER_SEND_QUEUE]: (context: Parameters<typeof sendClassReminder>[0]) =>
        sendClassReminder(context, { sender, origin: ORIGIN }).then(() => undefined),
    };
    expect(await runDueJobs(db(), handlers, before(30))).toMatchObject({ retried: 1 });
    let [job] = await sendJobs();
    expect(job).toMatchObject({ state: 'queued', attempts: 1, last_error: 'Error: webhook answered 502' });
    expect(job?.run_at.toISOString()).toBe(new Date(before(30).getTime() + 30_000).toISOString());

    expect(await runDueJobs(db(), handlers, new Date(before(30).getTime() + 30_000))).toMatchObject({ done: 1 });
    [job] = await sendJobs();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]?.text).toContain('(30 menit lagi)');
  });

  it('runs end to end through the registered jobs: the planner slot, then the send', async () => {
    await createClass(db(), { teacherId: teacher.id, startsAt: START });
    await student('PAID');
    const registry = createJobRegistry();
    const sender = recordingSender();
    expect(registerReminderJobs({ reminderSender: { kind: 'log' }, publicOrigin: ORIGIN }, { registry, sender })).toBe(true);
    const poll = async (now: Date) => {
      await enqueueRecurringJobs(db(), registry.recurring.values(), now);
      await runDueJobs(db(), registry.handlers, now);
    };
    await poll(before(62));
    expect(sender.sent).toEqual([]);
    await poll(before(31));
    expect(sender.sent).toEqual([]);
    await poll(before(29));
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]?.text).toContain('(29 menit lagi)');
    const planners = await db().selectFrom('jobs').select(['key', 'state']).where('queue', '=', 'reminders.plan').orderBy('key').execute();
    expect(planners.map((job) => job.key)).toEqual([
      'reminders.plan:2026-11-25T10:55:00Z',
      'reminders.plan:2026-11-25T11:25:00Z',
      'reminders.plan:2026-11-25T11:30:00Z',
    ]);
  });

  it('registers nothing when reminders are off (production without a gateway)', () => {
    const registry = createJobRegistry();
    expect(registerReminderJobs({ reminderSender: undefined, publicOrigin: ORIGIN }, { registry })).toBe(false);
    expect(registry.handlers.size).toBe(0);
  });
});
