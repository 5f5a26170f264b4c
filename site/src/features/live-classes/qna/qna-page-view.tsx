import { css } from '@bimbel/styled-system/css';
import { formatDateInZone, formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import type { ClassQnaData } from '#site/server/class-qna/qna-page-loader.ts';
import { ROOM_EXIT_PATH } from '../room/room-paths.ts';
import { classLinkClass } from '../shared/class-styles.ts';
import { subjectLine } from '../shared/subject-line.ts';
import { ViewerZoneSync } from '../shared/viewer-zone-sync.tsx';
import { ClassQnaPanel } from './class-qna-panel.tsx';

const PHASE_BADGES = {
  ongoing: { tone: 'live', text: 'Sedang berlangsung' },
  upcoming: { tone: 'brand', text: 'Akan datang' },
  past: { tone: 'neutral', text: 'Selesai' },
} as const;

const styles = {
  main: css({
    maxW: 'reading',
    mx: 'auto',
    px: '4',
    py: { base: '6', tablet: '10' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  meta: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    fontWeight: 'semibold',
    color: 'brand.700',
  }),
  title: css({ fontSize: { base: '2xl', tablet: '3xl' } }),
  classTitle: css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  muted: css({ color: 'muted', overflowWrap: 'anywhere' }),
};

/**
 * /bimbel/user/qna/{classId}: which class (subject, title, teacher, time in the viewer's zone), then
 * the class Q&A with every question, and the way back to the student's home.
 */
export function QnaPageView({ qna, timeZone }: { qna: ClassQnaData; timeZone: string }) {
  const { liveClass } = qna;
  const badge = PHASE_BADGES[liveClass.phase];
  const startsAt = new Date(liveClass.startsAt);
  return (
    <main className={styles.main}>
      <ViewerZoneSync serverZone={timeZone} />
      <div>
        <a href={ROOM_EXIT_PATH} className={classLinkClass}>
          Kembali ke beranda belajar
        </a>
      </div>
      <header className={styles.header}>
        <p className={styles.meta}>
          <span>{subjectLine(liveClass)}</span>
          <CardBadge tone={badge.tone}>{badge.text}</CardBadge>
        </p>
        <h1 className={styles.title}>Tanya jawab kelas</h1>
        <p className={styles.classTitle}>{liveClass.title}</p>
        <p className={styles.muted}>{`Guru: ${liveClass.teacher.name}`}</p>
        <p className={styles.muted}>
          <time dateTime={liveClass.startsAt}>{formatDateInZone(startsAt, timeZone)}</time>
          {`, ${formatTimeRangeInZone(startsAt, new Date(liveClass.endsAt), timeZone)}`}
        </p>
      </header>
      <ClassQnaPanel qna={qna} timeZone={timeZone} headingLevel={2} />
    </main>
  );
}
