import type { rateClassContract } from '@bimbel/domain/contracts/class-rating-contracts';
import { MY_FOCUS_EXAM, RATE_CLASS } from '@bimbel/domain/contracts/endpoints';
import type { myFocusExamContract } from '@bimbel/domain/contracts/focus-exam-contracts';
import { defineCall } from './define-call.ts';

/**
 * Rates class `id` for the current student (1–5 `stars`, optional `comment`); rating again replaces
 * it. 403 `class_not_attended` / `class_not_entitled`, 409 `class_not_ended` / `rating_closed`.
 */
export const rateClass = defineCall<typeof rateClassContract>(RATE_CLASS);
/** The current student's focus exam programme (UTBK-SNBT for grade 12), or `focusExam: null`. */
export const getMyFocusExam = defineCall<typeof myFocusExamContract>(MY_FOCUS_EXAM);
