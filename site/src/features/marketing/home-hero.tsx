import { css } from '@bimbel/styled-system/css';
import { buildWhatsappLink, SITE_INFO } from '../../lib/site-info.ts';

const offers = [
  {
    title: 'Bimbel live',
    body: 'Kelas online langsung bareng guru, jadwal tetap tiap minggu, bisa tanya kapan saja di kelas.',
  },
  {
    title: 'Tanya',
    body: 'Ribuan soal Matematika, Fisika, dan Kimia dengan video pembahasan langkah demi langkah.',
  },
  {
    title: 'Jadwal dan materi',
    body: 'Materi sesuai Kurikulum 2013 dan Kurikulum Merdeka, dari kelas 4 SD sampai 12 SMA.',
  },
] as const;

export function HomeHero() {
  return (
    <main className={css({ maxW: 'container', mx: 'auto', px: '4', py: { base: '8', tablet: '16' } })}>
      <section aria-labelledby="home-title" className={css({ maxW: 'reading' })}>
        <p className={css({ color: 'brand.700', fontWeight: 'bold' })}>{SITE_INFO.brandName}</p>
        <h1 id="home-title" className={css({ fontSize: { base: '2xl', tablet: '4xl' }, mt: '2' })}>
          Belajar Matematika jadi lebih gampang, dari rumah.
        </h1>
        <p className={css({ mt: '4', fontSize: 'lg', color: 'muted' })}>{SITE_INFO.tagline}</p>
        <a
          href={buildWhatsappLink()}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            minH: '12',
            px: '6',
            mt: '6',
            borderRadius: 'full',
            bg: 'whatsapp',
            color: 'white',
            fontWeight: 'bold',
            textDecoration: 'none',
            _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
          })}
        >
          Minta info bimbel
        </a>
      </section>
      <section aria-label="Yang kamu dapat" className={css({ display: 'grid', gap: '4', mt: '12', gridTemplateColumns: { tablet: 'repeat(3, 1fr)' } })}>
        {offers.map((offer) => (
          <article key={offer.title} className={css({ bg: 'surface', borderRadius: 'xl', p: '6', borderWidth: '1px', borderColor: 'line' })}>
            <h2 className={css({ fontSize: 'xl' })}>{offer.title}</h2>
            <p className={css({ mt: '2', color: 'muted' })}>{offer.body}</p>
          </article>
        ))}
      </section>
    </main>
  );
}
