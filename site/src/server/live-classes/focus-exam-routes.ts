import { myFocusExamContract, type MyFocusExam } from '@bimbel/domain/contracts/focus-exam-contracts';
import { CLASS_SUBSCRIPTION_TYPES } from '@bimbel/domain/live-classes/class-entitlement';
import {
  FOCUS_EXAM_GROUPS,
  FOCUS_EXAM_PAGE_PATHS,
  focusExamForGrade,
  isTryoutTitle,
  type FocusExam,
} from '@bimbel/domain/live-classes/focus-exams';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { toLiveClassBody } from './class-body.ts';
import { listCurrentClasses, loadClassViewer } from './class-queries.ts';

export const FOCUS_EXAM_MESSAGES = {
  studentOnly: 'Program persiapan ujian ada di profil murid. Pilih profil murid dulu, ya.',
} as const;

/** How far ahead the next class of a programme is looked for. */
const NEXT_CLASS_HORIZON_DAYS = 35;

type FocusExamAnswer = NonNullable<MyFocusExam['focusExam']>;

/** A programme as the answer describes it, without the student's part. */
export function describeFocusExam(exam: FocusExam): Omit<FocusExamAnswer, 'access' | 'nextClass'> {
  return {
    id: exam.id,
    name: exam.name,
    fullName: exam.fullName,
    grades: [...exam.grades],
    durationMinutes: exam.durationMinutes,
    subtests: exam.subtests.map((subtest) => ({ ...subtest, groupName: FOCUS_EXAM_GROUPS[subtest.group] })),
    pagePath: FOCUS_EXAM_PAGE_PATHS[exam.id] ?? '/bimbel',
  };
}

/**
 * The student's focus exam (decision 077): the programme of their grade (UTBK-SNBT for grade 12,
 * none for the others). PAID and TRIAL students follow its classes (`access: 'classes'`, with
 * the next one); the others get `preview`: what it is and the page that says how to join.
 */
export async function loadMyFocusExam(db: Kysely<Tables>, userId: string, now: Date): Promise<MyFocusExam> {
  const viewer = await loadClassViewer(db, userId, now);
  const exam = viewer ? focusExamForGrade(viewer.grade) : null;
  if (!viewer || !exam) return { focusExam: null };
  const follows = CLASS_SUBSCRIPTION_TYPES.includes(viewer.subscriptionType);
  let nextClass: FocusExamAnswer['nextClass'] = null;
  if (follows) {
    const until = new Date(now.getTime() + NEXT_CLASS_HORIZON_DAYS * 86_400_000);
    const [next] = await listCurrentClasses(db, viewer, { now, until, focusExamIds: [exam.id] });
    if (next) nextClass = { ...toLiveClassBody(next, now), tryout: isTryoutTitle(next.title) };
  }
  return { focusExam: { ...describeFocusExam(exam), access: follows ? 'classes' : 'preview', nextClass } };
}

/** `GET {api}/sessions/v1/students/my-focus-exam` (docs/product §7). */
export const focusExamService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, myFocusExamContract, async (c) => {
    const { db } = await deps.database();
    const caller = await findCaller(db, c.var.auth);
    if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    if (caller.role !== 'student') throw new ApiError(403, 'student_only', FOCUS_EXAM_MESSAGES.studentOnly);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, myFocusExamContract, await loadMyFocusExam(db, caller.id, deps.now()));
  });

  return app;
};
