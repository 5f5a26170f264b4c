import {
  bookSlotContract,
  cancelSlotBookingContract,
  freeSessionSlotsContract,
  freeSessionsContract,
} from '@bimbel/domain/contracts/free-session-contracts';
import { BOOKING_CHANGES_PER_HOUR, FREE_SLOTS_AHEAD_DAYS } from '@bimbel/domain/live-classes/class-booking';
import {
  freeSessionId,
  parseFreeSessionId,
  type FreeSessionFilter,
} from '@bimbel/domain/live-classes/free-session';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { zonedDateKey } from '@bimbel/domain/time/jakarta-week';
import { toTimeZoneLabel } from '@bimbel/domain/time/time-zone-label';
import { atZone, inZone } from '@bimbel/domain/time/zoned-dayjs';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve, type ContractInput } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { RateLimitedError } from '../http/rate-limited-error.ts';
import { readViewerTimeZone } from '../live-classes/viewer-time-zone.ts';
import { hitRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { bookSlot, cancelSlotBooking, type ConflictingBooking } from './book-slot.ts';
import {
  freeSessionExists,
  groupFreeSessions,
  listFreeSlotRows,
  loadSlotViewer,
  slotState,
  toFreeSession,
  toFreeSlot,
  viewerBookings,
  type SlotViewer,
} from './free-session-queries.ts';

const DAY_MS = 86_400_000;

/** Days the slot list covers when `endDate` is not given: today and the 20 after it. */
export const DEFAULT_SLOT_RANGE_DAYS = FREE_SLOTS_AHEAD_DAYS;

/** A student's seat in a class at a time: "Kamis, 26 November pukul 17.00 WIB". */
function whenInWords(startsAt: Date, timeZone: string): string {
  const local = inZone(startsAt, timeZone);
  return `${local.format('dddd, D MMMM [pukul] HH.mm')} ${toTimeZoneLabel(local.utcOffset())}`;
}

export const BOOKING_MESSAGES = {
  studentOnly: 'Kursi kelas gratis dipesan dari profil murid. Pilih profil murid dulu, ya.',
  sessionNotFound: 'Kelas gratis tidak ditemukan.',
  slotNotFound: 'Jadwal kelas gratis tidak ditemukan.',
  cancelled: 'Kelas ini dibatalkan. Pilih jadwal lain, ya.',
  started: 'Kelas ini sudah mulai, jadi kursinya tidak bisa dipesan lagi. Pilih jadwal berikutnya, ya.',
  noGrade: 'Lengkapi kelas sekolah di profil murid dulu, ya, supaya kursinya bisa dipesan.',
  otherGrade: 'Kelas gratis ini untuk kelas atau jurusan lain. Pilih kelas gratis untuk kelasmu, ya.',
  notNeeded:
    'Paket atau masa coba gratismu sudah termasuk kelas ini, jadi tidak perlu pesan kursi. Langsung masuk dari beranda belajar, ya.',
  full: 'Maaf, kursi di jadwal ini sudah penuh. Pilih jadwal lain, ya.',
  notBooked: 'Kamu tidak punya pesanan kursi di jadwal ini.',
  cancelStarted: 'Kelas sudah mulai, jadi pesanan kursinya tidak bisa dibatalkan lagi.',
  sessionBooked: (other: ConflictingBooking, timeZone: string) =>
    `Kamu sudah memesan kursi di kelas gratis ini untuk ${whenInWords(other.startsAt, timeZone)}. Batalkan dulu kalau mau ganti jadwal, ya.`,
  overlap: (other: ConflictingBooking, timeZone: string) =>
    `Jadwal ini bentrok dengan kelas yang sudah kamu pesan: ${other.title}, ${whenInWords(other.startsAt, timeZone)}. Pilih jadwal lain, ya.`,
} as const;

/** Booking changes (book and cancel) per student per hour (the one rate-limit mechanism, decision 066). */
export function bookingChangesRule(userId: string): RateLimitRule {
  return { key: `booking:user:${userId}`, limit: BOOKING_CHANGES_PER_HOUR, windowSeconds: 60 * 60 };
}

/**
 * The free-list filters as docs/product §7 names them, combined. A `grade` catalogue value carries
 * a stream and class type; given twice with different values nothing can match (null). Without
 * `grade`, `class` and `stream`, a student sees their own grade's sessions.
 */
function readFilter(
  query: ContractInput<typeof freeSessionsContract>['query'],
  viewer: SlotViewer,
): FreeSessionFilter | null {
  const classTypes = new Set([query.class, query.grade?.classType].filter((value) => value !== undefined));
  const streams = new Set([query.stream, query.grade?.stream].filter((value) => value !== undefined));
  if (classTypes.size > 1 || streams.size > 1) return null;
  const filter: FreeSessionFilter = {
    grade: query.grade?.grade,
    classType: [...classTypes][0],
    stream: [...streams][0],
    curriculum: query.curriculum,
  };
  const narrowed =
    filter.grade !== undefined || filter.classType !== undefined || filter.stream !== undefined;
  if (!narrowed && viewer.kind === 'student' && viewer.grade !== null) {
    filter.grade = viewer.grade;
    if (viewer.stream) filter.stream = viewer.stream;
  }
  return filter;
}

async function requireStudent(c: BackendContext, db: Kysely<Tables>) {
  const caller = await findCaller(db, c.var.auth);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  if (caller.role !== 'student') throw new ApiError(403, 'student_only', BOOKING_MESSAGES.studentOnly);
  return caller;
}

async function countBookingChange(db: Kysely<Tables>, userId: string, now: Date): Promise<void> {
  const result = await hitRateLimit(db, bookingChangesRule(userId), now);
  if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
}

/**
 * Free sessions, their slots and seat bookings (docs/product §7; decision 074):
 * - `GET /sessions/v1/sessions/free`: the free sessions with slots in the next three weeks;
 * - `GET /sessions/v1/students/sessions/slots/{id}`: one session's slots between two dates;
 * - `POST` / `DELETE /sessions/v1/students/sessions/slots/{slotId}/booking`: book or give back a seat.
 * Seats change by the minute: every answer is `private, no-store`.
 */
export const freeSessionsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, freeSessionsContract, async (c, { query }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const viewer = await loadSlotViewer(db, c.get('auth')?.userId, now);
    const until = new Date(now.getTime() + FREE_SLOTS_AHEAD_DAYS * DAY_MS);
    const filter = readFilter(query, viewer);
    const rows = filter ? await listFreeSlotRows(db, { now, from: now, to: until, grade: filter.grade }) : [];
    const booked = await viewerBookings(db, viewer, rows);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, freeSessionsContract, {
      sessions: filter ? groupFreeSessions(rows, viewer, booked, filter) : [],
      until: until.toISOString(),
    });
  });

  serve(app, deps, freeSessionSlotsContract, async (c, { params, query }) => {
    const key = parseFreeSessionId(params.id);
    if (!key) throw new ApiError(404, 'not_found', BOOKING_MESSAGES.sessionNotFound);
    const { db } = await deps.database();
    const now = deps.now();
    if (!(await freeSessionExists(db, key)))
      throw new ApiError(404, 'not_found', BOOKING_MESSAGES.sessionNotFound);
    const startDate = query.startDate ?? zonedDateKey(now, JAKARTA_TIME_ZONE);
    const endDate =
      query.endDate ??
      zonedDateKey(new Date(atZone(`${startDate} 12:00`).getTime() + (DEFAULT_SLOT_RANGE_DAYS - 1) * DAY_MS));
    const from = atZone(`${startDate} 00:00`);
    const to = new Date(atZone(`${endDate} 00:00`).getTime() + DAY_MS);
    const viewer = await loadSlotViewer(db, c.get('auth')?.userId, now);
    const rows = await listFreeSlotRows(db, { now, from, to, key });
    const booked = await viewerBookings(db, viewer, rows);
    const slots = rows.map((row) => toFreeSlot(row, slotState(row, viewer, booked)));
    c.header('Cache-Control', 'private, no-store');
    return respond(c, freeSessionSlotsContract, {
      session: toFreeSession(key, slots),
      startDate,
      endDate,
      slots,
    });
  });

  serve(app, deps, bookSlotContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const student = await requireStudent(c, db);
    await countBookingChange(db, student.id, now);
    const outcome = await bookSlot(db, { userId: student.id, slotId: params.slotId, now });
    const timeZone = readViewerTimeZone(c.req.header('cookie'));
    c.header('Cache-Control', 'private, no-store');
    if (!outcome.ok) {
      switch (outcome.reason) {
        case 'not_found':
          throw new ApiError(404, 'not_found', BOOKING_MESSAGES.slotNotFound);
        case 'cancelled':
          throw new ApiError(409, 'class_cancelled', BOOKING_MESSAGES.cancelled);
        case 'started':
          throw new ApiError(409, 'booking_closed', BOOKING_MESSAGES.started);
        case 'no_grade':
          throw new ApiError(403, 'class_not_entitled', BOOKING_MESSAGES.noGrade);
        case 'other_grade':
          throw new ApiError(403, 'class_not_entitled', BOOKING_MESSAGES.otherGrade);
        case 'not_needed':
          throw new ApiError(409, 'booking_not_needed', BOOKING_MESSAGES.notNeeded);
        case 'session_booked':
          throw new ApiError(409, 'booking_exists', BOOKING_MESSAGES.sessionBooked(outcome.other, timeZone));
        case 'overlap':
          throw new ApiError(409, 'slot_overlap', BOOKING_MESSAGES.overlap(outcome.other, timeZone));
        case 'full':
          throw new ApiError(409, 'slot_full', BOOKING_MESSAGES.full);
      }
    }
    const { booking, slot } = outcome;
    return respond(
      c,
      bookSlotContract,
      {
        booking: {
          id: booking.id,
          slotId: slot.id,
          freeSessionId: freeSessionId(slot) ?? '',
          bookedAt: booking.booked_at.toISOString(),
        },
        slot: toFreeSlot(slot, 'booked'),
      },
      outcome.created ? 201 : 200,
    );
  });

  serve(app, deps, cancelSlotBookingContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const student = await requireStudent(c, db);
    await countBookingChange(db, student.id, now);
    const outcome = await cancelSlotBooking(db, { userId: student.id, slotId: params.slotId, now });
    c.header('Cache-Control', 'private, no-store');
    if (!outcome.ok) {
      if (outcome.reason === 'not_found') throw new ApiError(404, 'not_found', BOOKING_MESSAGES.slotNotFound);
      if (outcome.reason === 'not_booked') throw new ApiError(404, 'not_found', BOOKING_MESSAGES.notBooked);
      throw new ApiError(409, 'booking_closed', BOOKING_MESSAGES.cancelStarted);
    }
    const viewer = await loadSlotViewer(db, student.id, now);
    return respond(c, cancelSlotBookingContract, {
      cancelled: {
        id: outcome.booking.id,
        slotId: outcome.slot.id,
        cancelledAt: (outcome.booking.cancelled_at ?? now).toISOString(),
      },
      slot: toFreeSlot(outcome.slot, slotState(outcome.slot, viewer, new Set())),
    });
  });

  return app;
};
