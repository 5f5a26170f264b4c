import type {
  ClassQuestionBody,
  TeacherQuestionBody,
} from '@bimbel/domain/contracts/class-question-contracts';
import { askerDisplayName } from '@bimbel/domain/live-classes/class-question';
import type { QuestionRow } from './question-queries.ts';

function answerOf(row: QuestionRow): ClassQuestionBody['answer'] {
  if (row.answer === null || row.answered_at === null) return null;
  return { text: row.answer, answeredBy: row.answered_by ?? '', answeredAt: row.answered_at.toISOString() };
}

/** A question as a student of the class reads it (the asker by first name; `mine` for their own). */
export function toClassQuestionBody(row: QuestionRow, studentId: string): ClassQuestionBody {
  const mine = row.user_id === studentId;
  return {
    id: row.id,
    body: row.body,
    askedBy: askerDisplayName(row.asker_name),
    mine,
    votes: row.votes,
    votedByMe: row.voted_by_me,
    hidden: mine && row.hidden_at !== null,
    answer: answerOf(row),
    createdAt: row.created_at.toISOString(),
  };
}

/** A question as the teacher and the academic team read it: hidden ones too, the asker's full name. */
export function toTeacherQuestionBody(row: QuestionRow): TeacherQuestionBody {
  return {
    id: row.id,
    body: row.body,
    askedBy: { id: row.user_id, name: row.asker_name },
    votes: row.votes,
    hiddenAt: row.hidden_at?.toISOString() ?? null,
    answer: answerOf(row),
    createdAt: row.created_at.toISOString(),
  };
}
