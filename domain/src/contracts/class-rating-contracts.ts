import { z } from 'zod';
import {
  normalizeRatingComment,
  RATING_MAX_STARS,
  RATING_MESSAGES,
  RATING_MIN_STARS,
  ratingCommentProblem,
} from '../live-classes/class-rating.ts';
import { defineContract } from './contract.ts';
import { RATE_CLASS } from './endpoints.ts';

/*
 * Rating a class (issue 15, decision 076). Ours: docs/product §2 names "class rating" among the
 * areas implied by layout and shows no call.
 */

const StarsSchema = z
  .number({ error: RATING_MESSAGES.stars })
  .int({ error: RATING_MESSAGES.stars })
  .min(RATING_MIN_STARS, { error: RATING_MESSAGES.stars })
  .max(RATING_MAX_STARS, { error: RATING_MESSAGES.stars });

/** The optional comment: trimmed, empty = none (null), at most 500 characters. */
const CommentSchema = z
  .string({ error: RATING_MESSAGES.commentType })
  .nullable()
  .optional()
  .transform((value) => normalizeRatingComment(value))
  .superRefine((comment, context) => {
    const problem = ratingCommentProblem(comment);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * `PUT …/sessions/{id}/rating`: `{ stars, comment?, studentId? }`. `studentId` is the student who
 * rates when the caller is not that student: a parent's profile (or a sibling's) on the family's
 * phone, as the join call allows; absent, the calling student rates.
 */
export const ClassRatingBodySchema = z.object({
  stars: StarsSchema,
  comment: CommentSchema,
  studentId: z.uuid({ error: 'Murid tidak ditemukan.' }).optional(),
});
export type ClassRatingBody = z.input<typeof ClassRatingBodySchema>;

/** A student's rating of a class. */
export const ClassRatingSchema = z.object({
  stars: z.number().int().min(RATING_MIN_STARS).max(RATING_MAX_STARS),
  comment: z.string().nullable(),
  /** First rated. */
  createdAt: z.iso.datetime(),
  /** Last changed (a second rating replaces the first). */
  updatedAt: z.iso.datetime(),
});
export type ClassRatingView = z.output<typeof ClassRatingSchema>;

/** Every rating of a class (or a teacher) together: the average to one decimal and how many. */
export const RatingSummarySchema = z.object({
  average: z.number().min(RATING_MIN_STARS).max(RATING_MAX_STARS),
  count: z.number().int().min(1),
});
export type RatingSummary = z.output<typeof RatingSummarySchema>;

export const RateClassAnswerSchema = z.object({
  classId: z.uuid(),
  studentId: z.uuid(),
  rating: ClassRatingSchema,
  /** The class's ratings with this one counted. */
  summary: RatingSummarySchema,
});

export const rateClassContract = defineContract({
  endpoint: RATE_CLASS,
  service: 'live-classes',
  summary:
    'Rates class {id} (1–5 stars, optional comment ≤ 500 characters); rating again replaces it. For a student who joined the class, from its end until 30 days after.',
  auth: 'bearer',
  params: z.object({ id: z.uuid({ error: 'Kelas tidak ditemukan.' }) }),
  body: ClassRatingBodySchema,
  response: RateClassAnswerSchema,
  errors: [
    'student_only',
    'forbidden',
    'not_found',
    'class_not_entitled',
    'class_not_attended',
    'class_cancelled',
    'class_not_ended',
    'rating_closed',
    'rate_limited',
  ],
});
