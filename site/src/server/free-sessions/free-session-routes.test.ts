import type { BookingBody, FreeSession, FreeSlot } from '@bimbel/domain/contracts/free-session-contracts';
import { BOOKING_CHANGES_PER_HOUR } from '@bimbel/domain/live-classes/class-booking';
import { beforeEach, expect, it } from 'vitest';
import type { LiveClass, SubscriptionType, User } from '../db/schema.ts';
import { resetTables } from '../db/testing/test-database.ts';
import {
  insertClass,
  insertParent,
  insertStudent,
  insertTeacher,
  type ClassOverrides,
} from '../live-classes/testing/class-fixtures.ts';
import { mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { BOOKING_MESSAGES } from './free-session-routes.ts';
import { seedSubscription } from '../billing/subscriptions/subscription-writer.ts';

const FREE_LIST = '/sessions/v1/sessions/free';
const slotsPath = (sessionId: string, query = '') =>
  `/sessions/v1/students/sessions/slots/${sessionId}${query}`;
const bookingPath = (slotId: string) => `/sessions/v1/students/sessions/slots/${slotId}/booking`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Wednesday 25 November 2026, 18.00 WIB. */
const NOW = new Date('2026-11-25T11:00:00Z');
/** Thursday 26 November 2026, 17.00 WIB. */
const THURSDAY_17 = new Date('2026-11-26T10:00:00Z');
const MERDEKA = 'Kurikulum Merdeka';
const GRADE5_SESSION = 'matematika-5-semua-merdeka';

type Data<T> = { data: T };
type ErrorBody = { error: { code: string; message: string; field?: string } };

function setup(h: () => Harness) {
  beforeEach(async () => {
    await resetTables(h().database);
    h().clock.now = NOW;
  });
  const db = () => h().database.db;
  const tokenFor = (user: Pick<User, 'id' | 'account_id' | 'role'>) =>
    mintAccessToken(db(), user, { config: h().config, now: h().clock.now });
  const student = (subscription?: SubscriptionType, grade = '5_SD_SD') =>
    insertStudent(db(), { subscription, grade, now: NOW });
  /** A free slot of grade 5 (Kurikulum Merdeka), Thursday 17.00 WIB for an hour, 10 seats, unless told. */
  const slot = (overrides: ClassOverrides = {}) => {
    const startsAt = new Date(overrides.starts_at ?? THURSDAY_17);
    return insertClass(db(), {
      kind: 'free',
      grades: [5],
      curriculum: MERDEKA,
      title: 'Kelas Gratis: Pecahan',
      topic: 'Pecahan senilai',
      capacity: 10,
      ...overrides,
      starts_at: startsAt,
      ends_at: overrides.ends_at ?? new Date(startsAt.getTime() + HOUR),
    });
  };
  const call = async <T>(method: string, path: string, user?: Pick<User, 'id' | 'account_id' | 'role'>) => {
    const response = await h().request(method, path, user ? { token: await tokenFor(user) } : {});
    return { response, status: response.status, body: (await response.json()) as T };
  };
  const book = (slotId: string, user: Pick<User, 'id' | 'account_id' | 'role'>) =>
    call<Data<BookingBody> & ErrorBody>('POST', bookingPath(slotId), user);
  const cancel = (slotId: string, user: Pick<User, 'id' | 'account_id' | 'role'>) =>
    call<
      Data<{ cancelled: { id: string; slotId: string; cancelledAt: string }; slot: FreeSlot }> & ErrorBody
    >('DELETE', bookingPath(slotId), user);
  const activeBookings = (slotId: string) =>
    db()
      .selectFrom('class_bookings')
      .selectAll()
      .where('class_id', '=', slotId)
      .where('cancelled_at', 'is', null)
      .execute();
  return { db, student, slot, call, book, cancel, activeBookings, tokenFor };
}

describeBackend('free sessions: GET /sessions/v1/sessions/free', (h) => {
  const { db, student, slot, call } = setup(h);

  async function timetable() {
    const teacher = await insertTeacher(db(), { full_name: 'Bu Rina Kartika' });
    const make = (overrides: ClassOverrides) => slot({ teacher_id: teacher.id, ...overrides });
    return {
      grade5: await make({}),
      grade5Sunday: await make({
        starts_at: new Date('2026-11-29T01:00:00Z'),
        ends_at: new Date('2026-11-29T02:00:00Z'),
      }),
      // At the same hour as Bu Rina's grade 5 slot: other teachers (one teacher is never in two
      // classes at once, decision 093).
      grade8: await slot({ grades: [8] }),
      grade10Ipa: await slot({ grades: [10], stream: 'IPA', subject: 'fisika' }),
      grade10: await slot({ grades: [10] }),
      k13: await slot({ grades: [7], curriculum: '2013 Indonesian Curriculum (Revised Version)' }),
      // Not listed: a programme class, a cancelled or started free class, one beyond three weeks.
      others: [
        await insertClass(db(), { grades: [5], starts_at: THURSDAY_17 }),
        await make({ cancelled_at: NOW }),
        await make({
          starts_at: new Date(NOW.getTime() - 10 * MINUTE),
          ends_at: new Date(NOW.getTime() + 50 * MINUTE),
        }),
        await make({
          starts_at: new Date(NOW.getTime() + 22 * DAY),
          ends_at: new Date(NOW.getTime() + 22 * DAY + HOUR),
        }),
      ],
    };
  }

  const idsOf = async (query: string, user?: User) =>
    (
      await call<Data<{ sessions: FreeSession[] }>>('GET', `${FREE_LIST}${query}`, user)
    ).body.data.sessions.map((session) => session.id);

  it('lists every free session with slots in the next three weeks to a visitor, by grade', async () => {
    const { grade5, grade5Sunday } = await timetable();
    const { status, response, body } = await call<Data<{ sessions: FreeSession[]; until: string }>>(
      'GET',
      FREE_LIST,
    );
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body.data.until).toBe(new Date(NOW.getTime() + 21 * DAY).toISOString());
    expect(body.data.sessions.map((session) => session.id)).toEqual([
      GRADE5_SESSION,
      'matematika-7-semua-k13',
      'matematika-8-semua-merdeka',
      'matematika-10-semua-merdeka',
      'fisika-10-ipa-merdeka',
    ]);
    expect(body.data.sessions[0]).toEqual({
      id: GRADE5_SESSION,
      title: 'Kelas Gratis Matematika Kelas 5',
      subject: 'matematika',
      subjectName: 'Matematika',
      grades: [5],
      stream: null,
      curriculum: MERDEKA,
      teachers: [{ slug: expect.any(String), name: 'Bu Rina Kartika' }],
      slotCount: 2,
      openSlotCount: 2,
      nextSlot: {
        id: grade5.id,
        freeSessionId: GRADE5_SESSION,
        title: 'Kelas Gratis: Pecahan',
        topic: 'Pecahan senilai',
        teacher: { slug: expect.any(String), name: 'Bu Rina Kartika' },
        startsAt: THURSDAY_17.toISOString(),
        endsAt: new Date(THURSDAY_17.getTime() + HOUR).toISOString(),
        capacity: 10,
        seatsLeft: 10,
        state: 'open',
        calendarUrl: `/api/v1/live_classes/${grade5.id}/calendar.ics`,
      },
    });
    expect(grade5Sunday.id).toBeTruthy();
  });

  it('filters by grade (a number or a catalogue value), class type, stream and curriculum', async () => {
    await timetable();
    expect(await idsOf('?grade=5')).toEqual([GRADE5_SESSION]);
    expect(await idsOf('?grade=5_SD_SD')).toEqual([GRADE5_SESSION]);
    // A grade value brings its stream: an IPS student does not get the IPA session.
    expect(await idsOf('?grade=10_IPS_SMA/MA')).toEqual(['matematika-10-semua-merdeka']);
    expect(await idsOf('?grade=10_IPA_SMA%2FMA')).toEqual([
      'matematika-10-semua-merdeka',
      'fisika-10-ipa-merdeka',
    ]);
    expect(await idsOf('?class=SMP/MTs')).toEqual(['matematika-7-semua-k13', 'matematika-8-semua-merdeka']);
    expect(await idsOf('?class=SMK')).toEqual(['matematika-10-semua-merdeka']);
    expect(await idsOf('?stream=IPS')).toEqual([
      GRADE5_SESSION,
      'matematika-7-semua-k13',
      'matematika-8-semua-merdeka',
      'matematika-10-semua-merdeka',
    ]);
    expect(await idsOf('?curriculum=2013 Indonesian Curriculum (Revised Version)')).toEqual([
      'matematika-7-semua-k13',
    ]);
    expect(await idsOf('?curriculum=merdeka&class=SMA/MA&stream=IPA')).toEqual([
      'matematika-10-semua-merdeka',
      'fisika-10-ipa-merdeka',
    ]);
    // Two class types that contradict each other match nothing.
    expect(await idsOf('?grade=8__SMP/MTs&class=SD')).toEqual([]);
  });

  it('gives a student their own grade’s sessions when no grade, class or stream is asked for', async () => {
    await timetable();
    expect(await idsOf('', await student(undefined, '10_IPS_SMA/MA'))).toEqual([
      'matematika-10-semua-merdeka',
    ]);
    expect(await idsOf('?grade=8', await student(undefined, '10_IPS_SMA/MA'))).toEqual([
      'matematika-8-semua-merdeka',
    ]);
  });

  it('refuses unknown filter values in Indonesian, naming the field', async () => {
    for (const [query, field] of [
      ['?grade=13', 'grade'],
      ['?grade=kelas-8', 'grade'],
      ['?class=SMU', 'class'],
      ['?stream=ipa', 'stream'],
      ['?curriculum=Kurikulum 2006', 'curriculum'],
    ] as const) {
      const { status, body } = await call<ErrorBody>('GET', `${FREE_LIST}${query}`);
      expect(status, query).toBe(422);
      expect(body.error, query).toMatchObject({ code: 'validation_failed', field });
      expect(body.error.message, query).toMatch(/tidak dikenal/);
    }
  });
});

describeBackend('free session slots: GET /sessions/v1/students/sessions/slots/{id}', (h) => {
  const { student, slot, call, book } = setup(h);
  const slotsOf = async (query = '', user?: User) =>
    call<Data<{ session: FreeSession; startDate: string; endDate: string; slots: FreeSlot[] }> & ErrorBody>(
      'GET',
      slotsPath(GRADE5_SESSION, query),
      user,
    );

  it('lists the slots still to start, three weeks from today (WIB) unless told, dates in Jakarta, both included', async () => {
    const thursday = await slot();
    // Sunday 6 December 23.30 WIB: the last minutes of the range's last day…
    const lastDay = await slot({
      starts_at: new Date('2026-12-06T16:30:00Z'),
      ends_at: new Date('2026-12-06T17:00:00Z'),
    });
    // …and Monday 7 December 00.30 WIB, still Sunday in UTC: the next day.
    const nextDay = await slot({
      starts_at: new Date('2026-12-06T17:30:00Z'),
      ends_at: new Date('2026-12-06T18:30:00Z'),
    });
    await slot({
      starts_at: new Date(NOW.getTime() - 30 * MINUTE),
      ends_at: new Date(NOW.getTime() + 30 * MINUTE),
    });

    const all = await slotsOf();
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ startDate: '2026-11-25', endDate: '2026-12-15' });
    expect(all.body.data.slots.map((row) => row.id)).toEqual([thursday.id, lastDay.id, nextDay.id]);
    expect(all.body.data.session).toMatchObject({ id: GRADE5_SESSION, slotCount: 3, openSlotCount: 3 });

    const range = await slotsOf('?startDate=2026-11-27&endDate=2026-12-06');
    expect(range.body.data.slots.map((row) => row.id)).toEqual([lastDay.id]);
    const oneDay = await slotsOf('?startDate=2026-11-26&endDate=2026-11-26');
    expect(oneDay.body.data.slots.map((row) => row.id)).toEqual([thursday.id]);
  });

  it('says what each slot is to the caller: open, full, booked, included or not for their grade', async () => {
    const open = await slot();
    const full = await slot({ capacity: 1, starts_at: new Date(THURSDAY_17.getTime() + DAY) });
    const someone = await student();
    expect((await book(full.id, someone)).status).toBe(201);
    const stateOf = async (user?: User) =>
      Object.fromEntries((await slotsOf('', user)).body.data.slots.map((row) => [row.id, row.state]));

    expect(await stateOf()).toEqual({ [open.id]: 'open', [full.id]: 'full' });
    expect(await stateOf(someone)).toEqual({ [open.id]: 'open', [full.id]: 'booked' });
    expect(await stateOf(await student('PAID'))).toEqual({ [open.id]: 'included', [full.id]: 'included' });
    expect(await stateOf(await student(undefined, '8__SMP/MTs'))).toEqual({
      [open.id]: 'other-grade',
      [full.id]: 'other-grade',
    });
    const seats = (await slotsOf()).body.data.slots.map((row) => [row.capacity, row.seatsLeft]);
    expect(seats).toEqual([
      [10, 10],
      [1, 0],
    ]);
  });

  it('answers 404 for a session nobody offers and 422 for an id or dates it cannot read', async () => {
    await slot();
    const unknown = await call<ErrorBody>('GET', slotsPath('fisika-5-semua-merdeka'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.sessionNotFound });
    for (const id of ['matematika-9.8-semua-k13', 'bukan-sesi', 'a'.repeat(200)]) {
      expect((await call<ErrorBody>('GET', slotsPath(id))).status, id).toBe(422);
    }
    for (const [query, message] of [
      ['?startDate=2026-11-31', 'Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-30.'],
      ['?startDate=26-11-2026', 'Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-30.'],
      ['?startDate=2026-12-01&endDate=2026-11-30', 'Tanggal akhir tidak boleh sebelum tanggal mulai.'],
      ['?startDate=2026-11-01&endDate=2027-01-15', 'Rentang tanggal paling panjang 62 hari, ya.'],
    ] as const) {
      const { status, body } = await slotsOf(query);
      expect(status, query).toBe(422);
      expect(body.error.message, query).toBe(message);
    }
  });
});

describeBackend('booking a seat: POST and DELETE …/slots/{slotId}/booking', (h) => {
  const { db, student, slot, call, book, cancel, activeBookings } = setup(h);

  it('books a seat (201), answers the same booking again (200), and the slot shows one seat fewer', async () => {
    const thursday = await slot();
    const nadia = await student();
    const first = await book(thursday.id, nadia);
    expect(first.status).toBe(201);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.data).toEqual({
      booking: {
        id: expect.any(String),
        slotId: thursday.id,
        freeSessionId: GRADE5_SESSION,
        bookedAt: NOW.toISOString(),
      },
      slot: expect.objectContaining({ id: thursday.id, state: 'booked', seatsLeft: 9, capacity: 10 }),
    });
    const again = await book(thursday.id, nadia);
    expect(again.status).toBe(200);
    expect(again.body.data.booking.id).toBe(first.body.data.booking.id);
    expect(await activeBookings(thursday.id)).toHaveLength(1);
  });

  it('gives the seat back before the start, and the student can book again (cancel and rebook)', async () => {
    const thursday = await slot();
    const sunday = await slot({
      starts_at: new Date(THURSDAY_17.getTime() + 3 * DAY),
      ends_at: new Date(THURSDAY_17.getTime() + 3 * DAY + HOUR),
    });
    const nadia = await student();
    expect((await book(thursday.id, nadia)).status).toBe(201);
    // One seat per free session at a time: changing the time means giving this one back first.
    const second = await book(sunday.id, nadia);
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'booking_exists',
      message:
        'Kamu sudah memesan kursi di kelas gratis ini untuk Kamis, 26 November pukul 17.00 WIB. Batalkan dulu kalau mau ganti jadwal, ya.',
    });

    h().clock.advance(HOUR);
    const cancelled = await cancel(thursday.id, nadia);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.cancelled).toMatchObject({
      slotId: thursday.id,
      cancelledAt: h().clock.now.toISOString(),
    });
    expect(cancelled.body.data.slot).toMatchObject({ state: 'open', seatsLeft: 10 });
    expect(await activeBookings(thursday.id)).toEqual([]);
    // Cancelling again: nothing to give back.
    const twice = await cancel(thursday.id, nadia);
    expect(twice.status).toBe(404);
    expect(twice.body.error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.notBooked });

    expect((await book(sunday.id, nadia)).status).toBe(201);
    expect((await cancel(sunday.id, nadia)).status).toBe(200);
    expect((await book(thursday.id, nadia)).status).toBe(201);
    // The history stays: three bookings, one of them active.
    const rows = await db()
      .selectFrom('class_bookings')
      .selectAll()
      .where('user_id', '=', nadia.id)
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.cancelled_at === null).map((row) => row.class_id)).toEqual([thursday.id]);
  });

  it('lets a student sitting in a running slot of a session book its next slot', async () => {
    const thursday = await slot();
    const sunday = await slot({ starts_at: new Date(THURSDAY_17.getTime() + 3 * DAY) });
    const nadia = await student();
    expect((await book(thursday.id, nadia)).status).toBe(201);
    h().clock.now = new Date(THURSDAY_17.getTime() + 10 * MINUTE);
    expect((await book(sunday.id, nadia)).status).toBe(201);
  });

  it('keeps the seat once the class has started: no booking, no cancelling (409 booking_closed)', async () => {
    const thursday = await slot();
    const nadia = await student();
    expect((await book(thursday.id, nadia)).status).toBe(201);
    h().clock.now = THURSDAY_17;
    const late = await cancel(thursday.id, nadia);
    expect(late.status).toBe(409);
    expect(late.body.error).toEqual({ code: 'booking_closed', message: BOOKING_MESSAGES.cancelStarted });
    const latecomer = await book(thursday.id, await student());
    expect(latecomer.status).toBe(409);
    expect(latecomer.body.error).toEqual({ code: 'booking_closed', message: BOOKING_MESSAGES.started });
    expect(await activeBookings(thursday.id)).toHaveLength(1);
  });

  it('refuses a full slot in Indonesian ("penuh")', async () => {
    const small = await slot({ capacity: 2 });
    expect((await book(small.id, await student())).status).toBe(201);
    expect((await book(small.id, await student())).status).toBe(201);
    const third = await book(small.id, await student());
    expect(third.status).toBe(409);
    expect(third.body.error).toEqual({ code: 'slot_full', message: BOOKING_MESSAGES.full });
    expect(BOOKING_MESSAGES.full).toContain('penuh');
  });

  it('refuses a slot that overlaps another booked slot at any moment; back to back is fine', async () => {
    const teacher = await insertTeacher(db());
    const maths = await slot({ teacher_id: teacher.id });
    // Fisika for grade 5 (another free session), 17.30–18.30 WIB: overlaps maths by half an hour.
    const overlapping = await slot({
      subject: 'fisika',
      title: 'Kelas Gratis: Gaya',
      starts_at: new Date(THURSDAY_17.getTime() + 30 * MINUTE),
      ends_at: new Date(THURSDAY_17.getTime() + 90 * MINUTE),
    });
    // Kimia 18.00–19.00 WIB: starts when maths ends.
    const backToBack = await slot({
      subject: 'kimia',
      starts_at: new Date(THURSDAY_17.getTime() + HOUR),
      ends_at: new Date(THURSDAY_17.getTime() + 2 * HOUR),
    });
    const nadia = await student();
    expect((await book(maths.id, nadia)).status).toBe(201);
    const clash = await book(overlapping.id, nadia);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({
      code: 'slot_overlap',
      message:
        'Jadwal ini bentrok dengan kelas yang sudah kamu pesan: Kelas Gratis: Pecahan, Kamis, 26 November pukul 17.00 WIB. Pilih jadwal lain, ya.',
    });
    expect((await book(backToBack.id, nadia)).status).toBe(201);
    // In the student's own zone (the bimbel_tz cookie): 18.00 WITA.
    const token = await mintAccessToken(db(), nadia, { config: h().config, now: h().clock.now });
    const inWita = await h().request('POST', bookingPath(overlapping.id), {
      token,
      headers: { cookie: 'bimbel_tz=Asia%2FMakassar' },
    });
    expect(((await inWita.json()) as ErrorBody).error.message).toContain(
      'Kamis, 26 November pukul 18.00 WITA',
    );
  });

  it('lets one student hold only one of two overlapping slots booked at the same moment', async () => {
    const a = await slot();
    const b = await slot({ subject: 'fisika', starts_at: new Date(THURSDAY_17.getTime() + 15 * MINUTE) });
    const nadia = await student();
    const results = await Promise.all([book(a.id, nadia), book(b.id, nadia)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const held = await db()
      .selectFrom('class_bookings')
      .select('class_id')
      .where('user_id', '=', nadia.id)
      .where('cancelled_at', 'is', null)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('refuses who may not book: a parent, another grade, a student whose package already covers it', async () => {
    const thursday = await slot();
    const nadia = await student();
    const parent = await insertParent(db(), nadia.account_id);
    const asParent = await book(thursday.id, parent);
    expect(asParent.status).toBe(403);
    expect(asParent.body.error).toEqual({ code: 'student_only', message: BOOKING_MESSAGES.studentOnly });
    const otherGrade = await book(thursday.id, await student(undefined, '8__SMP/MTs'));
    expect(otherGrade.status).toBe(403);
    expect(otherGrade.body.error).toEqual({
      code: 'class_not_entitled',
      message: BOOKING_MESSAGES.otherGrade,
    });
    for (const type of ['PAID', 'TRIAL'] as const) {
      const covered = await book(thursday.id, await student(type));
      expect(covered.status, type).toBe(409);
      expect(covered.body.error, type).toEqual({
        code: 'booking_not_needed',
        message: BOOKING_MESSAGES.notNeeded,
      });
    }
    // A trial that ends before the slot starts does not cover it: that student books.
    const trialEndingSoon = await student('TRIAL');
    await seedSubscription(
      db(),
      trialEndingSoon.id,
      {
        type: 'TRIAL',
        startsAt: new Date(NOW.getTime() - 24 * HOUR),
        trialActivatedAt: new Date(NOW.getTime() - 24 * HOUR),
        endsAt: new Date(THURSDAY_17.getTime() - HOUR),
      },
      NOW,
    );
    expect((await book(thursday.id, trialEndingSoon)).status).toBe(201);
    // Expired and paused students book like FREE ones.
    for (const type of ['FREE_AFTER_TRIAL', 'FREE_AFTER_PAID', 'PAUSED'] as const) {
      expect((await book(thursday.id, await student(type))).status, type).toBe(201);
    }
    expect((await call<ErrorBody>('POST', bookingPath(thursday.id))).status).toBe(401);
  });

  it('answers 404 for a class that is not a free slot, 409 for a cancelled one, 422 for an id that is not one', async () => {
    const regular = await insertClass(db(), { grades: [5], starts_at: THURSDAY_17 });
    const cancelledSlot = await slot({ cancelled_at: NOW });
    const nadia = await student();
    const notFree = await book(regular.id, nadia);
    expect(notFree.status).toBe(404);
    expect(notFree.body.error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.slotNotFound });
    expect((await book('6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f', nadia)).status).toBe(404);
    const cancelled = await book(cancelledSlot.id, nadia);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe('class_cancelled');
    const bad = await call<ErrorBody>('POST', bookingPath('kursi-1'), nadia);
    expect(bad.status).toBe(422);
    expect(bad.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'Jadwal kelas gratis tidak ditemukan.',
    });
    expect(await db().selectFrom('class_bookings').selectAll().execute()).toEqual([]);
  });

  it('limits a student to 30 booking changes an hour (429 with Retry-After)', async () => {
    const thursday = await slot();
    const nadia = await student();
    for (let change = 0; change < BOOKING_CHANGES_PER_HOUR; change += 2) {
      expect((await book(thursday.id, nadia)).status).toBe(201);
      expect((await cancel(thursday.id, nadia)).status).toBe(200);
    }
    const limited = await book(thursday.id, nadia);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await activeBookings(thursday.id)).toEqual([]);
  });

  it('lets exactly 10 of 50 students booking a 10-seat slot at the same moment in; 40 hear it is full', async () => {
    const race: LiveClass = await slot({ capacity: 10 });
    const students = await Promise.all(Array.from({ length: 50 }, () => student()));
    // Every request through the real handler at once: on PostgreSQL they spread over the pool's connections.
    const results = await Promise.all(students.map((who) => book(race.id, who)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(40);
    for (const result of refused) {
      expect(result.body.error.code).toBe('slot_full');
      expect(result.body.error.message).toContain('penuh');
    }
    expect(await activeBookings(race.id)).toHaveLength(10);
    const listed = await call<Data<{ slots: FreeSlot[] }>>('GET', slotsPath(GRADE5_SESSION));
    expect(listed.body.data.slots[0]).toMatchObject({ id: race.id, seatsLeft: 0, state: 'full' });
  }, 60_000);
});
