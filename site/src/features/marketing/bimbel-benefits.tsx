import { css } from '@bimbel/styled-system/css';
import { containerClass, sectionClass, sectionLeadClass, sectionTitleClass } from './marketing.styles.ts';

const BENEFITS = [
  {
    title: 'Kelas live terjadwal',
    body: 'Belajar langsung dengan guru di kelas online, dengan jadwal tetap tiap minggu sesuai kelasmu.',
  },
  {
    title: 'Tanya langsung ke guru',
    body: 'Ada yang belum jelas? Tanyakan saat kelas berlangsung, dan lihat lagi tanya-jawabnya setelah kelas.',
  },
  {
    title: 'Jadwal dan materi di satu tempat',
    body: 'Lihat kelas yang akan datang, yang sedang berlangsung, dan yang sudah lewat beserta materinya.',
  },
  {
    title: 'Video pembahasan di Tanya',
    body: 'Ulangi materi yang belum paham lewat video pembahasan soal Matematika, Fisika, dan Kimia.',
  },
  {
    title: 'Nilai setiap kelas',
    body: 'Setelah kelas, beri nilai supaya kami tahu apa yang sudah baik dan apa yang perlu diperbaiki.',
  },
  {
    title: 'Sesuai kurikulum',
    body: 'Untuk kelas 4 SD sampai 12 SMA/SMK, mengikuti Kurikulum 2013 (Revisi) dan Kurikulum Merdeka.',
  },
] as const;

const gridClass = css({
  display: 'grid',
  gap: '4',
  mt: '8',
  p: '0',
  listStyle: 'none',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
});

const itemClass = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  borderTopWidth: '4px',
  borderTopColor: 'brand.600',
  p: '5',
});

/** What a Bimbel student gets (docs/product §1, §2): only what the product has. */
export function BimbelBenefits() {
  return (
    <section aria-labelledby="benefits-title" className={sectionClass}>
      <div className={containerClass}>
        <h2 id="benefits-title" className={sectionTitleClass}>
          Yang kamu dapat di Bimbel
        </h2>
        <p className={sectionLeadClass}>
          Semua yang kamu butuhkan untuk belajar terarah, dari kelas sampai latihan sendiri.
        </p>
        <ul className={gridClass}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={itemClass}>
              <h3 className={css({ fontSize: 'lg' })}>{benefit.title}</h3>
              <p className={css({ mt: '2', color: 'muted' })}>{benefit.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
