import { toCurriculumLabel } from '@bimbel/domain/catalogue/curriculum-label';
import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { formatDateInZone, formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { gradeChip, gradeChipList } from '#site/features/shared/grade-chips.styles.ts';
import type { SlotSelectionData } from '#site/server/free-sessions/slot-selection-loader.ts';
import { classLinkClass, classNoticeClass } from '../shared/class-styles.ts';
import { ViewerZoneSync } from '../shared/viewer-zone-sync.tsx';
import { styles } from './slot-selection.styles.ts';

type SessionsData = Extract<SlotSelectionData, { kind: 'sessions' }>;

const GRADES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The grade links (`?kelas=`): plain links, so choosing works without JavaScript. */
function GradeLinks({ current }: { current: number | null }) {
  return (
    <nav aria-label="Pilih kelas" className={css({ mt: '5' })}>
      <ul className={gradeChipList}>
        <li>
          <a
            href={slotSelectionPath()}
            className={gradeChip({ current: current === null })}
            aria-current={current === null ? 'true' : undefined}
          >
            Semua
          </a>
        </li>
        {GRADES.map((grade) => (
          <li key={grade}>
            <a
              href={slotSelectionPath({ grade })}
              className={gradeChip({ current: current === grade })}
              aria-current={current === grade ? 'true' : undefined}
              aria-label={`Kelas ${grade}`}
            >
              {grade}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The free sessions to choose from on /slot-selection (decision 074): a card per session with its
 * next slot and how many slots still have seats, and 'Pilih jadwal'.
 */
export function SessionsListView({ data }: { data: SessionsData }) {
  const { sessions, grade, timeZone } = data;
  return (
    <main className={styles.main}>
      <ViewerZoneSync serverZone={timeZone} />
      <p className={styles.eyebrow}>Kelas gratis</p>
      <h1 className={styles.pageTitle}>Kelas live gratis bareng Guru Juara</h1>
      <p className={styles.lead}>
        Ikut kelas live gratis sebelum berlangganan. Pilih kelasmu, lalu pesan kursi di jadwal yang cocok.
        Kursinya terbatas, jadi pesan selagi masih ada.
      </p>
      {data.unknownSession && (
        <div className={`${classNoticeClass} ${css({ mt: '4' })}`}>
          <p className={css({ fontWeight: 'semibold' })}>Kelas gratis yang kamu cari tidak ditemukan</p>
          <p>Mungkin jadwalnya sudah berubah. Pilih dari daftar di bawah ini, ya.</p>
        </div>
      )}
      <GradeLinks current={grade} />
      <section aria-labelledby="sessions-title" className={css({ mt: '6' })}>
        <h2 id="sessions-title" className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' })}>
          {grade === null ? 'Semua kelas gratis' : `Kelas gratis untuk kelas ${grade}`}
        </h2>
        {sessions.length === 0 ? (
          <div className={styles.panel}>
            <p>Belum ada kelas gratis untuk kelas ini dalam 3 minggu ke depan.</p>
            <a href={grade === null ? '/jadwal' : `/jadwal?kelas=${grade}`} className={classLinkClass}>
              Lihat Jadwal dan Materi
            </a>
          </div>
        ) : (
          <ul className={styles.cards}>
            {sessions.map((session) => {
              const next = session.nextSlot;
              return (
                <li key={session.id} className={styles.panel}>
                  <h3 className={styles.panelTitle}>{session.title}</h3>
                  <p className={styles.muted}>
                    {[
                      toCurriculumLabel(session.curriculum),
                      ...session.teachers.map((teacher) => teacher.name),
                    ].join(' · ')}
                  </p>
                  {next && (
                    <p>
                      Jadwal terdekat: {formatDateInZone(new Date(next.startsAt), timeZone)},{' '}
                      {formatTimeRangeInZone(new Date(next.startsAt), new Date(next.endsAt), timeZone)}
                    </p>
                  )}
                  <p className={styles.muted}>
                    {session.openSlotCount > 0
                      ? `${session.openSlotCount} dari ${session.slotCount} jadwal masih ada kursi`
                      : `${session.slotCount} jadwal dalam 3 minggu ke depan`}
                  </p>
                  <a
                    href={slotSelectionPath({ session: session.id })}
                    className={button({ variant: 'secondary' })}
                    aria-label={`Pilih jadwal ${session.title}`}
                  >
                    Pilih jadwal
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}
