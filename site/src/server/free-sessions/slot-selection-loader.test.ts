import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import type { LiveClass } from '../db/schema.ts';
import {
  bookSeat,
  insertClass,
  insertParent,
  insertStudent,
  insertTeacher,
} from '../live-classes/testing/class-fixtures.ts';
import { loadSlotSelection, readSlotSelectionQuery } from './slot-selection-loader.ts';

/** Wednesday 25 November 2026, 18.00 WIB. */
const NOW = new Date('2026-11-25T11:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WIB = 'Asia/Jakarta';
const WIT = 'Asia/Jayapura';

describe('readSlotSelectionQuery', () => {
  it('reads sesi, slot and kelas, and drops a grade outside 4–12', () => {
    expect(readSlotSelectionQuery('sesi=matematika-5-semua-merdeka&slot=abc&kelas=5&x=1')).toEqual({
      session: 'matematika-5-semua-merdeka',
      slot: 'abc',
      grade: 5,
    });
    expect(readSlotSelectionQuery('kelas=13')).toEqual({ session: null, slot: null, grade: null });
    expect(readSlotSelectionQuery('kelas=lima&sesi=')).toEqual({ session: null, slot: null, grade: null });
  });
});

describeEachDatabase('the slot selection page’s data', (database) => {
  const db = () => database().db;
  let thursday: LiveClass;
  let sunday: LiveClass;

  beforeAll(async () => {
    const teacher = await insertTeacher(db(), { full_name: 'Bu Rina Kartika' });
    const slot = (startsAt: Date, overrides: Partial<LiveClass> = {}) =>
      insertClass(db(), {
        kind: 'free',
        grades: [5],
        capacity: 12,
        teacher_id: teacher.id,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + HOUR),
        ...overrides,
      });
    // Thursday 17.00 WIB (19.00 WIT), Sunday 08.00 WIB; a grade 8 session too.
    thursday = await slot(new Date('2026-11-26T10:00:00Z'));
    sunday = await slot(new Date('2026-11-29T01:00:00Z'));
    await slot(new Date(NOW.getTime() + 2 * DAY), { grades: [8] });
  });

  const load = (userId: string | null, search: string, timeZone = WIB) =>
    loadSlotSelection(db(), { userId, query: readSlotSelectionQuery(search), now: NOW, timeZone });

  it('lists every free session to a visitor, and one grade’s with ?kelas=', async () => {
    const all = await load(null, '');
    if (all.kind !== 'sessions') throw new Error('expected the list');
    expect(all.sessions.map((session) => session.id)).toEqual([
      'matematika-5-semua-merdeka',
      'matematika-8-semua-merdeka',
    ]);
    expect(all.viewer).toEqual({ kind: 'anonymous' });
    const grade8 = await load(null, 'kelas=8');
    if (grade8.kind !== 'sessions') throw new Error('expected the list');
    expect(grade8.grade).toBe(8);
    expect(grade8.sessions.map((session) => session.id)).toEqual(['matematika-8-semua-merdeka']);
  });

  it('takes a student of a grade with one free session straight to its slots, by day in their zone', async () => {
    const nadia = await insertStudent(db(), { grade: '5_SD_SD', name: 'Nadia Putri', now: NOW });
    const data = await load(nadia.id, '', WIT);
    if (data.kind !== 'session') throw new Error('expected the session');
    expect(data.session.title).toBe('Kelas Gratis Matematika Kelas 5');
    expect(data.viewer).toEqual({ kind: 'student', firstName: 'Nadia', grade: 5, subscriptionType: 'FREE' });
    expect(data.days.map((day) => [day.label, day.slots.map((slot) => slot.id)])).toEqual([
      ['Besok', [thursday.id]],
      ['Minggu, 29 November', [sunday.id]],
    ]);
    expect(data.selectedSlotId).toBeNull();
    expect(data.booking).toBeNull();
    expect(data.remindersWhatsapp).toBe(false);
  });

  it('preselects the slot asked for, or the student’s own seat, and shows that seat', async () => {
    const ayu = await insertStudent(db(), { grade: '5_SD_SD', now: NOW });
    const asked = await load(ayu.id, `sesi=matematika-5-semua-merdeka&slot=${sunday.id}`);
    if (asked.kind !== 'session') throw new Error('expected the session');
    expect(asked.selectedSlotId).toBe(sunday.id);
    await bookSeat(db(), { classId: thursday.id, userId: ayu.id });
    const booked = await load(ayu.id, 'sesi=matematika-5-semua-merdeka');
    if (booked.kind !== 'session') throw new Error('expected the session');
    expect(booked.booking?.id).toBe(thursday.id);
    expect(booked.booking?.state).toBe('booked');
    expect(booked.selectedSlotId).toBe(thursday.id);
    // A slot id that is not one of this session's is not preselected.
    const stranger = await load(ayu.id, 'sesi=matematika-5-semua-merdeka&slot=bukan-slot');
    expect(stranger.kind === 'session' && stranger.selectedSlotId).toBe(thursday.id);
  });

  it('answers an unknown session with the list (and says so), and a parent as a parent', async () => {
    const unknown = await load(null, 'sesi=fisika-5-semua-merdeka');
    expect(unknown).toMatchObject({ kind: 'sessions', unknownSession: true });
    const student = await insertStudent(db(), { grade: '5_SD_SD', now: NOW });
    const parent = await insertParent(db(), student.account_id);
    const asParent = await load(parent.id, 'sesi=matematika-5-semua-merdeka');
    expect(asParent).toMatchObject({
      kind: 'session',
      viewer: { kind: 'parent', studentCount: 1 },
      remindersWhatsapp: null,
    });
  });
});
