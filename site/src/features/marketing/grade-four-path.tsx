import type { LeadSource } from '@bimbel/domain/catalogue/lead-source';
import { slotSelectionPath } from '@bimbel/domain/routes/slot-selection-path';
import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { css } from '@bimbel/styled-system/css';
import { LeadBannerButton } from './lead-banner-button.tsx';
import {
  buttonRowClass,
  cardClass,
  checkListClass,
  containerClass,
  linkButton,
  sectionClass,
  sectionLeadClass,
  sectionTitleClass,
  textLinkClass,
} from './marketing.styles.ts';

/**
 * Kelas 4's honest path (decision 103): the pages say "kelas 4–12", but paid packages start at
 * kelas 5 (docs/product §3: the tenure forms exclude grade 4). So kelas 4 is told that plainly,
 * and what it can take: the free classes, the free trial, Tanya, and a call from the team. A
 * static section; the lead button is the banner's.
 */
export function GradeFourPath({ source }: { source: LeadSource }) {
  return (
    <section aria-labelledby="kelas-4-title" className={sectionClass}>
      <div className={containerClass}>
        <div className={cardClass}>
          <h2 id="kelas-4-title" className={sectionTitleClass}>
            Kelas 4 SD? Mulai dari kelas gratis
          </h2>
          <p className={sectionLeadClass}>
            Paket berlangganan Bimbel ada untuk kelas 5 sampai 12. Untuk kelas 4 belum ada paket berbayar, tapi
            murid kelas 4 tetap bisa belajar bareng guru kami:
          </p>
          <ul className={checkListClass}>
            <li>Ikut kelas live gratis Matematika kelas 4: pilih jadwal, lalu pesan kursi.</li>
            <li>{`Coba gratis ${FREE_TRIAL_DAYS} hari setelah daftar: semua kelas live kelas 4 terbuka, tanpa bayar.`}</li>
            <li>
              Tonton video pembahasan soal kelas 4 di{' '}
              <a href="/tanya" className={textLinkClass}>
                Tanya
              </a>
              .
            </li>
            <li>Tim kami bisa menghubungimu lewat WhatsApp untuk menjelaskan jadwal kelas 4.</li>
          </ul>
          <div className={`${buttonRowClass} ${css({ alignItems: 'center' })}`}>
            <a href={slotSelectionPath({ grade: 4 })} className={linkButton({ variant: 'primary' })}>
              Lihat kelas gratis kelas 4
            </a>
            <LeadBannerButton source={source} className={linkButton({ variant: 'secondary' })}>
              Minta info kelas 4
            </LeadBannerButton>
          </div>
        </div>
      </div>
    </section>
  );
}
