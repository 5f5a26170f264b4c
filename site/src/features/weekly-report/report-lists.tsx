import { css } from '@bimbel/styled-system/css';
import type { ReportClass, WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import type { ReactNode } from 'react';
import { classWhen, dayOf, jakartaDay } from './report-format.ts';
import { listTitleClass, mutedClass, plainListClass, reportLinkClass } from './report-styles.ts';

const styles = {
  block: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  item: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    pl: '3',
    borderLeftWidth: '3px',
    borderColor: 'line',
    minW: '0',
    overflowWrap: 'anywhere',
  }),
  missed: css({ borderColor: 'danger' }),
  attended: css({ borderColor: 'success' }),
  title: css({ fontWeight: 'semibold' }),
  quote: css({ fontStyle: 'italic' }),
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  stars: css({ color: 'accent.500', letterSpacing: '0.1em' }),
};

/** A list of the report with its title and an honest empty state. */
function ReportBlock({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: ReactNode | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.block}>
      <h3 id={id} className={listTitleClass}>
        {title}
      </h3>
      {empty === false ? children : <p className={mutedClass}>{empty}</p>}
    </section>
  );
}

function ClassItems({
  classes,
  timeZone,
  tone,
}: {
  classes: readonly ReportClass[];
  timeZone: string;
  tone?: 'attended' | 'missed';
}) {
  return (
    <ul className={plainListClass}>
      {classes.map((liveClass) => (
        <li key={liveClass.id} className={[styles.item, tone ? styles[tone] : ''].join(' ')}>
          <span className={styles.title}>{liveClass.title}</span>
          <span className={mutedClass}>
            {`${liveClass.kind === 'free' ? `${liveClass.subjectName}, kelas gratis` : liveClass.subjectName} – ${liveClass.teacherName}`}
          </span>
          <span className={mutedClass}>{classWhen(liveClass.startsAt, liveClass.endsAt, timeZone)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The week's classes: attended, missed, and (this week) still to come. */
export function ReportClasses({ report, timeZone }: { report: WeeklyReport; timeZone: string }) {
  const { classes, week } = report;
  const thisWeek = week.isCurrent;
  return (
    <>
      <ReportBlock
        id="kelas-diikuti"
        title="Kelas yang diikuti"
        empty={
          classes.attended.length === 0 &&
          (thisWeek
            ? 'Belum ada kelas yang diikuti minggu ini.'
            : 'Tidak ada kelas yang diikuti di minggu ini.')
        }
      >
        <ClassItems classes={classes.attended} timeZone={timeZone} tone="attended" />
      </ReportBlock>
      <ReportBlock
        id="kelas-terlewat"
        title="Kelas yang terlewat"
        empty={classes.missed.length === 0 && 'Tidak ada kelas yang terlewat.'}
      >
        <ClassItems classes={classes.missed} timeZone={timeZone} tone="missed" />
      </ReportBlock>
      {thisWeek && (
        <ReportBlock
          id="kelas-berikutnya"
          title="Kelas berikutnya minggu ini"
          empty={classes.toCome.length === 0 && 'Tidak ada kelas lagi minggu ini.'}
        >
          <ClassItems classes={classes.toCome} timeZone={timeZone} />
        </ReportBlock>
      )}
    </>
  );
}

/** Ratings, questions and Tanya videos of the week. */
export function ReportActivity({ report, timeZone }: { report: WeeklyReport; timeZone: string }) {
  return (
    <>
      <ReportBlock
        id="rating-kelas"
        title="Rating kelas"
        empty={report.ratings.length === 0 && 'Belum ada rating kelas di minggu ini.'}
      >
        <ul className={plainListClass}>
          {report.ratings.map((rating) => (
            <li key={rating.classId} className={styles.item}>
              <span className={styles.row}>
                <span className={styles.stars} aria-hidden="true">
                  {'★'.repeat(rating.stars) + '☆'.repeat(5 - rating.stars)}
                </span>
                <span className={styles.title}>{`${rating.stars} dari 5 bintang`}</span>
              </span>
              <span>{rating.classTitle}</span>
              {rating.comment && <span className={styles.quote}>{`“${rating.comment}”`}</span>}
              <span className={mutedClass}>{dayOf(rating.ratedAt, timeZone)}</span>
            </li>
          ))}
        </ul>
      </ReportBlock>
      <ReportBlock
        id="pertanyaan-kelas"
        title="Pertanyaan di kelas"
        empty={report.questions.length === 0 && 'Belum ada pertanyaan di kelas pada minggu ini.'}
      >
        <ul className={plainListClass}>
          {report.questions.map((question) => (
            <li key={question.id} className={styles.item}>
              <span className={styles.quote}>{`“${question.excerpt}”`}</span>
              <span
                className={mutedClass}
              >{`${question.classTitle} – ${dayOf(question.askedAt, timeZone)}`}</span>
              <span>
                <CardBadge tone={question.answered ? 'brand' : 'neutral'}>
                  {question.answered ? 'Sudah dijawab guru' : 'Belum dijawab'}
                </CardBadge>
              </span>
            </li>
          ))}
        </ul>
      </ReportBlock>
      <ReportBlock
        id="video-tanya"
        title="Video Tanya yang ditonton"
        empty={
          report.videos.length === 0 && (
            <>
              Belum ada video Tanya yang ditonton di minggu ini.{' '}
              <a href="/tanya" className={reportLinkClass}>
                Cari pembahasan soal di Tanya
              </a>
            </>
          )
        }
      >
        <ul className={plainListClass}>
          {report.videos.map((video) => (
            <li key={video.questionId} className={styles.item}>
              <a href={video.path} className={reportLinkClass}>
                {video.title}
              </a>
              <span
                className={mutedClass}
              >{`${video.subjectName} kelas ${video.grade}, ditonton ${jakartaDay(video.watchedOn)}`}</span>
            </li>
          ))}
        </ul>
      </ReportBlock>
    </>
  );
}
