import type { QnaQuestionView } from '#site/server/class-qna/qna-page-loader.ts';
import { DeleteQuestionButton } from './delete-question-button.tsx';
import { questionStyles, type DeleteButtonClasses, type VoteButtonClasses } from './qna-styles.ts';
import { formatQuestionTime } from './question-time.ts';
import { VoteButton } from './vote-button.tsx';

export type QuestionCardContext = {
  classId: string;
  studentId: string;
  timeZone: string;
  /** Questions and votes are taken (the Q&A is open). */
  open: boolean;
  voteClasses: VoteButtonClasses;
  deleteClasses: DeleteButtonClasses;
};

/**
 * One question: who asked and when, the text (maths as MathML, rendered on the server), the
 * teacher's answer, and 'Dukung' — or, on one's own question, the count and 'Hapus'. A question
 * the teacher hid is only ever shown to its author, marked, with the reason.
 */
export function QuestionCard({
  question,
  context,
}: {
  question: QnaQuestionView;
  context: QuestionCardContext;
}) {
  const headerId = `pertanyaan-${question.id}`;
  const bodyId = `pertanyaan-${question.id}-isi`;
  const votes = `${question.votes} dukungan`;
  return (
    <li>
      <article
        aria-labelledby={`${headerId} ${bodyId}`}
        className={questionStyles.card}
        data-hidden={question.hidden || undefined}
      >
        <p id={headerId} className={questionStyles.header}>
          <span className={questionStyles.asker}>
            {question.mine ? 'Pertanyaanmu' : `Dari ${question.askedBy}`}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={question.createdAt}>
            {formatQuestionTime(question.createdAt, context.timeZone)}
          </time>
          {question.answer && <span className={questionStyles.badge}>Dijawab</span>}
          {question.hidden && <span className={questionStyles.hiddenBadge}>Disembunyikan guru</span>}
        </p>
        <div
          id={bodyId}
          className={questionStyles.body}
          dangerouslySetInnerHTML={{ __html: question.bodyHtml }}
        />
        {question.hidden && (
          <p className={questionStyles.hiddenNote}>
            Guru menyembunyikan pertanyaan ini karena tidak sesuai aturan kelas. Hanya kamu yang bisa
            melihatnya; kamu bisa menghapusnya.
          </p>
        )}
        {question.answer && (
          <div className={questionStyles.answer}>
            <p className={questionStyles.answerTitle}>
              <span>{`Jawaban ${question.answer.answeredBy}`}</span>
              <span aria-hidden="true" className={questionStyles.answerTime}>
                ·
              </span>
              <time dateTime={question.answer.answeredAt} className={questionStyles.answerTime}>
                {formatQuestionTime(question.answer.answeredAt, context.timeZone)}
              </time>
            </p>
            <div
              className={questionStyles.answerBody}
              dangerouslySetInnerHTML={{ __html: question.answer.html }}
            />
          </div>
        )}
        <div className={questionStyles.footer}>
          {question.mine || !context.open ? (
            <span className={questionStyles.votesText}>{votes}</span>
          ) : (
            <VoteButton
              // A refresh that brings other counts (after another action) starts the button from them.
              key={`${question.votes}:${question.votedByMe}`}
              classId={context.classId}
              studentId={context.studentId}
              questionId={question.id}
              initial={{ votes: question.votes, voted: question.votedByMe }}
              describedBy={bodyId}
              classes={context.voteClasses}
            />
          )}
          {question.mine && (
            <DeleteQuestionButton
              classId={context.classId}
              studentId={context.studentId}
              questionId={question.id}
              classes={context.deleteClasses}
            />
          )}
        </div>
      </article>
    </li>
  );
}
