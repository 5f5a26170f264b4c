import dayjs from 'dayjs';
import { CLASS_QUESTION_LIMITS } from './class-question.ts';

type QnaClass = { endsAt: Date; cancelledAt: Date | null };

/**
 * Until when a class's Q&A takes questions and votes: 7 days after the class ends (decision 075) —
 * the week a student revises the material and the teacher answers what is left.
 *
 * @example
 * qnaOpenUntil(new Date('2026-11-25T13:30:00Z')).toISOString(); // '2026-12-02T13:30:00.000Z'
 */
export function qnaOpenUntil(liveClass: Pick<QnaClass, 'endsAt'>): Date {
  return dayjs(liveClass.endsAt).add(CLASS_QUESTION_LIMITS.openDaysAfterEnd, 'day').toDate();
}

/**
 * Whether questions can be asked and voted on at `now`: from the moment the class is on the
 * timetable (a question can come before the class) until `qnaOpenUntil`; never for a cancelled
 * class. Reading, deleting one's own question and the teacher's answers are not bound by it.
 */
export function qnaState(liveClass: QnaClass, now: Date): 'open' | 'closed' | 'cancelled' {
  if (liveClass.cancelledAt) return 'cancelled';
  return now.getTime() < qnaOpenUntil(liveClass).getTime() ? 'open' : 'closed';
}
