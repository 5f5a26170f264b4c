import { css } from '@bimbel/styled-system/css';
import type { TeacherQuestionView } from '#site/server/class-qna/teacher-qna-loader.ts';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { subjectLine } from '../shared/subject-line.ts';
import { QnaClassFacts } from './qna-class-facts.tsx';
import { qnaPageStyles, questionStyles, teacherActionsClasses } from './qna-styles.ts';
import { formatQuestionTime } from './question-time.ts';
import { TeacherQuestionActions } from './teacher-question-actions.tsx';

const styles = {
  ...qnaPageStyles,
  meta: css({ fontSize: 'sm', fontWeight: 'semibold', color: 'brand.700' }),
  note: css({ p: '3', bg: 'accent.100', borderRadius: 'md', fontSize: 'sm' }),
  heading: css({ fontSize: { base: 'lg', tablet: 'xl' }, fontWeight: 'semibold' }),
};

const TEACHER_NOTE =
  'Halaman ini khusus untuk pengajar kelas. Jangan bagikan tautannya: siapa pun yang membukanya bisa menjawab ' +
  'dan menyembunyikan pertanyaan. Tulis rumus di antara tanda $, misalnya $\\frac{1}{2}$. Pertanyaan yang ' +
  'disembunyikan tidak terlihat oleh murid lain.';

/** The teacher link's answer when it is not (or no longer) valid: status 403. */
export function TeacherLinkInvalidView() {
  return (
    <main
      className={css({
        maxW: 'reading',
        mx: 'auto',
        px: '4',
        py: { base: '10', tablet: '16' },
        textAlign: 'center',
      })}
    >
      <h1 className={styles.title}>Tautan guru tidak berlaku</h1>
      <p className={css({ color: 'muted', mt: '4' })}>
        Tautan ini sudah kedaluwarsa atau tidak lengkap. Minta tautan baru ke tim akademik, ya.
      </p>
    </main>
  );
}

/**
 * The teacher's page of a class's Q&A (decision 075), opened from the signed link the academic team
 * sends: every question by votes — hidden ones too, marked — each with the answer form and the
 * hide button. Questions and answers read as the students see them (maths as MathML).
 */
export function TeacherQnaView({
  liveClass,
  questions,
  token,
  timeZone,
}: {
  liveClass: LiveClassBody;
  questions: TeacherQuestionView[];
  token: string;
  timeZone: string;
}) {
  const actionClasses = teacherActionsClasses();
  return (
    <main className={styles.main}>
      <header className={styles.header}>
        <p className={styles.meta}>{subjectLine(liveClass)}</p>
        <h1 className={styles.title}>Tanya jawab kelas untuk guru</h1>
        <QnaClassFacts liveClass={liveClass} timeZone={timeZone} />
      </header>
      <p className={styles.note}>{TEACHER_NOTE}</p>
      <section
        aria-labelledby="guru-pertanyaan"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="guru-pertanyaan" className={styles.heading}>{`Pertanyaan murid (${questions.length})`}</h2>
        {questions.length === 0 ? (
          <p className={styles.muted}>Belum ada pertanyaan untuk kelas ini.</p>
        ) : (
          <ol className={questionStyles.list}>
            {questions.map((question) => {
              const headerId = `guru-pertanyaan-${question.id}`;
              const bodyId = `guru-pertanyaan-${question.id}-isi`;
              return (
                <li key={question.id}>
                  <article
                    aria-labelledby={`${headerId} ${bodyId}`}
                    className={questionStyles.card}
                    data-hidden={question.hidden || undefined}
                  >
                    <p id={headerId} className={questionStyles.header}>
                      <span className={questionStyles.asker}>{`Dari ${question.askedBy}`}</span>
                      <span aria-hidden="true">·</span>
                      <time dateTime={question.createdAt}>
                        {formatQuestionTime(question.createdAt, timeZone)}
                      </time>
                      <span aria-hidden="true">·</span>
                      <span>{`${question.votes} dukungan`}</span>
                      {question.answer && <span className={questionStyles.badge}>Dijawab</span>}
                      {question.hidden && <span className={questionStyles.hiddenBadge}>Disembunyikan</span>}
                    </p>
                    <div
                      id={bodyId}
                      className={questionStyles.body}
                      dangerouslySetInnerHTML={{ __html: question.bodyHtml }}
                    />
                    {question.answer && (
                      <div className={questionStyles.answer}>
                        <p
                          className={questionStyles.answerTitle}
                        >{`Jawaban ${question.answer.answeredBy}`}</p>
                        <div
                          className={questionStyles.answerBody}
                          dangerouslySetInnerHTML={{ __html: question.answer.html }}
                        />
                      </div>
                    )}
                    <TeacherQuestionActions
                      key={`${question.answer?.answeredAt ?? ''}:${question.hidden}`}
                      classId={liveClass.id}
                      questionId={question.id}
                      token={token}
                      answerText={question.answer?.text ?? ''}
                      hidden={question.hidden}
                      describedBy={bodyId}
                      classes={actionClasses}
                    />
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </main>
  );
}
