import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { createJobRegistry, type JobContext } from '../jobs/job-registry.ts';
import { enqueueRecurringJobs, runDueJobs } from '../jobs/job-runner.ts';
import {
  ask,
  attend,
  classAt,
  createFamily,
  importTanyaQuestions,
  rate,
  view,
  type FamilyFixture,
} from './testing/report-fixtures.ts';
import {
  dueReportWeek,
  planWeeklyReports,
  registerWeeklyReportJobs,
  sendWeeklyReport,
  WEEKLY_REPORT_SEND_QUEUE,
  weeklyReportKey,
} from './weekly-report-jobs.ts';
import type { WeeklyReportMessage, WeeklyReportSender } from './weekly-report-sender.ts';

const ORIGIN = 'https://bimbel.example.id';
/** Minggu 29 November 2026, 19.00 WIB: the week 23–29 November's summary is due. */
const SEND_AT = new Date('2026-11-29T12:00:00Z');
const MINUTE = 60_000;
const at = (minutesAfterSendAt: number) => new Date(SEND_AT.getTime() + minutesAfterSendAt * MINUTE);

/** A stand-in gateway: records what it is given; fails the next `failures` sends. */
function recordingSender() {
  const sender = {
    failures: 0,
    sent: [] as WeeklyReportMessage[],
    kind: 'webhook' as const,
    async send(message: WeeklyReportMessage) {
      if (sender.failures > 0) {
        sender.failures -= 1;
        throw new Error('webhook answered 502');
      }
      sender.sent.push(message);
    },
  };
  return sender satisfies WeeklyReportSender;
}

describe('when the weekly summary is due', () => {
  it('is Sunday 19.00 WIB for that week, and until Monday 19.00 WIB for a server that was down', () => {
    expect(dueReportWeek(at(-1))).toBeUndefined();
    expect(dueReportWeek(at(0))?.key).toBe('2026-11-23');
    expect(dueReportWeek(at(4 * 60 + 59))?.key).toBe('2026-11-23');
    // Monday 00.00 WIB: a new week, still last week's summary until 19.00.
    expect(dueReportWeek(at(5 * 60))?.key).toBe('2026-11-23');
    expect(dueReportWeek(at(24 * 60 - 1))?.key).toBe('2026-11-23');
    expect(dueReportWeek(at(24 * 60))).toBeUndefined();
  });
});

describeEachDatabase('the weekly WhatsApp summary', (database) => {
  const db = () => database().db;
  let sari: FamilyFixture;
  let other: FamilyFixture;
  let quiet: FamilyFixture;

  const sendJobs = () =>
    db().selectFrom('jobs').selectAll().where('queue', '=', WEEKLY_REPORT_SEND_QUEUE).orderBy('id').execute();
  const handlersFor = (sender: WeeklyReportSender) => ({
    [WEEKLY_REPORT_SEND_QUEUE]: (context: JobContext) =>
      sendWeeklyReport(context, { sender, origin: ORIGIN }).then(() => undefined),
  });
  const optIn = (parent: User | null, on = true) =>
    db().updateTable('users').set({ weekly_report_whatsapp: on }).where('id', '=', parent!.id).execute();

  beforeAll(async () => {
    sari = await createFamily(db(), {
      parent: 'Ibu Sari Wulandari',
      students: [
        { name: 'Raka Pratama', subscription: 'PAID' },
        { name: 'Nadia Putri', grade: '5_SD_SD', subscription: 'FREE' },
      ],
    });
    other = await createFamily(db(), {
      parent: 'Pak Budi',
      students: [{ name: 'Citra Lain', subscription: 'PAID' }],
    });
    quiet = await createFamily(db(), {
      parent: 'Bu Tidak',
      students: [{ name: 'Dodi Diam', subscription: 'PAID' }],
    });
    const [raka] = sari.students as [User];
    const citra = other.students[0]!;
    const [question] = await importTanyaQuestions(db(), 2);
    const algebra = await classAt(db(), '2026-11-23T12:00:00Z', { title: 'Aljabar' });
    await attend(db(), algebra.id, raka.id, '2026-11-23T11:55:00Z');
    await attend(db(), algebra.id, citra.id, '2026-11-23T11:56:00Z');
    await rate(db(), algebra.id, raka.id, 5, '2026-11-23T14:00:00Z');
    await ask(db(), algebra.id, raka.id, 'Kenapa hasilnya negatif?', '2026-11-23T12:20:00Z');
    await classAt(db(), '2026-11-24T12:00:00Z', { title: 'Fisika: Gerak', subject: 'fisika' });
    await view(db(), raka.id, question!, '2026-11-24', '2026-11-24T12:00:00Z');
    await view(db(), raka.id, question!, '2026-11-28', '2026-11-28T12:00:00Z');
  });

  beforeEach(async () => {
    await db().deleteFrom('jobs').execute();
    await db().updateTable('users').set({ weekly_report_whatsapp: false }).execute();
  });

  it('plans one summary per opted-in parent for the due week, once however often and however many planners run', async () => {
    await optIn(sari.parent);
    await optIn(other.parent);
    expect(await planWeeklyReports(db(), at(-1))).toBe(0);
    const planned = await Promise.all([planWeeklyReports(db(), at(0)), planWeeklyReports(db(), at(0))]);
    expect(planned.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(await planWeeklyReports(db(), at(15))).toBe(0);
    expect((await sendJobs()).map((job) => job.key).sort()).toEqual(
      [sari.parent!, other.parent!]
        .map((parent) => weeklyReportKey({ parentId: parent.id, week: '2026-11-23' }))
        .sort(),
    );
  });

  it('sends each family its own children’s week, once, with two runners racing', async () => {
    await optIn(sari.parent);
    await optIn(other.parent);
    await planWeeklyReports(db(), at(0));
    const sender = recordingSender();
    const handlers = handlersFor(sender);
    const [first, second] = await Promise.all([
      runDueJobs(db(), handlers, at(1), { workerId: 'process-1' }),
      runDueJobs(db(), handlers, at(1), { workerId: 'process-2' }),
    ]);
    expect(first.done + second.done).toBe(2);
    expect(sender.sent).toHaveLength(2);
    const toSari = sender.sent.find((message) => message.text.startsWith('Halo Ibu Sari Wulandari'));
    expect(toSari).toEqual({
      to: (
        await db()
          .selectFrom('accounts')
          .select('phone_e164')
          .where('id', '=', sari.accountId)
          .executeTakeFirstOrThrow()
      ).phone_e164,
      weekStart: '2026-11-23',
      idempotencyKey: weeklyReportKey({ parentId: sari.parent!.id, week: '2026-11-23' }),
      text: [
        'Halo Ibu Sari Wulandari, ini ringkasan belajar minggu ini (23–29 November 2026):',
        '• Raka: ikut 1 kelas live, 1 kelas terlewat, memberi 1 rating kelas, 1 pertanyaan di kelas, menonton 1 video Tanya.',
        '• Nadia: belum ada kegiatan belajar.',
        'Rinciannya: https://bimbel.example.id/bimbel/user/laporan?minggu=2026-11-23',
      ].join('\n'),
    });
    // No other family's child appears in a family's summary.
    expect(toSari?.text).not.toContain('Citra');
    const toBudi = sender.sent.find((message) => message.text.startsWith('Halo Pak Budi'));
    expect(toBudi?.text).toContain('• Citra: ikut 1 kelas live, 1 kelas terlewat.');
    expect(toBudi?.text).not.toMatch(/Raka|Nadia/);
    expect((await sendJobs()).every((job) => job.state === 'done')).toBe(true);

    // Later polls — or a restarted server — plan and send nothing again for this week.
    expect(await planWeeklyReports(db(), at(5 * 60 + 30))).toBe(0);
    await runDueJobs(db(), handlersFor(recordingSender()), at(6 * 60));
    expect(sender.sent).toHaveLength(2);
  });

  it('retries a summary the gateway refused, with backoff, and sends it then', async () => {
    await optIn(sari.parent);
    await planWeeklyReports(db(), at(0));
    const sender = recordingSender();
    sender.failures = 1;
    expect(await runDueJobs(db(), handlersFor(sender), at(0))).toMatchObject({ retried: 1 });
    let [job] = await sendJobs();
    expect(job).toMatchObject({ state: 'queued', attempts: 1, last_error: 'Error: webhook answered 502' });
    expect(job?.run_at.toISOString()).toBe(new Date(at(0).getTime() + 30_000).toISOString());
    expect(sender.sent).toEqual([]);
    expect(await runDueJobs(db(), handlersFor(sender), new Date(at(0).getTime() + 30_000))).toMatchObject({
      done: 1,
    });
    [job] = await sendJobs();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(sender.sent).toHaveLength(1);
  });

  it('respects an opt-out made after planning, and never sends to a parent who did not opt in', async () => {
    await optIn(sari.parent);
    await planWeeklyReports(db(), at(0));
    await optIn(sari.parent, false);
    const sender = recordingSender();
    const job = (await sendJobs())[0]!;
    expect(await sendWeeklyReport({ db: db(), now: at(1), job }, { sender, origin: ORIGIN })).toBe(
      'opted_out',
    );
    await runDueJobs(db(), handlersFor(sender), at(1));
    expect(sender.sent).toEqual([]);
    expect((await sendJobs()).map((row) => row.key)).not.toContain(
      weeklyReportKey({ parentId: quiet.parent!.id, week: '2026-11-23' }),
    );
  });

  it('drops a summary that comes due more than a day late', async () => {
    await optIn(sari.parent);
    await planWeeklyReports(db(), at(0));
    const sender = recordingSender();
    const job = (await sendJobs())[0]!;
    expect(await sendWeeklyReport({ db: db(), now: at(24 * 60), job }, { sender, origin: ORIGIN })).toBe(
      'too_late',
    );
    expect(sender.sent).toEqual([]);
  });

  it('runs end to end through the registered jobs: the planner slot, then the send, on Monday for last week', async () => {
    await optIn(sari.parent);
    const registry = createJobRegistry();
    const sender = recordingSender();
    expect(
      registerWeeklyReportJobs(
        { reminderSender: { kind: 'log' }, publicOrigin: ORIGIN },
        { registry, sender },
      ),
    ).toBe(true);
    // Two polls a few seconds apart: a poll claims what is due when it starts, so the send the
    // planner enqueues runs at the next one.
    const poll = async (now: Date) => {
      for (const instant of [now, new Date(now.getTime() + 5000)]) {
        await enqueueRecurringJobs(db(), registry.recurring.values(), instant);
        await runDueJobs(db(), registry.handlers, instant);
      }
    };
    await poll(at(-10));
    expect(sender.sent).toEqual([]);
    // The server was down on Sunday evening: Monday 08.00 WIB sends last week's summary.
    await poll(at(13 * 60));
    expect(sender.sent.map((message) => message.text.split('\n')[0])).toEqual([
      'Halo Ibu Sari Wulandari, ini ringkasan belajar minggu lalu (23–29 November 2026):',
    ]);
    await poll(at(13 * 60 + 15));
    expect(sender.sent).toHaveLength(1);
  });

  it('registers nothing when summaries are off (production without a gateway)', () => {
    const registry = createJobRegistry();
    expect(registerWeeklyReportJobs({ reminderSender: undefined, publicOrigin: ORIGIN }, { registry })).toBe(
      false,
    );
    expect(registry.handlers.size).toBe(0);
  });
});
