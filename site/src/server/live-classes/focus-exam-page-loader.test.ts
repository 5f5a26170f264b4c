import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { loadFocusExamPage } from './focus-exam-page-loader.ts';
import { seedLiveClassesDemo } from './seed-live-classes-demo.ts';
import { insertClass } from './testing/class-fixtures.ts';

/** Wednesday 25 November 2026, 18.00 WIB. */
const NOW = atZone('2026-11-25 18:00');

describeEachDatabase('the UTBK-SNBT programme page', (database) => {
  beforeAll(async () => {
    await resetTables(database());
    await seedLiveClassesDemo(database().db, NOW);
  });

  it('lists the programme’s classes and tryouts still to come this week and next, in WIB by day', async () => {
    const data = (await loadFocusExamPage('utbk-snbt', NOW, database().db))!;
    expect(data.exam).toMatchObject({
      id: 'utbk-snbt',
      name: 'UTBK-SNBT',
      pagePath: '/bimbel/paket/utbk-snbt',
    });
    expect(data.exam.subtests).toHaveLength(7);
    const [thisWeek, nextWeek] = data.weeks;
    expect(thisWeek).toMatchObject({ name: 'Minggu ini', range: '23–29 November 2026' });
    expect(nextWeek).toMatchObject({ name: 'Minggu depan', range: '30 November – 6 Desember 2026' });
    // This week from Wednesday evening on: the PM class going on, Saturday's tryout, Sunday's PK
    // (Tuesday's PU is past).
    expect(thisWeek!.days.map((day) => day.label)).toEqual([
      'Rabu, 25 November',
      'Sabtu, 28 November',
      'Minggu, 29 November',
    ]);
    expect(thisWeek!.days[0]!.classes.map((liveClass) => liveClass.timeRange)).toEqual(['17.30–19.00 WIB']);
    expect(nextWeek!.days.map((day) => day.label)).toEqual([
      'Selasa, 1 Desember',
      'Rabu, 2 Desember',
      'Sabtu, 5 Desember',
      'Minggu, 6 Desember',
    ]);
    const tryout = nextWeek!.days[2]!.classes[0]!;
    expect(tryout).toMatchObject({
      tryout: true,
      timeRange: '08.00–10.00 WIB',
      teacher: { slug: 'yusuf-hakim' },
    });
    expect(tryout.title).toMatch(/^Tryout UTBK-SNBT — Paket soal \d: PU, PK, dan PM$/);
    expect(data.counts).toEqual({ classes: 5, tryouts: 2 });
    const all = data.weeks.flatMap((week) => week.days.flatMap((day) => day.classes));
    expect(
      all
        .filter((liveClass) => !liveClass.tryout)
        .every((liveClass) => liveClass.title.startsWith('UTBK-SNBT — ')),
    ).toBe(true);
  });

  it('names the teachers of those classes, with how many they take and their ratings', async () => {
    const data = (await loadFocusExamPage('utbk-snbt', NOW, database().db))!;
    expect(data.teachers.map((teacher) => [teacher.slug, teacher.classCount]).sort()).toEqual([
      ['bima-prasetyo', 2],
      ['dewi-anggraini', 2],
      ['yusuf-hakim', 3],
    ]);
    for (const teacher of data.teachers) expect(teacher.ratings.count).toBeGreaterThan(0);
  });

  it('shows a class running now, leaves out cancelled ones and other programmes, and knows no other programme', async () => {
    const { db } = database();
    // Each class its own teacher: the timetable's UTBK teachers are busy (decision 093).
    const running = await insertClass(db, {
      kind: 'focus_exam',
      focus_exam_id: 'utbk-snbt',
      grades: [12],
      title: 'UTBK-SNBT — Kelas tambahan PM',
      // Before the timetable's PM class of 17.30, so it comes first on the day.
      starts_at: new Date(NOW.getTime() - 40 * 60_000),
      ends_at: new Date(NOW.getTime() + 30 * 60_000),
    });
    const cancelled = await insertClass(db, {
      kind: 'focus_exam',
      focus_exam_id: 'utbk-snbt',
      grades: [12],
      starts_at: new Date(NOW.getTime() + 60 * 60_000),
      cancelled_at: NOW,
    });
    const other = await insertClass(db, {
      kind: 'focus_exam',
      focus_exam_id: 'utbk-lain',
      grades: [12],
      starts_at: new Date(NOW.getTime() + 2 * 60 * 60_000),
    });
    const data = (await loadFocusExamPage('utbk-snbt', NOW, db))!;
    const ids = data.weeks.flatMap((week) =>
      week.days.flatMap((day) => day.classes.map((liveClass) => liveClass.id)),
    );
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(other.id);
    expect(data.weeks[0]!.days[0]).toMatchObject({ label: 'Rabu, 25 November', isToday: true });
    expect(data.weeks[0]!.days[0]!.classes[0]).toMatchObject({ id: running.id, ongoing: true });
    expect(await loadFocusExamPage('utbk-lain', NOW, db)).toBeUndefined();
  });
});
