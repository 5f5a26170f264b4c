import { startOfZonedWeek } from '@bimbel/domain/time/jakarta-week';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { DEMO_TEACHERS } from './demo-teachers.ts';
import { seedLiveClassesDemo } from './seed-live-classes-demo.ts';
import { loadTeacherProfiles, TEACHER_UPCOMING_COUNT } from './teachers-loader.ts';
import { loadTimetableWeek } from './timetable-loader.ts';

/** Wednesday 25 November 2026, 13.00 WIB. */
const NOW = atZone('2026-11-25 13:00');

describeEachDatabase('schedule page loaders', (database) => {
  beforeAll(async () => {
    await resetTables(database());
    await seedLiveClassesDemo(database().db, NOW);
  });

  it('gives the Jakarta week Senin–Minggu of a grade, today marked, each class on its WIB day', async () => {
    const week = await loadTimetableWeek({ grade: 8, stream: null }, NOW, database().db);
    expect(week.days.map((day) => day.shortName)).toEqual(['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min']);
    expect(week.days.map((day) => day.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(week.todayKey).toBe('2026-11-25');
    expect(week.weekLabel).toBe('23–29 November 2026');
    expect(week.days[2]?.longDate).toBe('Rabu, 25 November 2026');

    const monday = week.days[0]?.classes ?? [];
    const mathMonday = monday.find(
      (liveClass) => liveClass.subjectName === 'Matematika' && liveClass.kind === 'regular',
    );
    expect(mathMonday?.timeRange).toBe('19.00–20.30 WIB');
    expect(mathMonday?.title).toMatch(/^Matematika Kelas 8: /);
    expect(mathMonday?.teacher.slug).toBe('hendra-wijaya');
    expect(mathMonday?.materials.map((material) => material.kind)).toEqual(['slides', 'pdf']);

    const weekStart = startOfZonedWeek(NOW).getTime();
    for (const day of week.days) {
      for (const liveClass of day.classes) {
        expect(new Date(liveClass.startsAt).getTime()).toBeGreaterThanOrEqual(weekStart);
        expect(liveClass.timeRange).toMatch(/WIB$/);
      }
    }
    // Saturday holds grade 8's free session (09.30) and nothing of another grade.
    const saturday = week.days[5]?.classes ?? [];
    expect(saturday.map((liveClass) => [liveClass.kind, liveClass.timeRange])).toContainEqual([
      'free',
      '09.30–10.30 WIB',
    ]);
  });

  it('shows a grade only its own classes, and one stream plus the classes for every stream', async () => {
    const all = await loadTimetableWeek({ grade: 10, stream: null }, NOW, database().db);
    const ips = await loadTimetableWeek({ grade: 10, stream: 'IPS' }, NOW, database().db);
    const allClasses = all.days.flatMap((day) => day.classes);
    const ipsClasses = ips.days.flatMap((day) => day.classes);
    expect(new Set(allClasses.map((liveClass) => liveClass.stream))).toEqual(
      new Set(['IPA', 'IPS', 'SMK', null]),
    );
    expect(ipsClasses.every((liveClass) => liveClass.stream === 'IPS' || liveClass.stream === null)).toBe(
      true,
    );
    expect(ipsClasses.some((liveClass) => liveClass.kind === 'free')).toBe(true);
    expect(ipsClasses.some((liveClass) => liveClass.subjectName === 'Fisika')).toBe(false);
    const grade5 = await loadTimetableWeek({ grade: 5, stream: null }, NOW, database().db);
    expect(
      grade5.days
        .flatMap((day) => day.classes)
        .every((liveClass) => !/Kelas (?!5|Gratis)/.test(liveClass.title)),
    ).toBe(true);
  });

  it('names each class’s meeting and shows the grade’s term plans: done, this week, next week, a new round', async () => {
    const week = await loadTimetableWeek({ grade: 8, stream: null }, NOW, database().db);
    const classes = week.days.flatMap((day) => day.classes);
    // The plan's classes: the demo's extra review class is outside the plan (no meeting).
    const math = classes.filter(
      (liveClass) =>
        liveClass.kind === 'regular' &&
        liveClass.subjectName === 'Matematika' &&
        liveClass.planLabel !== null,
    );
    const outside = classes.filter((liveClass) => liveClass.planLabel === null);
    expect(outside.every((liveClass) => liveClass.title.startsWith('Kelas Tambahan'))).toBe(true);
    // Kelas 8 Matematika meets Monday and Thursday: meetings 7 and 8 of 8 this week.
    expect(math.map((liveClass) => liveClass.planLabel)).toEqual([
      'Pertemuan 7 dari 8',
      'Pertemuan 8 dari 8',
    ]);
    expect(math.map((liveClass) => liveClass.topic)).toEqual([
      'Lingkaran: sudut pusat, busur, dan juring',
      'Bangun ruang sisi datar',
    ]);
    // Saturday's free session samples Thursday's meeting.
    const free = classes.filter((liveClass) => liveClass.kind === 'free');
    expect(free.map((liveClass) => liveClass.planLabel)).toEqual([
      'Cuplikan pertemuan 7 dari 8',
      'Cuplikan pertemuan 8 dari 8',
    ]);

    expect(week.plans.map((plan) => plan.title)).toEqual([
      'Matematika Kelas 8',
      'Fisika Kelas 8',
      'Kimia Kelas 8',
    ]);
    const [mathPlan, physicsPlan] = week.plans;
    expect(mathPlan!.topics.map((topic) => topic.status)).toEqual([
      'next-week',
      'next-week',
      'done',
      'done',
      'done',
      'done',
      'this-week',
      'this-week',
    ]);
    expect(mathPlan!.topics[0]).toMatchObject({
      topic: 'Pola bilangan',
      statusText: 'Minggu depan, Senin 19.00',
    });
    expect(mathPlan!.topics[6]).toMatchObject({ statusText: 'Minggu ini, Senin 19.00 (selesai)' });
    expect(mathPlan!.topics[7]).toMatchObject({ statusText: 'Minggu ini, Kamis 19.00' });
    expect(mathPlan!.topics[2]).toMatchObject({ topic: 'Relasi dan fungsi', statusText: 'Sudah dibahas' });
    expect(mathPlan).toMatchObject({ summary: 'Pertemuan 7, 8 minggu ini', restarts: true, length: 8 });
    expect(physicsPlan!.length).toBe(4);
    expect(physicsPlan!.topics.filter((topic) => topic.status === 'this-week')).toHaveLength(1);
    expect(physicsPlan!.topics.filter((topic) => topic.status === 'next-week')).toHaveLength(1);
  });

  it('shows one plan per stream of a grade, and only the chosen stream’s', async () => {
    const all = await loadTimetableWeek({ grade: 12, stream: null }, NOW, database().db);
    expect(all.plans.map((plan) => plan.title)).toEqual([
      'Matematika Kelas 12 IPA',
      'Matematika Kelas 12 IPS',
      'Matematika Kelas 12 SMK',
      'Fisika Kelas 12 IPA',
      'Kimia Kelas 12 IPA',
      'UTBK-SNBT Penalaran Matematika',
      'UTBK-SNBT Pengetahuan Kuantitatif',
      'UTBK-SNBT Penalaran Umum',
      'Tryout UTBK-SNBT',
    ]);
    const smk = await loadTimetableWeek({ grade: 12, stream: 'SMK' }, NOW, database().db);
    expect(smk.plans.map((plan) => plan.title)).toEqual([
      'Matematika Kelas 12 SMK',
      'UTBK-SNBT Penalaran Matematika',
      'UTBK-SNBT Pengetahuan Kuantitatif',
      'UTBK-SNBT Penalaran Umum',
      'Tryout UTBK-SNBT',
    ]);
    for (const plan of all.plans) {
      expect(plan.topics).toHaveLength(plan.length);
      expect(new Set(plan.topics.map((topic) => topic.topic)).size).toBe(plan.length);
    }
  });

  it('lists every teacher, verified first, with their next classes in order (ongoing ones included)', async () => {
    const teachers = await loadTeacherProfiles(NOW, database().db);
    expect(teachers).toHaveLength(DEMO_TEACHERS.length);
    const firstUnverified = teachers.findIndex((teacher) => !teacher.verified);
    expect(teachers.slice(firstUnverified).every((teacher) => !teacher.verified)).toBe(true);
    for (const teacher of teachers) {
      expect(teacher.upcoming.length).toBeGreaterThan(0);
      expect(teacher.upcoming.length).toBeLessThanOrEqual(TEACHER_UPCOMING_COUNT);
      const starts = teacher.upcoming.map((liveClass) => liveClass.startsAt);
      expect([...starts].sort()).toEqual(starts);
    }
    const rina = teachers.find((teacher) => teacher.slug === 'rina-kartika');
    expect(rina?.subjectNames).toEqual(['Matematika']);
    expect(rina?.upcoming[0]?.day).toMatch(/^(Rabu|Kamis), \d+ Nov$/);
    // The demo keeps an ongoing class at NOW, so some teacher is teaching now.
    expect(teachers.some((teacher) => teacher.upcoming.some((liveClass) => liveClass.ongoing))).toBe(true);
  });
});
