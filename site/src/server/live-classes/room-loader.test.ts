import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import type { SubscriptionType, User } from '../db/schema.ts';
import { createStudent } from '../sessions/subscription-fixtures.ts';
import { loadClassRoom } from './room-loader.ts';
import { bookSeat, insertClass, insertTeacher, setStudentGrade } from './testing/class-fixtures.ts';

const NOW = new Date('2026-11-26T12:30:00Z'); // during the fixtures' default class (12.00–13.30 UTC)

let phoneCounter = 0;
const nextPhone = () => `+628140000${String(++phoneCounter).padStart(4, '0')}`;
const authOf = (user: Pick<User, 'id' | 'account_id'>) => ({ userId: user.id, accountId: user.account_id });

describeEachDatabase('the demo room of a class', (database) => {
  const db = () => database().db;
  let regular8: string;
  let free8: string;
  let ipa11: string;
  let cancelled8: string;

  const student = async (grade: string, type?: SubscriptionType) => {
    const user = await createStudent(
      db(),
      nextPhone(),
      type && { type, startsAt: new Date('2026-01-01T00:00:00Z') },
    );
    await setStudentGrade(db(), user, grade);
    return user;
  };

  beforeAll(async () => {
    const teacher = await insertTeacher(db(), {
      full_name: 'Pak Budi Santoso',
      bio: 'Mengajar fisika 10 tahun.',
    });
    regular8 = (
      await insertClass(db(), {
        teacher_id: teacher.id,
        title: 'Gerak Lurus',
        topic: 'Kecepatan dan percepatan',
        materials: [{ kind: 'pdf', title: 'Ringkasan', url: '/media/kelas/ringkasan.pdf' }],
      })
    ).id;
    // After the regular class: a teacher is never in two classes at once (decision 093).
    free8 = (
      await insertClass(db(), {
        teacher_id: teacher.id,
        kind: 'free',
        title: 'Kelas Gratis',
        starts_at: new Date('2026-11-26T14:00:00Z'),
      })
    ).id;
    ipa11 = (await insertClass(db(), { grades: [11], stream: 'IPA', title: 'Kelas IPA' })).id;
    cancelled8 = (
      await insertClass(db(), { title: 'Dibatalkan', cancelled_at: new Date('2026-11-20T00:00:00Z') })
    ).id;
  });

  it('opens the room of an ongoing class for a PAID or TRIAL student of the grade, with teacher and materials', async () => {
    for (const type of ['PAID', 'TRIAL'] as const) {
      const room = await loadClassRoom(db(), authOf(await student('8__SMP/MTs', type)), regular8, NOW);
      if (room.kind !== 'room') throw new Error(`${type}: expected the room, got ${room.kind}`);
      expect(room.liveClass).toMatchObject({
        id: regular8,
        title: 'Gerak Lurus',
        topic: 'Kecepatan dan percepatan',
        phase: 'ongoing',
        teacher: { name: 'Pak Budi Santoso' },
        teacherBio: 'Mengajar fisika 10 tahun.',
        materials: [{ kind: 'pdf', title: 'Ringkasan', url: '/media/kelas/ringkasan.pdf' }],
      });
    }
  });

  it('keeps FREE and PAUSED students out of a regular class and lets them into a free session they booked', async () => {
    for (const type of [undefined, 'PAUSED', 'FREE_AFTER_TRIAL'] as const) {
      const user = await student('8__SMP/MTs', type);
      const auth = authOf(user);
      expect(await loadClassRoom(db(), auth, regular8, NOW), String(type)).toEqual({
        kind: 'not-entitled',
        title: 'Gerak Lurus',
      });
      // Not booked: the way to book this very slot (decision 074).
      expect(await loadClassRoom(db(), auth, free8, NOW), String(type)).toEqual({
        kind: 'not-booked',
        title: 'Kelas Gratis',
        bookingPath: `/slot-selection?sesi=matematika-8-semua-merdeka&slot=${free8}`,
      });
      await bookSeat(db(), { classId: free8, userId: user.id });
      expect((await loadClassRoom(db(), auth, free8, NOW)).kind, String(type)).toBe('room');
    }
    // PAID and TRIAL students need no seat.
    expect((await loadClassRoom(db(), authOf(await student('8__SMP/MTs', 'PAID')), free8, NOW)).kind).toBe(
      'room',
    );
  });

  it("keeps a student out of another grade's or another stream's class", async () => {
    expect((await loadClassRoom(db(), authOf(await student('9__SMP/MTs', 'PAID')), regular8, NOW)).kind).toBe(
      'not-entitled',
    );
    expect((await loadClassRoom(db(), authOf(await student('11_IPS_SMA/MA', 'PAID')), ipa11, NOW)).kind).toBe(
      'not-entitled',
    );
    expect((await loadClassRoom(db(), authOf(await student('11_IPA_SMA/MA', 'PAID')), ipa11, NOW)).kind).toBe(
      'room',
    );
  });

  it('lets a parent in when a student of the family may attend, and not otherwise', async () => {
    const raka = await student('8__SMP/MTs', 'PAID');
    const parent = await db()
      .insertInto('users')
      .values({ account_id: raka.account_id, role: 'parent', full_name: 'Ibu Sari' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect((await loadClassRoom(db(), authOf(parent), regular8, NOW)).kind).toBe('room');
    expect((await loadClassRoom(db(), authOf(parent), ipa11, NOW)).kind).toBe('not-entitled');
  });

  it('answers not-found for an unknown or malformed id, and cancelled for a called-off class', async () => {
    const auth = authOf(await student('8__SMP/MTs', 'PAID'));
    expect(await loadClassRoom(db(), auth, '00000000-0000-4000-8000-000000000000', NOW)).toEqual({
      kind: 'not-found',
    });
    for (const bad of ['abc', '', "1' or '1'='1", `${regular8}x`]) {
      expect(await loadClassRoom(db(), auth, bad, NOW), bad).toEqual({ kind: 'not-found' });
    }
    expect(await loadClassRoom(db(), auth, cancelled8, NOW)).toEqual({
      kind: 'cancelled',
      title: 'Dibatalkan',
    });
  });
});
