import { formatDateInZone, formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { qnaPageStyles } from './qna-styles.ts';

/**
 * Which class a Q&A page is about, under its heading: title, teacher and time in the viewer's
 * zone. The students' page and the teacher's page show it alike.
 */
export function QnaClassFacts({ liveClass, timeZone }: { liveClass: LiveClassBody; timeZone: string }) {
  const startsAt = new Date(liveClass.startsAt);
  return (
    <>
      <p className={qnaPageStyles.classTitle}>{liveClass.title}</p>
      <p className={qnaPageStyles.muted}>{`Guru: ${liveClass.teacher.name}`}</p>
      <p className={qnaPageStyles.muted}>
        <time dateTime={liveClass.startsAt}>{formatDateInZone(startsAt, timeZone)}</time>
        {`, ${formatTimeRangeInZone(startsAt, new Date(liveClass.endsAt), timeZone)}`}
      </p>
    </>
  );
}
