import { formatDurationInWords } from '@bimbel/domain/time/format-duration-in-words';
import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import { css } from '@bimbel/styled-system/css';
import { CheckIcon } from '@bimbel/ui/card-badge/card-badge-icons';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { Image } from '@bimbel/ui/image/image';
import type { VideoNarrator } from './video-page-model.ts';
import { toCurriculumLabel } from '@bimbel/domain/catalogue/curriculum-label';

const styles = {
  byline: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1', color: 'muted', fontSize: 'sm' }),
  teacher: css({ color: 'ink', fontWeight: 'bold' }),
  teacherLink: css({
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
  narrator: css({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
  portrait: css({ width: '8', height: '8', borderRadius: 'full', bg: 'brand.50', flexShrink: 0 }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: 'auto 1fr', tablet: 'repeat(2, auto 1fr)' },
    columnGap: '4',
    rowGap: '1',
    margin: 0,
    fontSize: 'sm',
    '& dt': { color: 'muted' },
    '& dd': { margin: 0, fontWeight: 'bold' },
  }),
  link: css({
    display: 'inline-block',
    minHeight: '6',
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
  srOnly: css({ srOnly: true }),
};

type VideoBylineProps = { teacher: VideoNarrator; verified: boolean; durationSeconds: number };

/** Who explains (portrait and a link to their Guru Juara card when they are on it), whether the video is verified, how long it is. */
export function VideoByline({ teacher, verified, durationSeconds }: VideoBylineProps) {
  return (
    <p className={styles.byline}>
      <span className={styles.narrator}>
        {teacher.photoUrl ? (
          <Image src={teacher.photoUrl} alt="" width={32} height={32} className={styles.portrait} />
        ) : null}
        <span>
          Dijelaskan oleh{' '}
          {teacher.slug ? (
            <a href={`/gurujuara#${teacher.slug}`} className={`${styles.teacher} ${styles.teacherLink}`}>
              {teacher.name}
            </a>
          ) : (
            <span className={styles.teacher}>{teacher.name}</span>
          )}
        </span>
      </span>
      {verified && (
        <CardBadge tone="success" icon={<CheckIcon />}>
          Terverifikasi
        </CardBadge>
      )}
      <span>
        <span aria-hidden="true">Durasi {formatClockDuration(durationSeconds)}</span>
        <span className={styles.srOnly}>Durasi {formatDurationInWords(durationSeconds)}</span>
      </span>
    </p>
  );
}

type QuestionFactsProps = {
  grade: number;
  subjectName: string;
  chapterName: string;
  chapterPath: string;
  topicName: string;
  topicPath: string;
  curriculum: string;
};

/** Where the question sits in the catalogue, with links to its chapter and topic pages. */
export function QuestionFacts({ grade, subjectName, chapterName, chapterPath, topicName, topicPath, curriculum }: QuestionFactsProps) {
  return (
    <dl className={styles.facts}>
      <dt>Kelas</dt>
      <dd>{grade}</dd>
      <dt>Mapel</dt>
      <dd>{subjectName}</dd>
      <dt>Bab</dt>
      <dd>
        <a href={chapterPath} className={styles.link}>
          {chapterName}
        </a>
      </dd>
      <dt>Topik</dt>
      <dd>
        <a href={topicPath} className={styles.link}>
          {topicName}
        </a>
      </dd>
      <dt>Kurikulum</dt>
      <dd>{toCurriculumLabel(curriculum)}</dd>
    </dl>
  );
}
