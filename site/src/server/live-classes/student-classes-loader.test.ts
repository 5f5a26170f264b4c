import { beforeAll, describe, expect, it } from 'vitest';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import type { SubscriptionType } from '../db/schema.ts';
import { createStudent } from '../sessions/subscription-fixtures.ts';
import { loadStudentClasses, parsePastPage } from './student-classes-loader.ts';
import {
  bookSeat,
  insertClass,
  insertTeacher,
  setStudentGrade,
  type ClassOverrides,
} from './testing/class-fixtures.ts';

const WIB = 'Asia/Jakarta';
const WITA = 'Asia/Makassar';
const WIT = 'Asia/Jayapura';
/** Rabu 25 November 2026, 10.00 WIB. */
const WEDNESDAY_10_WIB = atZone('2026-11-25 10:00');
const MINUTE = 60_000;

let phoneCounter = 0;
const nextPhone = () => `+628130000${String(++phoneCounter).padStart(4, '0')}`;

describeEachDatabase('the live classes of /bimbel/user', (database) => {
  const db = () => database().db;

  /** A student of `grade` with a subscription of `type` (none for FREE). */
  async function student(grade: string, type: SubscriptionType | 'none' = 'PAID') {
    const user = await createStudent(
      db(),
      nextPhone(),
      type === 'none' ? undefined : { type, startsAt: new Date('2026-01-01T00:00:00Z') },
    );
    await setStudentGrade(db(), user, grade);
    return user;
  }

  /** A class starting at a WIB wall-clock time, lasting `minutes`. */
  async function classAt(wallClock: string, overrides: ClassOverrides & { minutes?: number } = {}) {
    const { minutes = 90, ...rest } = overrides;
    const startsAt = atZone(wallClock);
    return insertClass(db(), {
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + minutes * MINUTE),
      ...rest,
    });
  }

  describe('a PAID grade 8 student on Wednesday 10.00 WIB', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const teacher = await insertTeacher(db(), { full_name: 'Bu Rina Kusuma' });
      const grade8 = { grades: [8], teacher_id: teacher.id };
      ids.ongoing = (await classAt('2026-11-25 09:30', { ...grade8, title: 'Sedang jalan' })).id;
      ids.tonight = (await classAt('2026-11-25 19:00', { ...grade8, title: 'Nanti malam' })).id;
      ids.freeTomorrow = (
        await classAt('2026-11-26 16:00', { ...grade8, kind: 'free', title: 'Gratis besok' })
      ).id;
      ids.lateThursday = (
        await classAt('2026-11-26 23:30', { ...grade8, minutes: 60, title: 'Kamis larut' })
      ).id;
      ids.lateSunday = (
        await classAt('2026-11-29 23:30', { ...grade8, minutes: 60, title: 'Minggu larut' })
      ).id;
      ids.nextMonday = (await classAt('2026-11-30 19:00', { ...grade8, title: 'Senin depan' })).id;
      ids.mondayPast = (
        await classAt('2026-11-23 19:00', {
          ...grade8,
          title: 'Senin lalu',
          recording_url: '/media/kelas/rekaman.mp4',
        })
      ).id;
      // Not his: another grade, and a cancelled class.
      await classAt('2026-11-25 19:00', { grades: [9], title: 'Kelas 9' });
      await classAt('2026-11-27 19:00', {
        ...grade8,
        title: 'Batal',
        cancelled_at: new Date('2026-11-20T00:00:00Z'),
      });
    });

    it('puts the running class first and groups the rest of the week by Jakarta day', async () => {
      const raka = await student('8__SMP/MTs');
      const data = await loadStudentClasses(db(), raka.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
      if (data.kind !== 'student') throw new Error(`expected a student, got ${data.kind}`);
      expect(data.access).toBe('programme');
      expect(data.studentId).toBe(raka.id);
      expect(data.ongoing.map((c) => c.id)).toEqual([ids.ongoing]);
      expect(data.ongoing[0]?.phase).toBe('ongoing');
      expect(data.upcoming.week).toBe('this');
      expect(data.upcoming.days.map((day) => [day.label, day.classes.map((c) => c.title)])).toEqual([
        ['Hari ini', ['Nanti malam']],
        ['Besok', ['Gratis besok', 'Kamis larut']],
        // Sunday 23.30 WIB is still this week in Jakarta; the cancelled Friday class is gone.
        ['Minggu, 29 November', ['Minggu larut']],
      ]);
      expect(data.upcoming.days[0]?.isToday).toBe(true);
      // The reminder opt-in starts from the student's saved choice.
      expect(data.remindersWhatsapp).toBe(false);
      await db()
        .updateTable('users')
        .set({ class_reminders_whatsapp: true })
        .where('id', '=', raka.id)
        .execute();
      const optedIn = await loadStudentClasses(db(), raka.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
      expect(optedIn.kind === 'student' && optedIn.remindersWhatsapp).toBe(true);
    });

    it("moves a late class to the viewer's own day and week in WITA and WIT", async () => {
      const raka = await student('8__SMP/MTs');
      const wita = await loadStudentClasses(db(), raka.id, { now: WEDNESDAY_10_WIB, timeZone: WITA });
      if (wita.kind !== 'student') throw new Error('expected a student');
      // Thursday 23.30 WIB is Friday 00.30 WITA.
      expect(wita.upcoming.days.map((day) => [day.label, day.classes.map((c) => c.title)])).toEqual([
        ['Hari ini', ['Nanti malam']],
        ['Besok', ['Gratis besok']],
        ['Jumat, 27 November', ['Kamis larut']],
        // Sunday 23.30 WIB is Monday 00.30 WITA: next week there.
      ]);
      const wit = await loadStudentClasses(db(), raka.id, { now: WEDNESDAY_10_WIB, timeZone: WIT });
      if (wit.kind !== 'student') throw new Error('expected a student');
      // Sunday 23.30 WIB is Monday 01.30 WIT: next week there, so not in this week's list.
      expect(wit.upcoming.days.flatMap((day) => day.classes.map((c) => c.title))).not.toContain(
        'Minggu larut',
      );
      expect(wit.timetable.at(-1)?.classes.map((c) => c.title)).toEqual([]);
      expect(wit.timeZone).toBe(WIT);
    });

    it('lays out Senin…Minggu of this week with every class of his, past ones included', async () => {
      const raka = await student('8__SMP/MTs');
      const data = await loadStudentClasses(db(), raka.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
      if (data.kind !== 'student') throw new Error('expected a student');
      expect(data.timetable.map((day) => day.dateKey)).toEqual([
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
        '2026-11-29',
      ]);
      expect(data.timetable.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(data.timetable.map((day) => day.isToday)).toEqual([
        false,
        false,
        true,
        false,
        false,
        false,
        false,
      ]);
      expect(data.timetable.map((day) => day.classes.map((c) => c.title))).toEqual([
        ['Senin lalu'],
        [],
        ['Sedang jalan', 'Nanti malam'],
        ['Gratis besok', 'Kamis larut'],
        [],
        [],
        ['Minggu larut'],
      ]);
      // The timetable names every day, today included (the page marks today with a badge).
      expect(data.timetable.map((day) => day.label)).toEqual([
        'Senin, 23 November',
        'Selasa, 24 November',
        'Rabu, 25 November',
        'Kamis, 26 November',
        'Jumat, 27 November',
        'Sabtu, 28 November',
        'Minggu, 29 November',
      ]);
    });

    it('lists the finished classes with their recordings', async () => {
      const raka = await student('8__SMP/MTs');
      const data = await loadStudentClasses(db(), raka.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
      if (data.kind !== 'student') throw new Error('expected a student');
      expect(data.past.classes.map((c) => [c.title, c.recordingUrl, c.phase])).toEqual([
        ['Senin lalu', '/media/kelas/rekaman.mp4', 'past'],
      ]);
      expect(data.past).toMatchObject({ page: 1, totalPages: 1, total: 1 });
    });

    it('shows FREE, expired and PAUSED students only the free sessions of their grade they booked', async () => {
      for (const type of ['none', 'FREE_AFTER_TRIAL', 'FREE_AFTER_PAID', 'PAUSED'] as const) {
        const nadia = await student('8__SMP/MTs', type);
        const before = await loadStudentClasses(db(), nadia.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
        if (before.kind !== 'student') throw new Error('expected a student');
        // Not booked yet: nothing to join, neither in the list nor in the week (decision 074).
        expect(before.upcoming.days, type).toEqual([]);
        expect(
          before.timetable.flatMap((day) => day.classes),
          type,
        ).toEqual([]);
        await bookSeat(db(), { classId: ids.freeTomorrow!, userId: nadia.id });
        const data = await loadStudentClasses(db(), nadia.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
        if (data.kind !== 'student') throw new Error('expected a student');
        expect(data.access, type).toBe('free-sessions');
        expect(data.subscriptionType, type).toBe(type === 'none' ? 'FREE' : type);
        expect(data.ongoing, type).toEqual([]);
        expect(
          data.upcoming.days.flatMap((day) => day.classes.map((c) => c.id)),
          type,
        ).toEqual([ids.freeTomorrow]);
        expect(
          data.timetable.flatMap((day) => day.classes.map((c) => c.kind)),
          type,
        ).toEqual(['free']);
        expect(data.past.total, type).toBe(0);
      }
    });

    it('gives a TRIAL student the programme classes like a PAID one', async () => {
      const dimas = await student('8__SMP/MTs', 'TRIAL');
      const data = await loadStudentClasses(db(), dimas.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
      if (data.kind !== 'student') throw new Error('expected a student');
      expect(data.access).toBe('programme');
      expect(data.ongoing.map((c) => c.id)).toEqual([ids.ongoing]);
    });
  });

  describe('at the week boundary', () => {
    it("shows next week's classes on a Sunday evening, when this week has nothing left", async () => {
      const dimas = await student('11_IPA_SMA/MA', 'TRIAL');
      const teacher = await insertTeacher(db());
      const ipa = { grades: [11], stream: 'IPA' as const, teacher_id: teacher.id };
      await classAt('2026-11-29 10:00', { ...ipa, title: 'Minggu pagi' });
      await classAt('2026-11-30 00:00', { ...ipa, title: 'Tengah malam Senin' });
      await classAt('2026-12-01 19:00', { ...ipa, title: 'Selasa depan' });
      await classAt('2026-12-07 19:00', { ...ipa, title: 'Dua minggu lagi' });
      // An IPS class of grade 11 is not for an IPA student.
      await classAt('2026-11-30 19:00', { grades: [11], stream: 'IPS', title: 'IPS' });

      const sundayNight = atZone('2026-11-29 23:59');
      const data = await loadStudentClasses(db(), dimas.id, { now: sundayNight, timeZone: WIB });
      if (data.kind !== 'student') throw new Error('expected a student');
      expect(data.upcoming.week).toBe('next');
      expect(data.upcoming.days.map((day) => [day.label, day.classes.map((c) => c.title)])).toEqual([
        ['Besok', ['Tengah malam Senin']],
        ['Selasa, 1 Desember', ['Selasa depan']],
      ]);
      // The timetable is still this week's, Sunday being today.
      expect(data.timetable.at(-1)).toMatchObject({ dateKey: '2026-11-29', isToday: true });
      expect(data.timetable.at(-1)?.classes.map((c) => c.title)).toEqual(['Minggu pagi']);

      // One minute later it is Monday 00.00 WIB: a new week; the midnight class has just begun.
      const mondayMidnight = new Date(sundayNight.getTime() + MINUTE);
      const monday = await loadStudentClasses(db(), dimas.id, { now: mondayMidnight, timeZone: WIB });
      if (monday.kind !== 'student') throw new Error('expected a student');
      expect(monday.ongoing.map((c) => c.title)).toEqual(['Tengah malam Senin']);
      expect(monday.upcoming.week).toBe('this');
      expect(monday.upcoming.days.map((day) => [day.label, day.classes.map((c) => c.title)])).toEqual([
        ['Besok', ['Selasa depan']],
      ]);
      expect(monday.timetable[0]).toMatchObject({ dateKey: '2026-11-30', isToday: true });
    });

    it('says "this week" with no days when nothing is left this week or next', async () => {
      const ayu = await student('4_SD_SD', 'PAID');
      const data = await loadStudentClasses(db(), ayu.id, { now: WEDNESDAY_10_WIB, timeZone: WIB });
      if (data.kind !== 'student') throw new Error('expected a student');
      expect(data.upcoming).toEqual({ week: 'this', days: [] });
      expect(data.ongoing).toEqual([]);
      expect(data.timetable.every((day) => day.classes.length === 0)).toBe(true);
    });
  });

  describe('finished classes, five a page', () => {
    it('pages newest first without repeating or skipping, and clamps a page past the end', async () => {
      const bagus = await student('6_SD_SD');
      const teacher = await insertTeacher(db());
      const titles: string[] = [];
      for (let day = 1; day <= 7; day++) {
        const title = `Kelas ${day}`;
        titles.push(title);
        await classAt(`2026-11-${String(10 + day).padStart(2, '0')} 19:00`, {
          grades: [6],
          teacher_id: teacher.id,
          title,
        });
      }
      // Two at the same minute (another teacher's: one teacher is never in two classes at once,
      // decision 093): the id breaks the tie, so the order is still total.
      await classAt('2026-11-17 19:00', { grades: [6], title: 'Kelas 7b' });
      const load = (pastPage: number) =>
        loadStudentClasses(db(), bagus.id, { now: WEDNESDAY_10_WIB, timeZone: WIB, pastPage });
      const first = await load(1);
      const second = await load(2);
      if (first.kind !== 'student' || second.kind !== 'student') throw new Error('expected a student');
      expect(first.past).toMatchObject({ page: 1, totalPages: 2, total: 8 });
      expect(first.past.classes).toHaveLength(5);
      expect(second.past.classes).toHaveLength(3);
      const seen = [...first.past.classes, ...second.past.classes].map((c) => c.title);
      expect(new Set(seen).size).toBe(8);
      expect(seen.slice(2)).toEqual(['Kelas 6', 'Kelas 5', 'Kelas 4', 'Kelas 3', 'Kelas 2', 'Kelas 1']);
      expect(seen.slice(0, 2).sort()).toEqual(['Kelas 7', 'Kelas 7b']);

      const beyond = await load(9);
      if (beyond.kind !== 'student') throw new Error('expected a student');
      expect(beyond.past.page).toBe(2);
      expect(beyond.past.classes.map((c) => c.id)).toEqual(second.past.classes.map((c) => c.id));
    });

    it('reads ?kelas-selesai= as a page number, anything odd as page 1', () => {
      expect(parsePastPage('3')).toBe(3);
      for (const value of [undefined, null, '', '0', '-1', '2.5', 'abc', '99999']) {
        expect(parsePastPage(value), String(value)).toBe(1);
      }
    });
  });

  describe('profiles without classes of their own', () => {
    it("answers 'parent' for a parent's own profile and 'no-grade' for a student without a grade", async () => {
      const account = await db()
        .insertInto('accounts')
        .values({ phone_e164: nextPhone() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const parent = await db()
        .insertInto('users')
        .values({ account_id: account.id, role: 'parent', full_name: 'Ibu Contoh' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await loadStudentClasses(db(), parent.id, { now: WEDNESDAY_10_WIB, timeZone: WIB })).toEqual({
        kind: 'parent',
      });

      const noGrade = await createStudent(db(), nextPhone());
      await db().updateTable('users').set({ grade: null }).where('id', '=', noGrade.id).execute();
      expect(await loadStudentClasses(db(), noGrade.id, { now: WEDNESDAY_10_WIB, timeZone: WIB })).toEqual({
        kind: 'no-grade',
      });
    });
  });
});
