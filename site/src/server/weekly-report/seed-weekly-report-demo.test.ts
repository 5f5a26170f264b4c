import { beforeAll, expect, it } from 'vitest';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { reportWeekOf, shiftReportWeek } from '@bimbel/domain/weekly-report/report-week';
import type { User } from '../db/schema.ts';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { seedLiveClassesDemo } from '../live-classes/seed-live-classes-demo.ts';
import { findUserByName } from '../sessions/subscription-fixtures.ts';
import { seedTanyaDemo } from '../tanya/seed-tanya-demo.ts';
import { seedWeeklyReportDemo } from './seed-weekly-report-demo.ts';
import { loadWeeklyReport } from './weekly-report-loader.ts';

/** Thursday 26 November 2026, 21.00 WIB: Thursday's Matematika class (19.00–20.30) has ended. */
const NOW = atZone('2026-11-26 21:00');
const DAY = 86_400_000;

describeEachDatabase('the demo family’s weekly report', (database) => {
  const db = () => database().db;
  let raka: User;
  let nadia: User;
  const weekOf = (user: User, weeksBack: number, now = NOW) =>
    loadWeeklyReport(
      db(),
      { id: user.id, fullName: user.full_name },
      shiftReportWeek(reportWeekOf(now), -weeksBack),
      now,
    );
  const rowCounts = async () =>
    Promise.all(
      (['class_attendance', 'class_ratings', 'class_questions', 'tanya_video_views'] as const).map(
        async (table) =>
          Number(
            (
              await db()
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      ),
    );

  beforeAll(async () => {
    // This suite runs at a fixed instant, whatever the machine's clock: the demo is seeded at it.
    await seedDemo(db(), NOW);
    await seedTanyaDemo(db());
    raka = await findUserByName(db(), 'Raka Pratama');
    nadia = await findUserByName(db(), 'Nadia Putri');
    // The seed starts Raka's PAID subscription 60 days before it ran, through a paid order.
    const paid = await db()
      .selectFrom('subscriptions')
      .select(['starts_at', 'order_id'])
      .where('user_id', '=', raka.id)
      .executeTakeFirstOrThrow();
    expect(paid.starts_at.getTime()).toBe(NOW.getTime() - 60 * DAY);
    expect(paid.order_id).not.toBeNull();
    await seedLiveClassesDemo(db(), NOW);
    await seedWeeklyReportDemo(db(), NOW);
  });

  it('gives Raka last week: his classes, Fisika missed, two ratings, an answered question and four videos', async () => {
    const week = await weekOf(raka, 1);
    expect(week.week.label).toBe('16–22 November 2026');
    // Matematika on Monday and Thursday, Kimia on Friday and the first free session (decision 094).
    expect(week.classes.attended.length).toBeGreaterThanOrEqual(4);
    expect(week.classes.attended.some((liveClass) => liveClass.kind === 'free')).toBe(true);
    expect(week.classes.missed.map((liveClass) => liveClass.subjectName)).toEqual(['Fisika']);
    expect(week.classes.toCome).toEqual([]);
    expect(week.ratings.map((rating) => rating.stars)).toEqual([5, 4]);
    expect(week.questions).toEqual([expect.objectContaining({ answered: true })]);
    expect(week.videos).toHaveLength(4);
    expect(week.videos.every((video) => video.grade === 8)).toBe(true);
    // "Materi minggu ini": each class with its topic and its meeting of the plan; Matematika's two consecutive.
    const math = week.classes.attended.filter(
      (liveClass) => liveClass.kind === 'regular' && liveClass.subject === 'matematika',
    );
    expect(math.map((liveClass) => liveClass.planPlace?.title)).toEqual([
      'Matematika Kelas 8',
      'Matematika Kelas 8',
    ]);
    const [monday, thursday] = math.map((liveClass) => liveClass.planPlace!.position);
    expect(thursday).toBe((monday! % 8) + 1);
    expect(math.every((liveClass) => liveClass.title.endsWith(`: ${liveClass.topic}`))).toBe(true);
  });

  it('gives Raka this week so far, and what is still to come', async () => {
    const week = await weekOf(raka, 0);
    expect(week.week.isCurrent).toBe(true);
    expect(week.classes.missed.map((liveClass) => liveClass.subjectName)).toEqual(['Fisika']);
    expect(week.classes.attended.length).toBeGreaterThanOrEqual(3);
    expect(week.classes.toCome.length).toBeGreaterThan(0);
    expect(week.totals).toMatchObject({ ratings: 2, questions: 1, videos: 2 });
    expect(week.questions[0]?.answered).toBe(false);
  });

  it('gives Nadia (FREE) her free sessions, nothing missed, a rating, a question and her videos', async () => {
    const last = await weekOf(nadia, 1);
    expect(last.classes.attended.map((liveClass) => liveClass.kind)).toEqual(['free', 'free']);
    expect(last.totals).toMatchObject({ missed: 0, ratings: 1, questions: 1, videos: 2 });
    const current = await weekOf(nadia, 0);
    expect(current.totals).toMatchObject({ attended: 1, missed: 0, videos: 1 });
  });

  it('adds nothing when run again, and only what newly ended classes call for when the demo rolls on', async () => {
    const before = await rowCounts();
    expect(await seedWeeklyReportDemo(db(), NOW)).toEqual({
      attendance: 0,
      ratings: 0,
      questions: 0,
      views: 0,
    });
    expect(await rowCounts()).toEqual(before);

    // Three days on (Sunday evening): the rest of this week's classes have ended.
    const later = new Date(NOW.getTime() + 3 * DAY);
    await seedLiveClassesDemo(db(), later);
    const added = await seedWeeklyReportDemo(db(), later);
    expect(added.attendance).toBeGreaterThan(0);
    expect(added).toMatchObject({ ratings: 0, questions: 0 });
    const week = await weekOf(raka, 0, later);
    expect(week.classes.missed.map((liveClass) => liveClass.subjectName)).toEqual(['Fisika']);
    expect(await seedWeeklyReportDemo(db(), later)).toEqual({
      attendance: 0,
      ratings: 0,
      questions: 0,
      views: 0,
    });
  });
});
