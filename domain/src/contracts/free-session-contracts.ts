import { z } from 'zod';
import { CLASS_TYPES, type ClassType } from '../catalogue/class-type.ts';
import { CURRICULA, type Curriculum } from '../catalogue/curriculum.ts';
import { GRADES } from '../catalogue/grade.ts';
import { STREAMS, StreamSchema, type Stream } from '../catalogue/stream.ts';
import { SLOT_RANGE_MAX_DAYS } from '../live-classes/class-booking.ts';
import { FREE_SESSION_ID_MAX_LENGTH, parseFreeSessionId } from '../live-classes/free-session.ts';
import { defineContract } from './contract.ts';
import { BOOK_SLOT, CANCEL_SLOT_BOOKING, FREE_SESSION_SLOTS, FREE_SESSIONS } from './endpoints.ts';

/*
 * Free sessions, their slots and seat bookings (issue 15, decision 074). docs/product §7 lists the
 * two reads with their parameters and nothing else; the answers and the booking calls are ours.
 */

const FILTER_MESSAGES = {
  grade: 'Kelas tidak dikenal. Tulis angka 4–12 atau nilai kelas seperti 8__SMP/MTs.',
  classType: `Jenjang tidak dikenal. Pilih salah satu: ${CLASS_TYPES.join(', ')}.`,
  stream: `Jurusan tidak dikenal. Pilih salah satu: ${STREAMS.join(', ')}.`,
  curriculum: `Kurikulum tidak dikenal. Pilih salah satu: ${CURRICULA.join(' atau ')}.`,
} as const;

/**
 * `grade`: a grade number (`8`) or a catalogue value (`8__SMP/MTs`, `10_IPA_SMA/MA`; docs/product
 * §3), which also says the stream and class type.
 */
const GradeFilterSchema = z
  .string()
  .max(20, { error: FILTER_MESSAGES.grade })
  .transform((value, context): { grade: number; stream?: Stream; classType?: ClassType } => {
    const trimmed = value.trim();
    if (/^\d{1,2}$/.test(trimmed) && Number(trimmed) >= 4 && Number(trimmed) <= 12)
      return { grade: Number(trimmed) };
    const option = GRADES.find((candidate) => candidate.value === trimmed);
    if (option)
      return {
        grade: option.grade,
        classType: option.classType,
        ...(option.stream ? { stream: option.stream } : {}),
      };
    context.issues.push({ code: 'custom', message: FILTER_MESSAGES.grade, input: value });
    return z.NEVER;
  });

/** The two curriculum labels as stored, or their short forms `k13` and `merdeka`. */
const CurriculumFilterSchema = z
  .string()
  .max(60, { error: FILTER_MESSAGES.curriculum })
  .transform((value, context): Curriculum => {
    const trimmed = value.trim();
    const byKey: Record<string, Curriculum> = { k13: CURRICULA[0], merdeka: CURRICULA[1] };
    const found = CURRICULA.find((label) => label === trimmed) ?? byKey[trimmed.toLowerCase()];
    if (found) return found;
    context.issues.push({ code: 'custom', message: FILTER_MESSAGES.curriculum, input: value });
    return z.NEVER;
  });

/**
 * docs/product §7's `curriculum`, `class`, `grade` and `stream`: each optional, all given must hold.
 * Without `grade`, `class` and `stream`, a student caller gets the sessions of their own grade
 * and stream; anyone else every session.
 */
export const FreeSessionsQuerySchema = z.object({
  curriculum: CurriculumFilterSchema.optional(),
  class: z.enum(CLASS_TYPES, { error: FILTER_MESSAGES.classType }).optional(),
  grade: GradeFilterSchema.optional(),
  stream: z.enum(STREAMS, { error: FILTER_MESSAGES.stream }).optional(),
});

const DATE_MESSAGE = 'Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-30.';

/** A calendar date 'YYYY-MM-DD' that exists (no 31 November). */
const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE })
  .refine(
    (value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: DATE_MESSAGE },
  );

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/**
 * `startDate` and `endDate` (docs/product §7): Jakarta calendar dates, both included. Absent, the
 * list starts today (WIB) and runs three weeks; at most 62 days at once.
 */
export const SlotRangeQuerySchema = z
  .object({ startDate: CalendarDateSchema.optional(), endDate: CalendarDateSchema.optional() })
  .superRefine((range, context) => {
    if (!range.startDate || !range.endDate) return;
    const span = dayNumber(range.endDate) - dayNumber(range.startDate);
    if (span < 0) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'Tanggal akhir tidak boleh sebelum tanggal mulai.',
      });
    } else if (span >= SLOT_RANGE_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Rentang tanggal paling panjang ${SLOT_RANGE_MAX_DAYS} hari, ya.`,
      });
    }
  });

/** A free session id (`matematika-5-semua-merdeka`, decision 074). */
export const FreeSessionIdSchema = z
  .string()
  .max(FREE_SESSION_ID_MAX_LENGTH, { error: 'Kelas gratis tidak ditemukan.' })
  .refine((value) => parseFreeSessionId(value) !== null, { error: 'Kelas gratis tidak ditemukan.' });

const SlotIdSchema = z.uuid({ error: 'Jadwal kelas gratis tidak ditemukan.' });

/**
 * What a slot is to the caller:
 * - `open`: seats left, and the caller may book it (anyone not logged in sees this too);
 * - `full`: no seat left;
 * - `booked`: the caller holds a seat;
 * - `included`: the caller's package or trial already covers it — no booking needed;
 * - `other-grade`: not for the caller's grade or stream.
 */
export const SLOT_STATES = ['open', 'full', 'booked', 'included', 'other-grade'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

const TeacherRefSchema = z.object({ slug: z.string(), name: z.string() });

/** One dated class of a free session, with its seats. Times ISO 8601 in UTC. */
export const FreeSlotSchema = z.object({
  /** The class id: the same id the join, detail and calendar calls take. */
  id: z.uuid(),
  freeSessionId: z.string(),
  title: z.string(),
  topic: z.string(),
  teacher: TeacherRefSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  state: z.enum(SLOT_STATES),
  /** The class's calendar file (.ics). */
  calendarUrl: z.string(),
});
export type FreeSlot = z.output<typeof FreeSlotSchema>;

export const FreeSessionSchema = z.object({
  id: z.string(),
  /** 'Kelas Gratis Matematika Kelas 5'. */
  title: z.string(),
  subject: z.string(),
  subjectName: z.string(),
  grades: z.array(z.number().int()),
  stream: StreamSchema.nullable(),
  curriculum: z.string(),
  teachers: z.array(TeacherRefSchema),
  /**
   * The slots the answer covers (the free list: the next three weeks; the slot list: its dates)
   * and how many of them the caller can book now (`open`).
   */
  slotCount: z.number().int(),
  openSlotCount: z.number().int(),
  /** The first of those slots. */
  nextSlot: FreeSlotSchema.nullable(),
});
export type FreeSession = z.output<typeof FreeSessionSchema>;

export const FreeSessionsSchema = z.object({
  /** Sessions with at least one slot to come, by grade, stream and subject. */
  sessions: z.array(FreeSessionSchema),
  /** The end of the window slots are counted in (now + 21 days). */
  until: z.iso.datetime(),
});

export const FreeSessionSlotsSchema = z.object({
  session: FreeSessionSchema,
  startDate: z.string(),
  endDate: z.string(),
  /** Slots that have not started yet, by start time. */
  slots: z.array(FreeSlotSchema),
});

export const BookingSchema = z.object({
  booking: z.object({
    id: z.uuid(),
    slotId: z.uuid(),
    freeSessionId: z.string(),
    bookedAt: z.iso.datetime(),
  }),
  slot: FreeSlotSchema,
});
export type BookingBody = z.output<typeof BookingSchema>;

export const CancelledBookingSchema = z.object({
  cancelled: z.object({ id: z.uuid(), slotId: z.uuid(), cancelledAt: z.iso.datetime() }),
  slot: FreeSlotSchema,
});

export const freeSessionsContract = defineContract({
  endpoint: FREE_SESSIONS,
  service: 'free-sessions',
  summary:
    'The free sessions (free class offerings) with slots in the next three weeks, filtered by curriculum, class type, grade and stream; for visitors and students alike.',
  auth: 'optional',
  query: FreeSessionsQuerySchema,
  response: FreeSessionsSchema,
  errors: [],
});

export const freeSessionSlotsContract = defineContract({
  endpoint: FREE_SESSION_SLOTS,
  service: 'free-sessions',
  summary:
    'The slots of free session {id} between startDate and endDate (Jakarta dates, both included; default today and three weeks), with seats left and, for a logged-in student, their own state.',
  auth: 'optional',
  params: z.object({ id: FreeSessionIdSchema }),
  query: SlotRangeQuerySchema,
  response: FreeSessionSlotsSchema,
  errors: ['not_found'],
});

export const bookSlotContract = defineContract({
  endpoint: BOOK_SLOT,
  service: 'free-sessions',
  summary:
    'Books a seat in a free session slot for the calling student (201; 200 when they already hold it). 409 when full, overlapping another booked slot, already booked in the session, started, or not needed.',
  auth: 'bearer',
  params: z.object({ slotId: SlotIdSchema }),
  response: BookingSchema,
  successStatus: [200, 201],
  errors: [
    'student_only',
    'not_found',
    'class_not_entitled',
    'class_cancelled',
    'booking_closed',
    'booking_not_needed',
    'booking_exists',
    'slot_full',
    'slot_overlap',
    'rate_limited',
  ],
});

export const cancelSlotBookingContract = defineContract({
  endpoint: CANCEL_SLOT_BOOKING,
  service: 'free-sessions',
  summary: 'Gives the calling student’s seat in a slot back, before the slot starts.',
  auth: 'bearer',
  params: z.object({ slotId: SlotIdSchema }),
  response: CancelledBookingSchema,
  errors: ['student_only', 'not_found', 'booking_closed', 'rate_limited'],
});
