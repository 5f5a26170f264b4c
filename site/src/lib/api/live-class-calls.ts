import {
  LIVE_CLASS_JOIN_URL,
  SESSION_DETAIL,
  STUDENT_PAST_SESSIONS,
  STUDENT_SESSIONS,
} from '@bimbel/domain/contracts/endpoints';
import type {
  joinUrlContract,
  sessionDetailContract,
  studentPastSessionsContract,
  studentSessionsContract,
} from '@bimbel/domain/contracts/live-class-contracts';
import { defineCall } from './define-call.ts';

/** The ongoing and upcoming classes of the current student profile, until the end of next week (WIB). */
export const getStudentSessions = defineCall<typeof studentSessionsContract>(STUDENT_SESSIONS);
/** A page of the current student's past classes, newest first (`limit` 1–50, `offset`). */
export const getPastSessions = defineCall<typeof studentPastSessionsContract>(STUDENT_PAST_SESSIONS);
/** One class the current student may attend (403 `class_not_entitled` otherwise). */
export const getSession = defineCall<typeof sessionDetailContract>(SESSION_DETAIL);
/**
 * The join URL of class `id` for student `id2` (the current profile, or a student of the family);
 * 409 `class_not_open_yet` with `opensAt` before the window, `class_ended` after.
 */
export const getJoinUrl = defineCall<typeof joinUrlContract>(LIVE_CLASS_JOIN_URL);
