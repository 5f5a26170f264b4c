import { css } from '@bimbel/styled-system/css';
import type { StudentClasses } from '#site/server/live-classes/student-classes-loader.ts';
import { classPanelClass, sectionTitleClass, subTitleClass } from '../shared/class-styles.ts';
import { ViewerZoneSync } from '../shared/viewer-zone-sync.tsx';
import { JoinableClassCard } from './class-cards.tsx';
import { FreeSessionsNotice, NoClassesYet } from './classes-notices.tsx';
import { HOME_LINKS } from './home-links.ts';

const cardListClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const cardItemClass = css({ display: 'flex', flexDirection: 'column', '& > *': { flex: '1' } });
/** Days side by side from the tablet width: "Hari ini" next to "Besok", each with its cards. */
const dayGridClass = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
});

/**
 * "Hari ini dan minggu ini": the running class first with a prominent 'Masuk kelas', then the
 * classes still to come by day (Hari ini, Besok, Kamis, 26 November…) until Sunday — or next
 * week's when this week has none left. FREE, expired and PAUSED students get the free sessions
 * they booked under a plain explanation with the way to book one, never an empty page.
 */
export function ClassesThisWeek({ classes }: { classes: StudentClasses }) {
  const context = {
    timeZone: classes.timeZone,
    studentId: classes.studentId,
    serverNow: Date.parse(classes.now),
    // A booked free session's card leads back to its slot, to cancel or change it (decision 074).
    manageBookings: classes.access === 'free-sessions',
  };
  const { ongoing, upcoming } = classes;
  const nothing = ongoing.length === 0 && upcoming.days.length === 0;

  return (
    <section aria-labelledby="classes-week-title" className={classPanelClass}>
      <ViewerZoneSync serverZone={classes.timeZone} />
      <h2 id="classes-week-title" className={sectionTitleClass}>
        Hari ini dan minggu ini
      </h2>
      {classes.access === 'free-sessions' && (
        <FreeSessionsNotice subscriptionType={classes.subscriptionType} />
      )}

      {ongoing.length > 0 && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h3 className={subTitleClass}>Sedang berlangsung</h3>
          <ul className={cardListClass}>
            {ongoing.map((liveClass) => (
              <li key={liveClass.id} className={cardItemClass}>
                <JoinableClassCard liveClass={liveClass} context={context} headingLevel={4} />
              </li>
            ))}
          </ul>
        </div>
      )}

      {upcoming.week === 'next' && (
        <p className={css({ color: 'muted' })}>
          {classes.access === 'programme'
            ? 'Kelas minggu ini sudah selesai semua. Ini jadwalmu minggu depan.'
            : 'Kelas gratis yang kamu pesan berikutnya ada minggu depan.'}
        </p>
      )}
      {upcoming.days.length > 0 && (
        <div className={dayGridClass}>
          {upcoming.days.map((day) => (
            <div
              key={day.dateKey}
              className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}
            >
              <h3 className={subTitleClass}>{day.label}</h3>
              <ul className={cardListClass}>
                {day.classes.map((liveClass) => (
                  <li key={liveClass.id} className={cardItemClass}>
                    <JoinableClassCard liveClass={liveClass} context={context} headingLevel={4} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}

      {nothing &&
        (classes.access === 'programme' ? (
          <NoClassesYet
            title="Belum ada kelas minggu ini dan minggu depan"
            description="Jadwal kelas berikutnya muncul di sini begitu tersedia. Sementara itu, lihat jadwal lengkap dan materinya."
            action={{ label: 'Lihat Jadwal dan Materi', href: HOME_LINKS.timetable }}
          />
        ) : (
          <NoClassesYet
            title="Belum ada kelas gratis yang kamu pesan"
            description="Pilih jadwal kelas gratis dan pesan kursimu. Kursinya terbatas, jadi pesan selagi masih ada, ya."
            action={{ label: 'Pilih jadwal kelas gratis', href: HOME_LINKS.freeSessions }}
          />
        ))}
    </section>
  );
}
