import type { BookingBody, FreeSession, FreeSlot } from '@bimbel/domain/contracts/free-session-contracts';
import { startOfZonedWeek } from '@bimbel/domain/time/jakarta-week';
import { atZone } from '@bimbel/domain/time/zoned-dayjs';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo.ts';
import { loadStudentClasses } from '../live-classes/student-classes-loader.ts';
import { seedLiveClassesDemo } from '../live-classes/seed-live-classes-demo.ts';
import { findUserByName, mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { DEMO_FREE_CAPACITY, demoFill } from './demo-bookings.ts';

/** Wednesday 25 November 2026, 17.30 WIB: Nadia's grade has a free session on Thursday at 17.00. */
const NOW = atZone('2026-11-25 17:30');
const WIB = 'Asia/Jakarta';

describeBackend('the demo’s free sessions: seats, classmates, and Nadia booking one', (h) => {
  const db = () => h().database.db;

  beforeAll(async () => {
    h().clock.now = NOW;
    await seedDemo(db());
    await seedLiveClassesDemo(db(), NOW);
  });

  const seatsOfUpcomingDemoSlots = () =>
    db()
      .selectFrom('live_classes')
      .select((eb) => [
        'live_classes.id',
        'live_classes.external_id',
        'live_classes.capacity',
        eb
          .selectFrom('class_bookings')
          .select(eb.fn.countAll<string>().as('count'))
          .whereRef('class_bookings.class_id', '=', 'live_classes.id')
          .where('class_bookings.cancelled_at', 'is', null)
          .as('booked'),
      ])
      .where('demo', '=', true)
      .where('kind', '=', 'free')
      .where('starts_at', '>', NOW)
      .where('external_id', 'not like', 'demo:live:%')
      .execute();

  it('gives every coming free slot 12 seats, some taken by demo classmates: some slots nearly full, some full, most open', async () => {
    const slots = await seatsOfUpcomingDemoSlots();
    // Two a week for each of grades 4–12, two weeks ahead (decision 094).
    expect(slots.length).toBeGreaterThan(30);
    for (const slot of slots) {
      expect(slot.capacity).toBe(DEMO_FREE_CAPACITY);
      expect(Number(slot.booked), slot.external_id).toBe(demoFill(slot.external_id));
    }
    const left = slots.map((slot) => slot.capacity - Number(slot.booked));
    expect(left.some((seats) => seats === 1)).toBe(true);
    expect(left.some((seats) => seats === 0)).toBe(true);
    expect(left.filter((seats) => seats >= 3).length).toBeGreaterThan(slots.length / 2);
  });

  it('seats each demo student who books free sessions in a free session running now, and changes nothing when run again', async () => {
    for (const name of ['Nadia Putri', 'Ayu Lestari', 'Bagus Setiawan', 'Citra Maharani']) {
      const student = await findUserByName(db(), name);
      const classes = await loadStudentClasses(db(), student.id, { now: NOW, timeZone: WIB });
      if (classes.kind !== 'student') throw new Error(`${name}: expected a student`);
      expect(
        classes.ongoing.map((liveClass) => liveClass.kind),
        name,
      ).toEqual(['free']);
    }
    // Raka (PAID) holds no seat: his package covers free sessions.
    const raka = await findUserByName(db(), 'Raka Pratama');
    const rakaSeats = await db()
      .selectFrom('class_bookings')
      .select('id')
      .where('user_id', '=', raka.id)
      .execute();
    expect(rakaSeats).toEqual([]);

    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('class_bookings')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    await seedLiveClassesDemo(db(), NOW);
    await seedLiveClassesDemo(db(), new Date(NOW.getTime() + 5 * 60_000));
    expect(await count()).toBe(before);
  });

  it('lets Nadia (FREE, kelas 5) find her grade’s free session, book a slot, and see it on her home', async () => {
    const nadia = await findUserByName(db(), 'Nadia Putri');
    const token = await mintAccessToken(db(), nadia, { config: h().config, now: NOW });
    const list = await h().request('GET', '/sessions/v1/sessions/free', { token });
    const { sessions } = ((await list.json()) as { data: { sessions: FreeSession[] } }).data;
    expect(sessions.map((session) => session.id)).toEqual(['matematika-5-semua-merdeka']);
    expect(sessions[0]?.title).toBe('Kelas Gratis Matematika Kelas 5');

    const slotsAnswer = await h().request('GET', `/sessions/v1/students/sessions/slots/${sessions[0]!.id}`, {
      token,
    });
    const { slots } = ((await slotsAnswer.json()) as { data: { slots: FreeSlot[] } }).data;
    // Two a week (Selasa 17.30, Sabtu 09.30 WIB), two weeks ahead.
    expect(slots.length).toBeGreaterThanOrEqual(4);
    const open = slots.find(
      (slot) => slot.state === 'open' && new Date(slot.startsAt) < startOfZonedWeek(NOW, 2),
    );
    if (!open) throw new Error('no open slot');
    const booked = await h().request('POST', `/sessions/v1/students/sessions/slots/${open.id}/booking`, {
      token,
    });
    expect(booked.status).toBe(201);
    const body = ((await booked.json()) as { data: BookingBody }).data;
    expect(body.slot).toMatchObject({ id: open.id, state: 'booked', seatsLeft: open.seatsLeft - 1 });

    // On her home: this week's coming classes, or next week's when this week has none left.
    const home = await loadStudentClasses(db(), nadia.id, { now: NOW, timeZone: WIB });
    if (home.kind !== 'student') throw new Error('expected a student');
    expect(home.upcoming.days.flatMap((day) => day.classes).map((liveClass) => liveClass.id)).toContain(
      open.id,
    );
    expect(home.timetable.flatMap((day) => day.classes).some((liveClass) => liveClass.id === open.id)).toBe(
      new Date(open.startsAt) < startOfZonedWeek(NOW, 1),
    );
  });

  it('fills the slots a later roll-forward adds, respecting seats students booked meanwhile', async () => {
    const weekLater = new Date(NOW.getTime() + 7 * 86_400_000);
    await seedLiveClassesDemo(db(), weekLater);
    const fresh = await db()
      .selectFrom('live_classes')
      .select(['id', 'external_id'])
      .where('demo', '=', true)
      .where('kind', '=', 'free')
      .where('starts_at', '>', new Date(NOW.getTime() + 21 * 86_400_000))
      .where(sql<boolean>`external_id not like 'demo:live:%'`)
      .execute();
    expect(fresh.length).toBeGreaterThan(0);
    for (const slot of fresh) {
      const seats = await db()
        .selectFrom('class_bookings')
        .select('id')
        .where('class_id', '=', slot.id)
        .where('cancelled_at', 'is', null)
        .execute();
      expect(seats.length, slot.external_id).toBe(demoFill(slot.external_id));
    }
  });
});
