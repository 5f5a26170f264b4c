import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { canAttendClass } from '@bimbel/domain/live-classes/class-entitlement';
import { TEACHER_RATING_MIN_COUNT } from '@bimbel/domain/live-classes/class-rating';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase, resetTables } from '../db/testing/test-database.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { seedWeeklyReportDemo } from '../weekly-report/seed-weekly-report-demo.ts';
import { DEMO_TEACHERS } from '../live-classes/demo-teachers.ts';
import { seedLiveClassesDemo } from '../live-classes/seed-live-classes-demo.ts';
import { loadStudentClasses } from '../live-classes/student-classes-loader.ts';
import { loadTeacherProfiles } from '../live-classes/teachers-loader.ts';
import { findUserByName } from '../sessions/subscription-fixtures.ts';
import { DEMO_CLASSMATES_PER_GRADE, demoClassmates } from './demo-ratings.ts';

/** Wednesday 25 November 2026, 13.00 WIB. */
const NOW = atZone('2026-11-25 13:00');
const DAY = 86_400_000;

describeEachDatabase('demo ratings', (database) => {
  beforeEach(async () => {
    await resetTables(database());
    await seedDemo(database().db);
  });

  const counts = async () => {
    const { db } = database();
    const [ratings, attendance, users] = await Promise.all(
      (['class_ratings', 'class_attendance', 'users'] as const).map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return {
      ratings: Number(ratings!.count),
      attendance: Number(attendance!.count),
      users: Number(users!.count),
    };
  };

  it('gives every Guru Juara enough ratings for an average on a fresh demo', async () => {
    await seedLiveClassesDemo(database().db, NOW);
    const teachers = await loadTeacherProfiles(NOW, database().db);
    expect(teachers).toHaveLength(DEMO_TEACHERS.length);
    for (const teacher of teachers) {
      expect(teacher.ratings.count, teacher.slug).toBeGreaterThanOrEqual(TEACHER_RATING_MIN_COUNT);
      expect(teacher.ratings.average, teacher.slug).toBeGreaterThanOrEqual(3.5);
      expect(teacher.ratings.average, teacher.slug).toBeLessThanOrEqual(5);
    }
  });

  it('rates only ended demo classes, by students who joined them and may attend them', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, NOW);
    const rows = await db
      .selectFrom('class_ratings')
      .innerJoin('live_classes', 'live_classes.id', 'class_ratings.class_id')
      .innerJoin('users', 'users.id', 'class_ratings.user_id')
      .leftJoin('class_attendance', (join) =>
        join
          .onRef('class_attendance.class_id', '=', 'class_ratings.class_id')
          .onRef('class_attendance.user_id', '=', 'class_ratings.user_id'),
      )
      .select([
        'live_classes.kind',
        'live_classes.grades',
        'live_classes.stream',
        'live_classes.ends_at',
        'live_classes.demo',
        'users.grade',
        'class_ratings.stars',
        'class_ratings.created_at',
        'class_attendance.first_joined_at',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.demo).toBe(true);
      expect(row.first_joined_at).not.toBeNull();
      expect(row.ends_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.ends_at.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 30 * DAY);
      expect(row.created_at.getTime()).toBeGreaterThanOrEqual(row.ends_at.getTime());
      expect(row.created_at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      const grade = parseGradeValue(row.grade ?? '')!;
      expect(
        canAttendClass(row, { grade: grade.grade, stream: grade.stream, subscriptionType: 'PAID' }),
      ).toBe(true);
      expect([1, 2, 3, 4, 5]).toContain(row.stars);
    }
    // Some classes have several ratings: the card's average is an average.
    const perClass = await db
      .selectFrom('class_ratings')
      .select((eb) => ['class_id', eb.fn.countAll<string>().as('count')])
      .groupBy('class_id')
      .execute();
    expect(Math.max(...perClass.map((row) => Number(row.count)))).toBeGreaterThanOrEqual(4);
  });

  it('leaves Raka’s recent classes to rate (joined, not rated) and gives Dimas some ratings of his own', async () => {
    const { db } = database();
    // As the demo server seeds: the timetable (with this seed), then Raka's and Nadia's weeks.
    await seedLiveClassesDemo(db, NOW);
    await seedWeeklyReportDemo(db, NOW);
    const raka = await findUserByName(db, 'Raka Pratama');
    const home = await loadStudentClasses(db, raka.id, { now: NOW, timeZone: 'Asia/Jakarta' });
    if (home.kind !== 'student') throw new Error('Raka is a student');
    expect(home.past.classes.length).toBe(5);
    expect(
      home.past.classes.filter((liveClass) => liveClass.ratingOpen && liveClass.myRating === null).length,
    ).toBeGreaterThanOrEqual(2);
    expect(home.past.classes.some((liveClass) => liveClass.ratingSummary !== null)).toBe(true);
    const dimas = await findUserByName(db, 'Dimas Ardiansyah');
    const dimasRatings = await db
      .selectFrom('class_ratings')
      .select('stars')
      .where('user_id', '=', dimas.id)
      .execute();
    expect(dimasRatings.length).toBeGreaterThan(0);
  });

  it('adds nothing when run again, rates newly ended classes a day later, and never overwrites a real rating', async () => {
    const { db } = database();
    await seedLiveClassesDemo(db, NOW);
    await seedWeeklyReportDemo(db, NOW);
    const first = await counts();
    expect(first.users).toBeGreaterThanOrEqual(15 * DEMO_CLASSMATES_PER_GRADE);
    expect(new Set(demoClassmates().map((classmate) => classmate.phone)).size).toBe(
      15 * DEMO_CLASSMATES_PER_GRADE,
    );
    await seedLiveClassesDemo(db, NOW);
    expect(await counts()).toEqual(first);

    // Raka rates one of his classes on the site; the next roll-forward leaves it.
    const raka = await findUserByName(db, 'Raka Pratama');
    const joined = await db
      .selectFrom('class_attendance')
      .leftJoin('class_ratings', (join) =>
        join
          .onRef('class_ratings.class_id', '=', 'class_attendance.class_id')
          .onRef('class_ratings.user_id', '=', 'class_attendance.user_id'),
      )
      .select('class_attendance.class_id')
      .where('class_attendance.user_id', '=', raka.id)
      .where('class_ratings.stars', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('class_ratings')
      .values({ class_id: joined.class_id, user_id: raka.id, stars: 1, comment: 'Punyaku' })
      .execute();

    const tomorrow = new Date(NOW.getTime() + DAY);
    await seedLiveClassesDemo(db, tomorrow);
    const later = await counts();
    expect(later.ratings).toBeGreaterThan(first.ratings + 1);
    expect(later.users).toBe(first.users);
    const kept = await db
      .selectFrom('class_ratings')
      .select(['stars', 'comment'])
      .where('class_id', '=', joined.class_id)
      .where('user_id', '=', raka.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ stars: 1, comment: 'Punyaku' });
  });
});
