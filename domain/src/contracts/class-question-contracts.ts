import { z } from 'zod';
import {
  answerTextProblem,
  CLASS_QUESTION_LIMITS,
  CLASS_QUESTION_MESSAGES,
  normalizeQuestionText,
  questionTextProblem,
} from '../live-classes/class-question.ts';
import { defineContract } from './contract.ts';
import {
  ADMIN_ANSWER_QUESTION,
  ADMIN_CLASS_QUESTIONS,
  ADMIN_HIDE_QUESTION,
  ASK_CLASS_QUESTION,
  CLASS_QUESTIONS,
  DELETE_CLASS_QUESTION,
  TEACHER_ANSWER_QUESTION,
  TEACHER_HIDE_QUESTION,
  TEACHER_QNA_URL,
  UNVOTE_CLASS_QUESTION,
  VOTE_CLASS_QUESTION,
} from './endpoints.ts';

/*
 * The class Q&A (issue 15, decision 075): the class's students ask, vote and delete their own
 * questions; the teacher answers and hides through the admin API or the signed teacher link.
 * docs/product §2 names the page (/bimbel/user/qna/{classId}) and nothing else: the calls are ours.
 */

/** Text far past every limit is refused before it is normalised (the body limit caps it anyway). */
const RAW_TEXT_MAX = 8000;

/** A question as a student writes it: normalised (line breaks, blank lines, ends), 10–500 characters. */
export const QuestionTextSchema = z
  .string({ error: CLASS_QUESTION_MESSAGES.required })
  .max(RAW_TEXT_MAX, { error: CLASS_QUESTION_MESSAGES.tooLong })
  .transform(normalizeQuestionText)
  .superRefine((value, context) => {
    const problem = questionTextProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A teacher's answer: normalised like a question, 1–2000 characters. */
export const AnswerTextSchema = z
  .string({ error: CLASS_QUESTION_MESSAGES.answerRequired })
  .max(RAW_TEXT_MAX, { error: CLASS_QUESTION_MESSAGES.answerTooLong })
  .transform(normalizeQuestionText)
  .superRefine((value, context) => {
    const problem = answerTextProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const ClassIdSchema = z.uuid({ error: 'Kelas tidak ditemukan.' });
const QuestionIdSchema = z.uuid({ error: 'Pertanyaan tidak ditemukan.' });

const ClassParamsSchema = z.object({ id: ClassIdSchema });
const QuestionParamsSchema = z.object({ id: ClassIdSchema, questionId: QuestionIdSchema });

/**
 * `studentId`: the student the call acts for — the caller, or (from a parent's token) a student of
 * the same family, as the join call allows (decision 069). Absent: the caller, who must then be a
 * student profile.
 */
export const ActingStudentQuerySchema = z.object({
  studentId: z.uuid({ error: 'Murid tidak ditemukan.' }).optional(),
});

export const AskQuestionBodySchema = z.object(
  { body: QuestionTextSchema },
  { error: 'Kirim pertanyaan sebagai { "body": "…" }.' },
);

export const ClassQuestionAnswerSchema = z.object({
  /** The teacher's answer; maths in LaTeX between `$…$`, as in the question. */
  text: z.string(),
  /** Who answered, as shown ("Pak Hendra Wijaya"). */
  answeredBy: z.string(),
  answeredAt: z.iso.datetime(),
});

/** A question as the class's students see it. */
export const ClassQuestionSchema = z.object({
  id: z.uuid(),
  /** The text as written; maths in LaTeX between `$…$` (`$$…$$` on its own line). */
  body: z.string(),
  /** The asker's first name (a child's full name stays private). */
  askedBy: z.string(),
  /** Asked by the student the call acts for: they may delete it, and cannot vote for it. */
  mine: z.boolean(),
  votes: z.number().int().min(0),
  votedByMe: z.boolean(),
  /** Hidden by the teacher: only ever true on one's own question (nobody else sees it). */
  hidden: z.boolean(),
  answer: ClassQuestionAnswerSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type ClassQuestionBody = z.output<typeof ClassQuestionSchema>;

export const ClassQuestionsSchema = z.object({
  /** Most votes first, then the oldest first (then by id): the order never changes between calls. */
  questions: z.array(ClassQuestionSchema),
  /** `open`: questions and votes are taken; `closed` 7 days after the end; `cancelled` class. */
  state: z.enum(['open', 'closed', 'cancelled']),
  /** Until when questions and votes are taken. */
  openUntil: z.iso.datetime(),
  limits: z.object({ bodyMin: z.number().int(), bodyMax: z.number().int() }),
});
export type ClassQuestionsBody = z.output<typeof ClassQuestionsSchema>;

export const QuestionVoteSchema = z.object({
  questionId: z.uuid(),
  votes: z.number().int().min(0),
  votedByMe: z.boolean(),
});

export const DeletedQuestionSchema = z.object({ questionId: z.uuid(), deleted: z.literal(true) });

/** A question as the teacher and the academic team see it: hidden ones too, with the asker's name. */
export const TeacherQuestionSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  askedBy: z.object({ id: z.uuid(), name: z.string() }),
  votes: z.number().int().min(0),
  hiddenAt: z.iso.datetime().nullable(),
  answer: ClassQuestionAnswerSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type TeacherQuestionBody = z.output<typeof TeacherQuestionSchema>;

const AnsweredBySchema = z
  .string({ error: 'answeredBy harus teks.' })
  .trim()
  .min(2, { error: 'Nama penjawab minimal 2 karakter, ya.' })
  .max(CLASS_QUESTION_LIMITS.answeredByMax, {
    error: `Nama penjawab maksimal ${CLASS_QUESTION_LIMITS.answeredByMax} karakter, ya.`,
  });

/** `answer`: the text, or null to take an answer back. `answeredBy`: default the class's teacher. */
export const AnswerQuestionBodySchema = z.object(
  { answer: AnswerTextSchema.nullable(), answeredBy: AnsweredBySchema.optional() },
  { error: 'Kirim jawaban sebagai { "answer": "…" }.' },
);

export const HideQuestionBodySchema = z.object(
  { hidden: z.boolean({ error: 'hidden harus true atau false.' }) },
  { error: 'Kirim { "hidden": true } atau { "hidden": false }.' },
);

/** The signed teacher link's credential (decision 075): the last segment of its address. */
const TeacherTokenSchema = z
  .string({ error: 'Tautan guru tidak berlaku.' })
  .max(200, { error: 'Tautan guru tidak berlaku.' });

export const TeacherAnswerBodySchema = z.object(
  { token: TeacherTokenSchema, answer: AnswerTextSchema.nullable() },
  { error: 'Kirim jawaban sebagai { "token": "…", "answer": "…" }.' },
);

export const TeacherHideBodySchema = z.object(
  { token: TeacherTokenSchema, hidden: z.boolean({ error: 'hidden harus true atau false.' }) },
  { error: 'Kirim { "token": "…", "hidden": true }.' },
);

const TeacherQuestionAnswerSchema = z.object({ question: TeacherQuestionSchema });

export const classQuestionsContract = defineContract({
  endpoint: CLASS_QUESTIONS,
  service: 'class-qna',
  summary:
    'The Q&A of a class for one of its students: questions by votes (then oldest first), the student’s own hidden ones marked, answers; whether questions are still taken.',
  auth: 'bearer',
  params: ClassParamsSchema,
  query: ActingStudentQuerySchema,
  response: ClassQuestionsSchema,
  errors: ['student_only', 'forbidden', 'class_not_entitled', 'not_found'],
});

export const askClassQuestionContract = defineContract({
  endpoint: ASK_CLASS_QUESTION,
  service: 'class-qna',
  summary:
    'Posts a question to a class’s Q&A (10–500 characters, maths in $…$); 5 questions per 10 minutes per student; until 7 days after the class ends.',
  auth: 'bearer',
  params: ClassParamsSchema,
  query: ActingStudentQuerySchema,
  body: AskQuestionBodySchema,
  response: z.object({ question: ClassQuestionSchema }),
  successStatus: [201],
  errors: [
    'student_only',
    'forbidden',
    'class_not_entitled',
    'not_found',
    'class_cancelled',
    'qna_closed',
    'rate_limited',
  ],
});

export const voteClassQuestionContract = defineContract({
  endpoint: VOTE_CLASS_QUESTION,
  service: 'class-qna',
  summary:
    'Upvotes a classmate’s question, once: repeating it changes nothing. One’s own question cannot be upvoted (403).',
  auth: 'bearer',
  params: QuestionParamsSchema,
  query: ActingStudentQuerySchema,
  response: QuestionVoteSchema,
  errors: [
    'student_only',
    'forbidden',
    'class_not_entitled',
    'not_found',
    'own_question_vote',
    'class_cancelled',
    'qna_closed',
    'rate_limited',
  ],
});

export const unvoteClassQuestionContract = defineContract({
  endpoint: UNVOTE_CLASS_QUESTION,
  service: 'class-qna',
  summary: 'Takes an upvote back; repeating it changes nothing.',
  auth: 'bearer',
  params: QuestionParamsSchema,
  query: ActingStudentQuerySchema,
  response: QuestionVoteSchema,
  errors: [
    'student_only',
    'forbidden',
    'class_not_entitled',
    'not_found',
    'class_cancelled',
    'qna_closed',
    'rate_limited',
  ],
});

export const deleteClassQuestionContract = defineContract({
  endpoint: DELETE_CLASS_QUESTION,
  service: 'class-qna',
  summary: 'Deletes one’s own question (with its votes and answer); another student’s is refused (403).',
  auth: 'bearer',
  params: QuestionParamsSchema,
  query: ActingStudentQuerySchema,
  response: DeletedQuestionSchema,
  errors: ['student_only', 'forbidden', 'class_not_entitled', 'not_found'],
});

export const adminClassQuestionsContract = defineContract({
  endpoint: ADMIN_CLASS_QUESTIONS,
  service: 'class-qna-admin',
  summary: 'Every question of a class for the teacher and the academic team, hidden ones included, by votes.',
  auth: 'admin',
  params: ClassParamsSchema,
  response: z.object({ questions: z.array(TeacherQuestionSchema) }),
  errors: ['not_found'],
});

export const adminAnswerQuestionContract = defineContract({
  endpoint: ADMIN_ANSWER_QUESTION,
  service: 'class-qna-admin',
  summary:
    'Answers a question (or takes the answer back with `answer: null`); `answeredBy` defaults to the class’s teacher.',
  auth: 'admin',
  params: QuestionParamsSchema,
  body: AnswerQuestionBodySchema,
  response: TeacherQuestionAnswerSchema,
  errors: ['not_found'],
});

export const adminHideQuestionContract = defineContract({
  endpoint: ADMIN_HIDE_QUESTION,
  service: 'class-qna-admin',
  summary: 'Hides an abusive question from the class (its author still sees it, marked), or shows it again.',
  auth: 'admin',
  params: QuestionParamsSchema,
  body: HideQuestionBodySchema,
  response: TeacherQuestionAnswerSchema,
  errors: ['not_found'],
});

export const teacherQnaUrlContract = defineContract({
  endpoint: TEACHER_QNA_URL,
  service: 'class-qna-admin',
  summary:
    'The signed teacher link of a class’s Q&A: a page where the teacher answers and hides questions without the admin token, valid until 7 days after the class ends.',
  auth: 'admin',
  params: ClassParamsSchema,
  response: z.object({ url: z.string(), expiresAt: z.iso.datetime() }),
  errors: ['not_found'],
});

export const teacherAnswerQuestionContract = defineContract({
  endpoint: TEACHER_ANSWER_QUESTION,
  service: 'class-qna-teacher',
  summary: 'The teacher link’s answer (or `answer: null` to take it back), signed in by the link’s token.',
  auth: 'none',
  params: QuestionParamsSchema,
  body: TeacherAnswerBodySchema,
  response: TeacherQuestionAnswerSchema,
  errors: ['forbidden', 'not_found', 'rate_limited'],
});

export const teacherHideQuestionContract = defineContract({
  endpoint: TEACHER_HIDE_QUESTION,
  service: 'class-qna-teacher',
  summary: 'The teacher link’s hide (or show again), signed in by the link’s token.',
  auth: 'none',
  params: QuestionParamsSchema,
  body: TeacherHideBodySchema,
  response: TeacherQuestionAnswerSchema,
  errors: ['forbidden', 'not_found', 'rate_limited'],
});
