/*
 * The class Q&A (issue 15, decision 075): the rules of a question's and an answer's text. Plain
 * TypeScript without zod or dayjs, so the browser's ask form counts and checks exactly as the
 * server does without shipping a schema library.
 */

/** Lengths and limits of the class Q&A (the database checks wider bounds, migration 0008). */
export const CLASS_QUESTION_LIMITS = {
  /** A question shorter than this says too little to be answered ("tolong", "???"). */
  bodyMin: 10,
  bodyMax: 500,
  answerMax: 2000,
  /** Who answered, as shown under the answer ("Pak Hendra"). */
  answeredByMax: 120,
  /** Questions one student may post per sliding window, over all classes. */
  questionsPerWindow: 5,
  questionWindowSeconds: 10 * 60,
  /** Votes and unvotes one student may send per sliding window (a pressed-and-held button). */
  votesPerWindow: 120,
  voteWindowSeconds: 10 * 60,
  /** Questions can be asked and voted on until this many days after the class ends. */
  openDaysAfterEnd: 7,
  /** At most this many questions are listed (most voted first). */
  listMax: 200,
} as const;

export const CLASS_QUESTION_MESSAGES = {
  required: 'Tulis pertanyaanmu dulu, ya.',
  tooShort: `Tulis pertanyaanmu minimal ${CLASS_QUESTION_LIMITS.bodyMin} karakter, ya.`,
  tooLong: `Pertanyaan maksimal ${CLASS_QUESTION_LIMITS.bodyMax} karakter, ya.`,
  control: 'Pertanyaan berisi karakter tak terlihat. Hapus dulu, ya.',
  answerRequired: 'Tulis jawabannya dulu, ya.',
  answerTooLong: `Jawaban maksimal ${CLASS_QUESTION_LIMITS.answerMax} karakter, ya.`,
  answerControl: 'Jawaban berisi karakter tak terlihat. Hapus dulu, ya.',
} as const;

/** Invisible control characters (NUL and the like); tabs and line breaks are fine. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

/**
 * Characters as a person counts them (code points, as PostgreSQL's `char_length`): an emoji is
 * one, not the two UTF-16 units `String.length` sees.
 *
 * @example
 * countCharacters('x² 👍'); // 4
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * A text as it is stored: line breaks as `\n`, at most one empty line in a row, no spaces at the
 * ends. The count and the checks apply to this form.
 *
 * @example
 * normalizeQuestionText('  Kenapa\r\n\r\n\r\n$x^2$?  '); // 'Kenapa\n\n$x^2$?'
 */
export function normalizeQuestionText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * What is wrong with a question's text (after `normalizeQuestionText`), or undefined.
 *
 * @example
 * questionTextProblem('Berapa?'); // 'Tulis pertanyaanmu minimal 10 karakter, ya.'
 */
export function questionTextProblem(normalized: string): string | undefined {
  const length = countCharacters(normalized);
  if (length === 0) return CLASS_QUESTION_MESSAGES.required;
  if (CONTROL_CHARACTER.test(normalized)) return CLASS_QUESTION_MESSAGES.control;
  if (length < CLASS_QUESTION_LIMITS.bodyMin) return CLASS_QUESTION_MESSAGES.tooShort;
  if (length > CLASS_QUESTION_LIMITS.bodyMax) return CLASS_QUESTION_MESSAGES.tooLong;
  return undefined;
}

/** What is wrong with a teacher's answer (after `normalizeQuestionText`), or undefined. */
export function answerTextProblem(normalized: string): string | undefined {
  const length = countCharacters(normalized);
  if (length === 0) return CLASS_QUESTION_MESSAGES.answerRequired;
  if (CONTROL_CHARACTER.test(normalized)) return CLASS_QUESTION_MESSAGES.answerControl;
  if (length > CLASS_QUESTION_LIMITS.answerMax) return CLASS_QUESTION_MESSAGES.answerTooLong;
  return undefined;
}

/**
 * The name a question is shown with to the class: the first word of the student's name
 * ("Raka Pratama" → "Raka"). Classmates need no more, and a child's full name stays private.
 */
export function askerDisplayName(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] || 'Murid';
}
