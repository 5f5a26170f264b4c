import { css } from '@bimbel/styled-system/css';
import { LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/constants/limits';
import type { ReactNode } from 'react';
import { SITE_INFO } from '#site/lib/site-info.ts';
import {
  cardClass,
  checkListClass,
  containerClass,
  sectionClass,
  sectionTitleClass,
  textLinkClass,
} from './marketing.styles.ts';

const gridClass = css({
  display: 'grid',
  gap: '4',
  mt: '8',
  gridTemplateColumns: { base: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' },
});

const ZONES = [
  { label: 'WIB', region: 'Sumatra, Jawa, Kalimantan Barat dan Tengah' },
  { label: 'WITA', region: 'Bali, Nusa Tenggara, Sulawesi, Kalimantan Selatan, Timur, dan Utara' },
  { label: 'WIT', region: 'Maluku dan Papua' },
] as const;

/**
 * The schedule and the two ways into class (phone app or laptop website). `storeBadges` is the
 * shell's badge row, passed in by the page (features do not import each other).
 */
export function ClassSchedule({ storeBadges }: { storeBadges: ReactNode }) {
  return (
    <section aria-labelledby="schedule-title" className={`${sectionClass} ${css({ bg: 'surface' })}`}>
      <div className={containerClass}>
        <h2 id="schedule-title" className={sectionTitleClass}>
          Jadwal kelas dan cara bergabung
        </h2>
        <div className={gridClass}>
          <article aria-labelledby="schedule-weekly" className={cardClass}>
            <h3 id="schedule-weekly" className={css({ fontSize: 'xl' })}>
              Jadwal tetap tiap minggu
            </h3>
            <p className={css({ mt: '2', color: 'muted' })}>
              Kelas berlangsung di hari dan jam yang sama setiap minggu, sesuai jenjang dan kelasmu. Jam kelas
              tampil dalam zona waktumu, jadi tidak perlu menghitung selisih waktu:
            </p>
            <ul className={checkListClass}>
              {ZONES.map((zone) => (
                <li key={zone.label}>
                  <strong>{zone.label}</strong> — {zone.region}
                </li>
              ))}
            </ul>
            <p className={css({ mt: '4', color: 'muted' })}>
              Tombol gabung terbuka {LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE} menit sebelum kelas dimulai.
            </p>
            <p className={css({ mt: '4', display: 'flex', flexWrap: 'wrap', columnGap: '6', rowGap: '2' })}>
              <a href="/jadwal" className={textLinkClass}>
                Lihat Jadwal dan Materi
              </a>
              <a href="/gurujuara" className={textLinkClass}>
                Kenali Guru Juara
              </a>
              <a href="/bimbel/paket/utbk-snbt" className={textLinkClass}>
                Paket UTBK-SNBT kelas 12
              </a>
            </p>
          </article>
          <article aria-labelledby="schedule-devices" className={cardClass}>
            <h3 id="schedule-devices" className={css({ fontSize: 'xl' })}>
              Ikut dari HP atau laptop
            </h3>
            <p className={css({ mt: '2', color: 'muted' })}>
              <strong className={css({ color: 'ink' })}>Di HP:</strong> ikut kelas lewat aplikasi{' '}
              {SITE_INFO.brandName}. Download aplikasinya, lalu masuk dengan nomor HP yang sama.
            </p>
            {storeBadges}
            <p className={css({ mt: '4', color: 'muted' })}>
              <strong className={css({ color: 'ink' })}>Di laptop:</strong> buka website ini di browser,
              masuk, lalu pilih kelasmu di halaman Kelasku.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
