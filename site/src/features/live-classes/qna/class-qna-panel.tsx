import { css } from '@bimbel/styled-system/css';
import { formatDateInZone, formatTimeInZone } from '@bimbel/domain/time/format-time-in-zone';
import type { ClassQnaData } from '#site/server/class-qna/qna-page-loader.ts';
import { classLinkClass } from '../shared/class-styles.ts';
import { AskQuestionForm } from './ask-question-form.tsx';
import { classQnaPath, QNA_LIST_HEADING_ID } from './qna-paths.ts';
import { askFormClasses, deleteButtonClasses, questionStyles, voteButtonClasses } from './qna-styles.ts';
import { QuestionCard } from './question-card.tsx';

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' }),
  heading: css({
    fontSize: { base: 'lg', tablet: 'xl' },
    fontWeight: 'semibold',
    _focus: { outline: 'none' },
  }),
  muted: css({ fontSize: 'sm', color: 'muted' }),
  note: css({ p: '3', bg: 'accent.100', borderRadius: 'md', fontSize: 'sm' }),
  family: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' }),
};

function whenText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  return `${formatDateInZone(date, timeZone)} pukul ${formatTimeInZone(date, timeZone)}`;
}

/**
 * The class Q&A: the ask form (or why it is closed) and the questions by votes, each with 'Dukung'
 * or, for one's own, 'Hapus'. The same parts on /bimbel/user/qna/{id} (every question) and in the
 * demo room (the first few, with a link to the page). `headingLevel`: 2 on the page, 3 in the room.
 */
export function ClassQnaPanel({
  qna,
  timeZone,
  headingLevel,
  showAllLink = false,
}: {
  qna: ClassQnaData;
  timeZone: string;
  headingLevel: 2 | 3;
  /** The room shows a few questions and links the page. */
  showAllLink?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classId = qna.liveClass.id;
  const open = qna.state === 'open';
  const context = {
    classId,
    studentId: qna.student.id,
    timeZone,
    open,
    voteClasses: voteButtonClasses(),
    deleteClasses: deleteButtonClasses(),
  };
  return (
    <div className={styles.stack}>
      {qna.asParent && (
        <div className={styles.family}>
          <p>{`Kamu bertanya dan mendukung atas nama ${qna.student.firstName}.`}</p>
          {qna.otherStudents.map((other) => (
            <a key={other.id} href={classQnaPath(classId, other.id)} className={classLinkClass}>
              {`Ganti ke ${other.firstName}`}
            </a>
          ))}
        </div>
      )}
      <section aria-labelledby="tanya-jawab-tanya" className={styles.section}>
        <Heading id="tanya-jawab-tanya" className={styles.heading}>
          Tanya guru
        </Heading>
        {open ? (
          <>
            <AskQuestionForm classId={classId} studentId={qna.student.id} classes={askFormClasses()} />
            <p className={styles.muted}>
              {`Pertanyaan dan dukungan diterima sampai ${whenText(qna.openUntil, timeZone)}.`}
            </p>
          </>
        ) : (
          <p className={styles.note}>
            {qna.state === 'cancelled'
              ? 'Kelas ini dibatalkan, jadi tanya jawabnya ditutup.'
              : `Tanya jawab kelas ini sudah ditutup sejak ${whenText(qna.openUntil, timeZone)}. Kamu masih bisa membaca semua pertanyaan dan jawabannya.`}
          </p>
        )}
      </section>
      <section aria-labelledby={QNA_LIST_HEADING_ID} className={styles.section}>
        {/* tabIndex -1: focus lands here when a question of the list is deleted. */}
        <Heading id={QNA_LIST_HEADING_ID} tabIndex={-1} className={styles.heading}>
          {`Pertanyaan (${qna.total})`}
        </Heading>
        {qna.questions.length > 0 ? (
          <>
            <p className={styles.muted}>Yang paling banyak didukung teman ada di atas.</p>
            <ol className={questionStyles.list}>
              {qna.questions.map((question) => (
                <QuestionCard key={question.id} question={question} context={context} />
              ))}
            </ol>
          </>
        ) : (
          <p className={styles.muted}>Belum ada pertanyaan. Jadilah yang pertama bertanya, yuk!</p>
        )}
        {showAllLink && (
          <a
            href={classQnaPath(classId, qna.asParent ? qna.student.id : undefined)}
            className={classLinkClass}
          >
            {qna.total > qna.questions.length
              ? `Lihat semua ${qna.total} pertanyaan`
              : 'Buka halaman tanya jawab kelas'}
          </a>
        )}
      </section>
    </div>
  );
}
