import { css } from '@bimbel/styled-system/css';
import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import type { ClassDay } from '#site/server/live-classes/student-classes-loader.ts';
import { classLinkClass, classPanelClass, sectionTitleClass } from '../shared/class-styles.ts';
import { HOME_LINKS } from './home-links.ts';

const styles = {
  days: css({ display: 'flex', flexDirection: 'column', listStyle: 'none', p: '0', m: '0' }),
  day: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    py: '3',
    borderTopWidth: '1px',
    borderColor: 'line',
    _first: { borderTopWidth: '0', pt: '0' },
  }),
  today: css({ bg: 'brand.50', mx: '-3', px: '3', borderRadius: 'md', borderTopWidth: '0' }),
  dayHeader: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  dayName: css({ fontSize: 'md', fontWeight: 'semibold' }),
  entries: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' }),
  entry: css({ display: 'flex', flexDirection: 'column', fontSize: 'sm' }),
  time: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  none: css({ fontSize: 'sm', color: 'muted' }),
};

/**
 * "Jadwal minggu ini": Senin…Minggu of this week, each day with the student's classes as a
 * compact list (time and title; titles name their subject) — past ones too, so the week reads whole. Today is marked.
 * A plain list rather than tabs: seven short days fit a phone screen and need no JavaScript.
 */
export function WeeklyTimetable({ days, timeZone }: { days: readonly ClassDay[]; timeZone: string }) {
  return (
    <section aria-labelledby="timetable-title" className={classPanelClass}>
      <h2 id="timetable-title" className={sectionTitleClass}>
        Jadwal minggu ini
      </h2>
      <ol className={styles.days}>
        {days.map((day) => (
          <li key={day.dateKey} className={[styles.day, day.isToday ? styles.today : ''].join(' ')}>
            <div className={styles.dayHeader}>
              <h3 className={styles.dayName}>{day.label}</h3>
              {day.isToday && <CardBadge tone="brand">Hari ini</CardBadge>}
            </div>
            {day.classes.length === 0 ? (
              <p className={styles.none}>Tidak ada kelas</p>
            ) : (
              <ul className={styles.entries}>
                {day.classes.map((liveClass) => (
                  <li key={liveClass.id} className={styles.entry}>
                    <span className={styles.time}>
                      {formatTimeRangeInZone(
                        new Date(liveClass.startsAt),
                        new Date(liveClass.endsAt),
                        timeZone,
                      )}
                    </span>
                    <span>{liveClass.title}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      <a href={HOME_LINKS.timetable} className={classLinkClass}>
        Lihat Jadwal dan Materi semua kelas
      </a>
    </section>
  );
}
