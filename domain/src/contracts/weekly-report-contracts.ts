import { z } from 'zod';
import { LiveClassKindSchema } from '../live-classes/live-class.ts';
import { parseReportWeekKey } from '../weekly-report/report-week.ts';
import { PlanPlaceSchema } from './live-class-contracts.ts';
import { defineContract } from './contract.ts';
import { UPDATE_WEEKLY_REPORT_PREFERENCES, WEEKLY_REPORT, WEEKLY_REPORT_PREFERENCES } from './endpoints.ts';

/*
 * The parent's weekly report (issue 15, decision 078): ours, not in docs/product §7. A family
 * account reads each student's week (Senin–Minggu, WIB) — classes attended, missed and still to
 * come, ratings given, questions asked, Tanya videos watched — and turns the Sunday WhatsApp
 * summary on or off. Another family's student answers 404, as an unknown id does.
 */

export const WEEK_MESSAGE = 'Tulis minggunya sebagai tanggal, misalnya 2026-11-23.';

/** `week`: a Jakarta date 'YYYY-MM-DD' (any day of the week, usually its Monday); absent = this week. */
export const WeeklyReportQuerySchema = z.object({
  week: z
    .string({ error: WEEK_MESSAGE })
    .max(10, { error: WEEK_MESSAGE })
    .refine((value) => parseReportWeekKey(value) !== null, { error: WEEK_MESSAGE })
    .optional(),
});

/** One class of the week. Times ISO 8601 (UTC). */
export const ReportClassSchema = z.object({
  id: z.uuid(),
  kind: LiveClassKindSchema,
  subject: z.string(),
  subjectName: z.string(),
  title: z.string(),
  /** The topic the class taught (issue 23: the report's "Materi minggu ini"). */
  topic: z.string(),
  /** Its place in its term plan, null for a class outside one (decision 094). */
  planPlace: PlanPlaceSchema.nullable(),
  teacherName: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** When the student first asked for the join URL; null for a class they did not enter. */
  joinedAt: z.iso.datetime().nullable(),
});
export type ReportClass = z.output<typeof ReportClassSchema>;

export const WeeklyReportSchema = z.object({
  student: z.object({ id: z.uuid(), fullName: z.string() }),
  week: z.object({
    /** The Monday, 'YYYY-MM-DD' (Jakarta). */
    start: z.string(),
    /** The Sunday, 'YYYY-MM-DD' (Jakarta). */
    end: z.string(),
    /** '16–22 November 2026'. */
    label: z.string(),
    /** The week holding now: its classes to come are listed, and it may still change. */
    isCurrent: z.boolean(),
    /** The Mondays of the weeks before and after, when the report reaches them. */
    previous: z.string().nullable(),
    next: z.string().nullable(),
  }),
  totals: z.object({
    attended: z.number().int(),
    missed: z.number().int(),
    toCome: z.number().int(),
    ratings: z.number().int(),
    questions: z.number().int(),
    videos: z.number().int(),
  }),
  classes: z.object({
    attended: z.array(ReportClassSchema),
    missed: z.array(ReportClassSchema),
    toCome: z.array(ReportClassSchema),
  }),
  /** Ratings first given this week (a later change keeps the week it was first given in). */
  ratings: z.array(
    z.object({
      classId: z.uuid(),
      classTitle: z.string(),
      stars: z.number().int().min(1).max(5),
      comment: z.string().nullable(),
      ratedAt: z.iso.datetime(),
    }),
  ),
  /** Questions asked this week in a class Q&A (ones a teacher hid are left out). */
  questions: z.array(
    z.object({
      id: z.uuid(),
      classId: z.uuid(),
      classTitle: z.string(),
      /** The question as plain text, shortened (… at the end). */
      excerpt: z.string(),
      askedAt: z.iso.datetime(),
      answered: z.boolean(),
    }),
  ),
  /** Tanya videos the student played this week, each once, by first play. */
  videos: z.array(
    z.object({
      questionId: z.uuid(),
      /** The question as plain text, shortened. */
      title: z.string(),
      /** The video page, /tanya/{id}/{slug}. */
      path: z.string(),
      subjectName: z.string(),
      grade: z.number().int(),
      /** The first Jakarta day it was played this week, 'YYYY-MM-DD'. */
      watchedOn: z.string(),
    }),
  ),
});
export type WeeklyReport = z.output<typeof WeeklyReportSchema>;

export const weeklyReportContract = defineContract({
  endpoint: WEEKLY_REPORT,
  service: 'weekly-report',
  summary:
    'One student’s week (Senin–Minggu, WIB) for their family: classes attended, missed and to come, ratings, questions, Tanya videos. `{id}` is a student of the caller’s account; anything else answers 404.',
  auth: 'bearer',
  params: z.object({ id: z.string().max(100) }),
  query: WeeklyReportQuerySchema,
  response: WeeklyReportSchema,
  errors: ['not_found'],
});

export const WeeklyReportPreferencesSchema = z.object({
  /** The week’s summary on the parent’s WhatsApp every Sunday at 19.00 WIB. */
  whatsapp: z.boolean({ error: 'Pilih ya atau tidak untuk ringkasan WhatsApp.' }),
});
export type WeeklyReportPreferences = z.output<typeof WeeklyReportPreferencesSchema>;

export const weeklyReportPreferencesContract = defineContract({
  endpoint: WEEKLY_REPORT_PREFERENCES,
  service: 'weekly-report',
  summary: 'Whether the family’s parent gets the weekly WhatsApp summary (Sunday 19.00 WIB).',
  auth: 'bearer',
  response: WeeklyReportPreferencesSchema,
  errors: ['forbidden'],
});

export const updateWeeklyReportPreferencesContract = defineContract({
  endpoint: UPDATE_WEEKLY_REPORT_PREFERENCES,
  service: 'weekly-report',
  summary: 'Turns the family parent’s weekly WhatsApp summary on or off (accounts with a parent only).',
  auth: 'bearer',
  body: WeeklyReportPreferencesSchema,
  response: WeeklyReportPreferencesSchema,
  errors: ['forbidden'],
});
