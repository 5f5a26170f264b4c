import { css } from '@bimbel/styled-system/css';
import { SITE_INFO } from '#site/lib/site-info.ts';
import {
  cardClass,
  cardGridClass,
  checkListClass,
  containerClass,
  sectionClass,
  sectionLeadClass,
  sectionTitleClass,
  textLinkClass,
} from './marketing.styles.ts';

const OFFERS = [
  {
    id: 'bimbel',
    title: 'Bimbel: kelas live bareng guru',
    body: 'Belajar langsung dengan guru di kelas online, sesuai jadwal kelasmu tiap minggu.',
    points: [
      'Kelas online langsung, bukan rekaman',
      'Tanya ke guru selama kelas berlangsung',
      'Materi mengikuti Kurikulum 2013 (Revisi) dan Kurikulum Merdeka',
    ],
    link: { href: '/bimbel', label: 'Kenalan dengan Bimbel' },
  },
  {
    id: 'tanya',
    title: 'Tanya: video pembahasan soal',
    body: 'Cari soal yang bikin bingung, lalu tonton pembahasannya langkah demi langkah.',
    points: [
      'Video pembahasan Matematika, Fisika, dan Kimia',
      'Dikelompokkan per kelas, pelajaran, dan topik',
      'Putar ulang kapan saja sampai paham',
    ],
    link: { href: '/tanya', label: 'Buka Tanya' },
  },
] as const;

/** What the service offers: Bimbel (live classes) and Tanya (video solutions), docs/product §1. */
export function OfferCards() {
  return (
    <section aria-labelledby="offers-title" className={sectionClass}>
      <div className={containerClass}>
        <h2 id="offers-title" className={sectionTitleClass}>
          Dua cara belajar di {SITE_INFO.brandName}
        </h2>
        <p className={sectionLeadClass}>
          Ikut kelas live untuk belajar terarah bareng guru, dan pakai Tanya saat mengerjakan PR atau latihan
          sendiri.
        </p>
        <div className={cardGridClass}>
          {OFFERS.map((offer) => (
            <article key={offer.id} aria-labelledby={`offer-${offer.id}`} className={cardClass}>
              <h3 id={`offer-${offer.id}`} className={css({ fontSize: 'xl' })}>
                {offer.title}
              </h3>
              <p className={css({ mt: '2', color: 'muted' })}>{offer.body}</p>
              <ul className={checkListClass}>
                {offer.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className={css({ mt: '5' })}>
                <a href={offer.link.href} className={textLinkClass}>
                  {offer.link.label}
                </a>
              </p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
