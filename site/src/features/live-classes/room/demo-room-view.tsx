import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { formatDateInZone, formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { LiveDotIcon } from '@bimbel/ui/card-badge/card-badge-icons';
import type { ClassQnaData } from '#site/server/class-qna/qna-page-loader.ts';
import type { RoomClass } from '#site/server/live-classes/room-loader.ts';
import { ClassQnaPanel } from '../qna/class-qna-panel.tsx';
import { classMetaClass, classPanelClass, sectionTitleClass, subTitleClass } from '../shared/class-styles.ts';
import { MaterialsList } from '../shared/materials-list.tsx';
import { CLASS_PHASE_BADGES } from '../shared/phase-badges.ts';
import { subjectLine } from '../shared/subject-line.ts';
import { ViewerZoneSync } from '../shared/viewer-zone-sync.tsx';
import { ROOM_EXIT_PATH } from './room-paths.ts';
import { RoomStage } from './room-stage.tsx';

const styles = {
  main: css({
    maxW: 'container',
    mx: 'auto',
    px: '4',
    py: { base: '6', tablet: '10' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  }),
  note: css({
    p: '4',
    bg: 'accent.100',
    borderRadius: 'lg',
    borderLeftWidth: '4px',
    borderColor: 'accent.500',
  }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  title: css({ fontSize: { base: '2xl', tablet: '3xl' }, overflowWrap: 'anywhere' }),
  layout: css({
    display: 'grid',
    gap: '6',
    gridTemplateColumns: { base: '1fr', laptop: 'minmax(0, 1fr) 22rem' },
    alignItems: 'start',
  }),
  teacher: css({ display: 'flex', alignItems: 'center', gap: '3' }),
};

/**
 * The demo room of a class (issue 14): used when Jitsi Meet is not configured, so every journey
 * works offline. Says plainly that it is the demo room; shows the class (title, topic, subject,
 * time in the viewer's zone), the teacher, the materials, a stand-in for the stream while the
 * class runs, the class Q&A under the stage (the most voted questions, the ask form, a link to the
 * whole Q&A — issue 15), and 'Keluar kelas' back to the user home.
 */
export function DemoRoomView({
  liveClass,
  timeZone,
  qna,
}: {
  liveClass: RoomClass;
  timeZone: string;
  /** The class Q&A's first questions, when the profile may take part (absent: not shown). */
  qna?: ClassQnaData;
}) {
  const badge = CLASS_PHASE_BADGES[liveClass.phase];
  const startsAt = new Date(liveClass.startsAt);
  return (
    <main className={styles.main}>
      <ViewerZoneSync serverZone={timeZone} />
      <p role="note" className={styles.note}>
        <strong>Ruang kelas demo.</strong> Di layanan sebenarnya kelas berlangsung lewat Jitsi Meet, langsung
        di browser HP-mu tanpa pasang aplikasi. Di sini kamu bisa mencoba alurnya: guru, materi, dan siaran
        kelas.
      </p>
      <header className={styles.header}>
        <p className={classMetaClass}>
          <span>{subjectLine(liveClass)}</span>
          <CardBadge tone={badge.tone} icon={liveClass.phase === 'ongoing' ? <LiveDotIcon /> : undefined}>
            {badge.text}
          </CardBadge>
        </p>
        <h1 className={styles.title}>{liveClass.title}</h1>
        <p className={css({ fontSize: 'lg' })}>{liveClass.topic}</p>
        <p className={css({ color: 'muted' })}>
          <time dateTime={liveClass.startsAt}>{formatDateInZone(startsAt, timeZone)}</time>
          {`, ${formatTimeRangeInZone(startsAt, new Date(liveClass.endsAt), timeZone)}`}
        </p>
      </header>

      <div className={styles.layout}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
          <section aria-label="Siaran kelas" className={css({ minW: '0' })}>
            <RoomStage liveClass={liveClass} timeZone={timeZone} />
            {liveClass.description && <p className={css({ mt: '4' })}>{liveClass.description}</p>}
          </section>
          {qna && (
            <section aria-labelledby="room-qna-title" className={classPanelClass}>
              <h2 id="room-qna-title" className={sectionTitleClass}>
                Tanya jawab kelas
              </h2>
              <ClassQnaPanel qna={qna} timeZone={timeZone} headingLevel={3} showAllLink />
            </section>
          )}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
          <section aria-labelledby="room-teacher-title" className={classPanelClass}>
            <h2 id="room-teacher-title" className={subTitleClass}>
              Pengajar
            </h2>
            <div className={styles.teacher}>
              <Avatar name={liveClass.teacher.name} src={liveClass.teacher.photoUrl} decorative />
              <p className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                {liveClass.teacher.name}
              </p>
            </div>
            {liveClass.teacherBio && (
              <p className={css({ fontSize: 'sm', color: 'muted' })}>{liveClass.teacherBio}</p>
            )}
          </section>
          <section aria-labelledby="room-materials-title" className={classPanelClass}>
            <h2 id="room-materials-title" className={subTitleClass}>
              Materi kelas
            </h2>
            {liveClass.materials.length > 0 ? (
              <MaterialsList materials={liveClass.materials} />
            ) : (
              <p className={css({ fontSize: 'sm', color: 'muted' })}>Kelas ini belum punya materi.</p>
            )}
          </section>
        </div>
      </div>

      <div>
        {/* A plain link styled as a button: no React Aria on this page (client JS budget). */}
        <a href={ROOM_EXIT_PATH} className={button({ variant: 'secondary' })}>
          Keluar kelas
        </a>
      </div>
    </main>
  );
}
