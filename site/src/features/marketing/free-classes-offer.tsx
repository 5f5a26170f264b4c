import { css } from '@bimbel/styled-system/css';
import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { gradeChip, gradeChipList } from '#site/features/shared/grade-chips.styles.ts';
import {
  cardClass,
  containerClass,
  linkButton,
  sectionClass,
  sectionLeadClass,
  sectionTitleClass,
} from './marketing.styles.ts';

const LEVELS = [
  { name: 'SD', grades: [4, 5, 6] },
  { name: 'SMP/MTs', grades: [7, 8, 9] },
  { name: 'SMA/MA dan SMK', grades: [10, 11, 12] },
] as const;

/**
 * "Coba kelas gratis" on /bimbel (decision 074): where visitors find the free sessions — a link per
 * grade to its free sessions on /slot-selection, where they choose a slot and book a seat (logging
 * in or signing up on the way). A static page: plain links, no client JS.
 */
export function FreeClassesOffer() {
  return (
    <section aria-labelledby="free-classes-title" className={sectionClass}>
      <div className={containerClass}>
        <h2 id="free-classes-title" className={sectionTitleClass}>
          Coba kelas live gratis
        </h2>
        <p className={sectionLeadClass}>
          Ikut satu kelas live bareng Guru Juara tanpa bayar. Pilih kelasmu, pilih jadwal yang cocok, lalu
          pesan kursimu. Kursinya terbatas tiap jadwal.
        </p>
        <div
          className={`${cardClass} ${css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '4' })}`}
        >
          {LEVELS.map((level) => (
            <div
              key={level.name}
              className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}
            >
              <h3
                id={`kelas-gratis-${level.grades[0]}`}
                className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'muted', minW: '32' })}
              >
                {level.name}
              </h3>
              <ul aria-labelledby={`kelas-gratis-${level.grades[0]}`} className={gradeChipList}>
                {level.grades.map((grade) => (
                  <li key={grade}>
                    <a
                      href={slotSelectionPath({ grade })}
                      className={gradeChip()}
                      aria-label={`Kelas gratis kelas ${grade}`}
                    >
                      {grade}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <a href={slotSelectionPath()} className={linkButton({ variant: 'primary' })}>
              Lihat semua kelas gratis
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
