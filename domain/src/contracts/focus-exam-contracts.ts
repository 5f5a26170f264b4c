import { z } from 'zod';
import { FOCUS_EXAM_GROUPS } from '../live-classes/focus-exams.ts';
import { defineContract } from './contract.ts';
import { MY_FOCUS_EXAM } from './endpoints.ts';
import { LiveClassSchema } from './live-class-contracts.ts';

/*
 * `GET {api}/sessions/v1/students/my-focus-exam` (docs/product §7; its answer is "not shown",
 * this one is ours — decision 077).
 */

export const FocusExamSubtestSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  group: z.enum(Object.keys(FOCUS_EXAM_GROUPS) as [keyof typeof FOCUS_EXAM_GROUPS]),
  /** 'Tes Potensi Skolastik (TPS)' or 'Tes Literasi'. */
  groupName: z.string(),
  description: z.string(),
  /** Whether the programme's live classes teach it. */
  coveredInClasses: z.boolean(),
});

export const MyFocusExamSchema = z.object({
  focusExam: z
    .object({
      /** The id the session calls' `focusExamIds` filter takes: `utbk-snbt`. */
      id: z.string(),
      name: z.string(),
      fullName: z.string(),
      /** The grades it is for. */
      grades: z.array(z.number().int()),
      /** The whole test, in minutes. */
      durationMinutes: z.number().int(),
      subtests: z.array(FocusExamSubtestSchema),
      /**
       * `classes`: the student follows its classes and tryouts (PAID and TRIAL, decision 069) —
       * they come in the session calls, `?focusExamIds=<id>` lists only them.
       * `preview`: the student sees what it is and how to join (`pagePath`).
       */
      access: z.enum(['classes', 'preview']),
      /** The programme's public page: what it covers, its timetable, its teachers, how to join. */
      pagePath: z.string(),
      /** `classes`: the student's next (or running) class or tryout of the programme, if any is planned. */
      nextClass: LiveClassSchema.extend({ tryout: z.boolean() }).nullable(),
    })
    .nullable(),
});
export type MyFocusExam = z.output<typeof MyFocusExamSchema>;

export const myFocusExamContract = defineContract({
  endpoint: MY_FOCUS_EXAM,
  service: 'live-classes',
  summary:
    'The calling student’s focus exam programme (UTBK-SNBT for grade 12; null for the other grades): its subtests, whether the student follows its classes, and the next one.',
  auth: 'bearer',
  response: MyFocusExamSchema,
  errors: ['student_only'],
});
