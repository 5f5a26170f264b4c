import {
  ASK_CLASS_QUESTION,
  CLASS_QUESTIONS,
  DELETE_CLASS_QUESTION,
  TEACHER_ANSWER_QUESTION,
  TEACHER_HIDE_QUESTION,
  UNVOTE_CLASS_QUESTION,
  VOTE_CLASS_QUESTION,
} from '@bimbel/domain/contracts/endpoints';
import type {
  askClassQuestionContract,
  classQuestionsContract,
  deleteClassQuestionContract,
  teacherAnswerQuestionContract,
  teacherHideQuestionContract,
  unvoteClassQuestionContract,
  voteClassQuestionContract,
} from '@bimbel/domain/contracts/class-question-contracts';
import { defineCall } from './define-call.ts';

/** The class Q&A of class `id` for `studentId` (the profile in use, or a family student of a parent). */
export const getClassQuestions = defineCall<typeof classQuestionsContract>(CLASS_QUESTIONS);
/** Posts a question (10–500 characters); 429 past 5 questions in 10 minutes. */
export const askClassQuestion = defineCall<typeof askClassQuestionContract>(ASK_CLASS_QUESTION);
/** Upvotes a classmate's question (once: repeating it changes nothing). */
export const voteClassQuestion = defineCall<typeof voteClassQuestionContract>(VOTE_CLASS_QUESTION);
/** Takes the upvote back. */
export const unvoteClassQuestion = defineCall<typeof unvoteClassQuestionContract>(UNVOTE_CLASS_QUESTION);
/** Deletes one's own question. */
export const deleteClassQuestion = defineCall<typeof deleteClassQuestionContract>(DELETE_CLASS_QUESTION);
/** The teacher link's answer (`answer: null` takes it back), signed in by the link's token. */
export const answerAsTeacher = defineCall<typeof teacherAnswerQuestionContract>(TEACHER_ANSWER_QUESTION);
/** The teacher link's hide / show again. */
export const hideAsTeacher = defineCall<typeof teacherHideQuestionContract>(TEACHER_HIDE_QUESTION);
