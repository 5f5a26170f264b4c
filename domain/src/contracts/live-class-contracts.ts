import { z } from 'zod';
import { StreamSchema } from '../catalogue/stream.ts';
import {
  FOCUS_EXAM_ID_PATTERN,
  LiveClassKindSchema,
  LiveClassMaterialSchema,
  LiveClassPhaseSchema,
} from '../live-classes/live-class.ts';
import { ClassRatingSchema, RatingSummarySchema } from './class-rating-contracts.ts';
import { defineContract } from './contract.ts';
import { LIVE_CLASS_JOIN_URL, SESSION_DETAIL, STUDENT_PAST_SESSIONS, STUDENT_SESSIONS } from './endpoints.ts';

/*
 * The live-class calls of docs/product §7 (issue 14, decision 069). Their answers are "not shown"
 * in the product description: these schemas are ours, and /api/openapi.json publishes them.
 */

/**
 * `focusExamIds`: focus exam ids separated by commas (`utbk-snbt,utbk-snbt-2027`), or absent.
 * Given, only classes of those focus exams are listed.
 */
export const FocusExamIdsSchema = z
  .string()
  .max(400, { error: 'Daftar focusExamIds terlalu panjang.' })
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(FOCUS_EXAM_ID_PATTERN, { error: 'focusExamIds berisi id yang tidak dikenal.' }))
      .max(10, { error: 'Paling banyak 10 focusExamIds, ya.' }),
  )
  .optional();

const PAGING_MESSAGE = 'Angka halaman tidak valid.';
const pagingNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, { error: PAGING_MESSAGE })
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, { error: PAGING_MESSAGE }))
    .default(fallback);

/** Past classes are served at most this many per page. */
export const PAST_SESSIONS_MAX_LIMIT = 50;

export const StudentSessionsQuerySchema = z.object({ focusExamIds: FocusExamIdsSchema });

/** `limit` (default 10, 1–50) and `offset` (default 0) as docs/product §7 lists them. */
export const PastSessionsQuerySchema = z.object({
  limit: pagingNumber(PAST_SESSIONS_MAX_LIMIT, 10).pipe(z.number().min(1, { error: PAGING_MESSAGE })),
  offset: pagingNumber(9999, 0),
  focusExamIds: FocusExamIdsSchema,
});

const ClassIdSchema = z.uuid({ error: 'Kelas tidak ditemukan.' });

export const LiveClassTeacherSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});

/** A class's place in its term plan (decision 094): "Pertemuan 3 dari 8" of "Matematika Kelas 8". */
export const PlanPlaceSchema = z.object({
  key: z.string(),
  title: z.string(),
  position: z.number().int(),
  length: z.number().int(),
});

/** One class as the student calls answer it; times ISO 8601 in UTC. */
export const LiveClassSchema = z.object({
  id: z.uuid(),
  kind: LiveClassKindSchema,
  subject: z.string(),
  subjectName: z.string(),
  title: z.string(),
  topic: z.string(),
  description: z.string(),
  grades: z.array(z.number().int()),
  stream: StreamSchema.nullable(),
  curriculum: z.string(),
  focusExamId: z.string().nullable(),
  teacher: LiveClassTeacherSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** From then until `endsAt` the join call answers a URL. */
  joinOpensAt: z.iso.datetime(),
  phase: LiveClassPhaseSchema,
  capacity: z.number().int(),
  materials: z.array(LiveClassMaterialSchema),
  /** Past classes: the recording, once there is one. */
  recordingUrl: z.string().nullable(),
  /** The class's calendar file (.ics). */
  calendarUrl: z.string(),
  /** Its place in its term plan; null for a class outside a plan (issue 23, added field). */
  planPlace: PlanPlaceSchema.nullable(),
});
export type LiveClassBody = z.output<typeof LiveClassSchema>;

export const StudentSessionsSchema = z.object({
  /** Ongoing first, then upcoming, by start time: from now until the end of next week (WIB). */
  sessions: z.array(LiveClassSchema),
  /** The last instant covered: next week's Sunday 23.59.59.999 WIB. */
  until: z.iso.datetime(),
});

/**
 * A past class as the past-classes call answers it: the class, and its ratings (issue 15,
 * decision 076) — fields added to issue 14's answer, which clients that do not know them ignore.
 */
export const PastLiveClassSchema = LiveClassSchema.extend({
  /** The calling student's own rating, or null. */
  myRating: ClassRatingSchema.nullable(),
  /** Every student's ratings of the class (average to one decimal, count), or null when none. */
  ratingSummary: RatingSummarySchema.nullable(),
  /** Whether the student may rate it now (or change their rating): they joined it, and it ended at most 30 days ago. */
  ratingOpen: z.boolean(),
  /** Until when it can be rated: 30 days after its end. */
  ratingClosesAt: z.iso.datetime(),
});
export type PastLiveClassBody = z.output<typeof PastLiveClassSchema>;

export const PastSessionsSchema = z.object({
  /** Newest first; the order (start time, then id) is stable, so pages never repeat or skip. */
  sessions: z.array(PastLiveClassSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

export const SessionDetailSchema = z.object({
  session: LiveClassSchema.extend({
    teacherBio: z.string(),
    /** Set when the class was cancelled (it is still answered, so a saved link explains itself). */
    cancelledAt: z.iso.datetime().nullable(),
  }),
});

export const JoinUrlSchema = z.object({
  joinUrl: z.string(),
  /** `jitsi` when Jitsi Meet is configured, `demo` for the site's own demo room. */
  provider: z.enum(['jitsi', 'demo']),
  opensAt: z.iso.datetime(),
  closesAt: z.iso.datetime(),
});

export const studentSessionsContract = defineContract({
  endpoint: STUDENT_SESSIONS,
  service: 'live-classes',
  summary: 'The ongoing and upcoming classes the calling student may attend, until the end of next week.',
  auth: 'bearer',
  query: StudentSessionsQuerySchema,
  response: StudentSessionsSchema,
  errors: ['student_only'],
});

export const studentPastSessionsContract = defineContract({
  endpoint: STUDENT_PAST_SESSIONS,
  service: 'live-classes',
  summary: 'The calling student’s past classes, newest first, paged by limit and offset.',
  auth: 'bearer',
  query: PastSessionsQuerySchema,
  response: PastSessionsSchema,
  errors: ['student_only'],
});

export const sessionDetailContract = defineContract({
  endpoint: SESSION_DETAIL,
  service: 'live-classes',
  summary: 'One class, for a student entitled to it (403 otherwise).',
  auth: 'bearer',
  params: z.object({ id: ClassIdSchema }),
  response: SessionDetailSchema,
  errors: ['student_only', 'class_not_entitled', 'not_found'],
});

export const joinUrlContract = defineContract({
  endpoint: LIVE_CLASS_JOIN_URL,
  service: 'live-classes',
  summary:
    'The join URL of class {id} for student {id2} (the caller or a student of the caller’s family); records attendance. 409 outside the join window.',
  auth: 'bearer',
  params: z.object({ id: ClassIdSchema, id2: z.uuid({ error: 'Murid tidak ditemukan.' }) }),
  response: JoinUrlSchema,
  errors: [
    'forbidden',
    'class_not_entitled',
    'not_found',
    'class_not_open_yet',
    'class_ended',
    'class_cancelled',
    // A free session's slot for a student who must book a seat first (decision 074).
    'booking_required',
  ],
});
