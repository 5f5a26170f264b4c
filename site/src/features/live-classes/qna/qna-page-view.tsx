import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import type { ClassQnaData } from '#site/server/class-qna/qna-page-loader.ts';
import { ROOM_EXIT_PATH } from '../room/room-paths.ts';
import { classLinkClass, classMetaClass } from '../shared/class-styles.ts';
import { CLASS_PHASE_BADGES } from '../shared/phase-badges.ts';
import { subjectLine } from '../shared/subject-line.ts';
import { ViewerZoneSync } from '../shared/viewer-zone-sync.tsx';
import { ClassQnaPanel } from './class-qna-panel.tsx';
import { QnaClassFacts } from './qna-class-facts.tsx';
import { qnaPageStyles } from './qna-styles.ts';

/**
 * /bimbel/user/qna/{classId}: which class (subject, title, teacher, time in the viewer's zone), then
 * the class Q&A with every question, and the way back to the student's home.
 */
export function QnaPageView({ qna, timeZone }: { qna: ClassQnaData; timeZone: string }) {
  const { liveClass } = qna;
  const badge = CLASS_PHASE_BADGES[liveClass.phase];
  return (
    <main className={qnaPageStyles.main}>
      <ViewerZoneSync serverZone={timeZone} />
      <div>
        <a href={ROOM_EXIT_PATH} className={classLinkClass}>
          Kembali ke beranda belajar
        </a>
      </div>
      <header className={qnaPageStyles.header}>
        <p className={classMetaClass}>
          <span>{subjectLine(liveClass)}</span>
          <CardBadge tone={badge.tone}>{badge.text}</CardBadge>
        </p>
        <h1 className={qnaPageStyles.title}>Tanya jawab kelas</h1>
        <QnaClassFacts liveClass={liveClass} timeZone={timeZone} />
      </header>
      <ClassQnaPanel qna={qna} timeZone={timeZone} headingLevel={2} />
    </main>
  );
}
