import { css } from '@bimbel/styled-system/css';
import type { LiveClassBody, PastLiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { freeSessionId } from '@bimbel/domain/live-classes/free-session';
import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { LiveClassCard } from '@bimbel/ui/live-class-card/live-class-card';
import { ClassRatingBlock } from '../rating/class-rating-block.tsx';
import { CalendarLink } from '../shared/calendar-link.tsx';
import { classLinkClass } from '../shared/class-styles.ts';
import { joinButtonClasses } from '../shared/join-button-classes.ts';
import { JoinClassButton } from '../shared/join-class-button.tsx';
import { MaterialsList } from '../shared/materials-list.tsx';
import { subjectLine } from '../shared/subject-line.ts';
import { ClassQnaLink } from '../qna/class-qna-link.tsx';

type CardContext = {
  timeZone: string;
  studentId: string;
  serverNow: number;
  /** A student who books free sessions: each free card links to its slot to cancel or change it. */
  manageBookings?: boolean;
};

const actionsClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
  w: 'full',
});

/**
 * A running or coming class: the card, 'Masuk kelas' with its countdown (prominent while the
 * class runs), and 'Tambah ke kalender'.
 */
export function JoinableClassCard({
  liveClass,
  context,
  headingLevel,
}: {
  liveClass: LiveClassBody;
  context: CardContext;
  headingLevel: 3 | 4;
}) {
  const ongoing = liveClass.phase === 'ongoing';
  return (
    <LiveClassCard
      status={ongoing ? 'ongoing' : 'upcoming'}
      subject={subjectLine(liveClass)}
      topicTitle={liveClass.title}
      teacherName={liveClass.teacher.name}
      teacherPhotoUrl={liveClass.teacher.photoUrl}
      startsAt={new Date(liveClass.startsAt)}
      endsAt={new Date(liveClass.endsAt)}
      timeZone={context.timeZone}
      headingLevel={headingLevel}
      action={
        <div className={actionsClass}>
          <JoinClassButton
            classId={liveClass.id}
            studentId={context.studentId}
            title={liveClass.title}
            times={{
              joinOpensAt: liveClass.joinOpensAt,
              startsAt: liveClass.startsAt,
              endsAt: liveClass.endsAt,
            }}
            serverNow={context.serverNow}
            classes={joinButtonClasses(ongoing)}
          />
          <CalendarLink calendarUrl={liveClass.calendarUrl} title={liveClass.title} />
          <ClassQnaLink classId={liveClass.id} title={liveClass.title} />
          {context.manageBookings && liveClass.kind === 'free' && !ongoing && (
            <a
              href={slotSelectionPath({ session: freeSessionId(liveClass), slot: liveClass.id })}
              className={classLinkClass}
              aria-label={`Ubah atau batalkan pesanan: ${liveClass.title}`}
            >
              Ubah atau batalkan pesanan
            </a>
          )}
        </div>
      }
    />
  );
}

/**
 * A finished class: the card, 'Tonton rekaman' when there is a recording, its materials, and its
 * ratings with 'Beri nilai' / 'Ubah nilai' (decision 076).
 */
export function PastClassCard({ liveClass, timeZone }: { liveClass: PastLiveClassBody; timeZone: string }) {
  const hasExtras = liveClass.recordingUrl !== null || liveClass.materials.length > 0;
  return (
    <LiveClassCard
      status="past"
      subject={subjectLine(liveClass)}
      topicTitle={liveClass.title}
      teacherName={liveClass.teacher.name}
      teacherPhotoUrl={liveClass.teacher.photoUrl}
      startsAt={new Date(liveClass.startsAt)}
      endsAt={new Date(liveClass.endsAt)}
      timeZone={timeZone}
      headingLevel={3}
      action={
        <div className={actionsClass}>
          {hasExtras ? (
            <>
              {liveClass.recordingUrl && (
                <a
                  href={liveClass.recordingUrl}
                  className={classLinkClass}
                  aria-label={`Tonton rekaman: ${liveClass.title}`}
                >
                  Tonton rekaman
                </a>
              )}
              <MaterialsList materials={liveClass.materials} label={`Materi ${liveClass.title}`} />
            </>
          ) : (
            <p className={css({ fontSize: 'sm', color: 'muted' })}>Rekaman dan materi belum tersedia.</p>
          )}
          <ClassQnaLink classId={liveClass.id} title={liveClass.title} />
          <ClassRatingBlock liveClass={liveClass} />
        </div>
      }
    />
  );
}
