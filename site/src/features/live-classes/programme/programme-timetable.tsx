import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { css } from '@bimbel/styled-system/css';
import type { FocusExamPageData, ProgrammeClass } from '#site/server/live-classes/focus-exam-page-loader.ts';
import { TEACHERS_PATH } from '../teachers/teachers-view.tsx';
import { classCard, mutedNote, sectionTitle, textLink } from '../timetable/schedule.styles.ts';

const weekBox = css({ display: 'grid', gap: '3' });
const weekTitle = css({ fontFamily: 'heading', fontSize: 'lg' });
const dayTitle = css({ fontFamily: 'heading', fontSize: 'md', mb: '2' });
const classList = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' },
});

function ProgrammeClassItem({ liveClass }: { liveClass: ProgrammeClass }) {
  const titleId = `program-kelas-${liveClass.id}`;
  return (
    <article aria-labelledby={titleId} className={classCard.frame}>
      <div className={classCard.topRow}>
        <time dateTime={liveClass.startsAt} className={classCard.time}>
          {liveClass.timeRange}
        </time>
        {liveClass.tryout ? (
          <CardBadge tone="accent">Tryout</CardBadge>
        ) : (
          <CardBadge tone="brand">Kelas live</CardBadge>
        )}
        {liveClass.ongoing ? <CardBadge tone="live">Sedang berlangsung</CardBadge> : null}
        {liveClass.stream ? <CardBadge tone="neutral">{liveClass.stream}</CardBadge> : null}
      </div>
      <h5 id={titleId} className={classCard.title}>
        {liveClass.title}
      </h5>
      <p className={classCard.teacherLine}>
        Guru:{' '}
        <a href={`${TEACHERS_PATH}#${liveClass.teacher.slug}`} className={textLink}>
          {liveClass.teacher.name}
        </a>
      </p>
    </article>
  );
}

/**
 * "Jadwal kelas dan tryout": the programme's classes still to come this week and next, by day,
 * from the timetable the academic team imports (decision 077). Written in WIB for everyone (the
 * page is cached), with the WITA/WIT difference stated as on /jadwal.
 */
export function ProgrammeTimetable({ data }: { data: FocusExamPageData }) {
  const weeks = data.weeks.filter((week) => week.days.length > 0);
  return (
    <section
      id="jadwal-program"
      aria-labelledby="jadwal-program-title"
      className={css({ display: 'grid', gap: '4' })}
    >
      <div>
        <h2 id="jadwal-program-title" className={sectionTitle}>
          Jadwal kelas dan tryout
        </h2>
        <p className={mutedNote}>
          Semua jam dalam WIB (WITA = WIB + 1 jam, WIT = WIB + 2 jam). Kelas untuk semua jurusan kelas 12:
          IPA, IPS, dan SMK.
        </p>
      </div>
      {weeks.length === 0 ? (
        <p>
          Belum ada kelas {data.exam.name} yang terjadwal untuk dua minggu ke depan. Tanyakan jadwal
          berikutnya lewat WhatsApp, ya.
        </p>
      ) : (
        weeks.map((week) => (
          <section key={week.name} aria-label={`${week.name}, ${week.range}`} className={weekBox}>
            <h3 className={weekTitle}>
              {week.name} <span className={mutedNote}>({week.range})</span>
            </h3>
            {week.days.map((day) => (
              <div key={day.key}>
                <h4 className={dayTitle}>
                  {day.label}
                  {day.isToday ? ' (hari ini)' : ''}
                </h4>
                <ul className={classList} aria-label={`Kelas ${data.exam.name} ${day.label}`}>
                  {day.classes.map((liveClass) => (
                    <li key={liveClass.id} className={css({ minW: '0' })}>
                      <ProgrammeClassItem liveClass={liveClass} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))
      )}
    </section>
  );
}
