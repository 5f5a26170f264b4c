import { css } from '@bimbel/styled-system/css';
import { containerClass, sectionClass, sectionLeadClass, sectionTitleClass } from './marketing.styles.ts';

/**
 * Illustrations of what families tell us they look for — written by us, not quotes of customers,
 * and labelled so on the page (decision 084: no invented reviews presented as real).
 */
const EXAMPLES = [
  {
    who: 'Contoh: orangtua murid kelas 8',
    text: 'Anak saya bisa bertanya langsung saat kelas, dan tiap Minggu saya membaca ringkasan kelas yang dia ikuti lewat WhatsApp.',
  },
  {
    who: 'Contoh: murid kelas 11 IPS',
    text: 'Jadwalnya tetap tiap minggu, jadi gampang diatur dengan les lain. Kalau ada yang belum paham, saya buka lagi materinya.',
  },
  {
    who: 'Contoh: orangtua dua anak SD dan SMP',
    text: 'Satu akun untuk dua anak. Saya bisa lihat jadwal masing-masing dan tahu kapan kelasnya dimulai.',
  },
] as const;

const gridClass = css({
  display: 'grid',
  gap: '4',
  mt: '6',
  p: '0',
  listStyle: 'none',
  gridTemplateColumns: { base: '1fr', laptop: 'repeat(3, minmax(0, 1fr))' },
});
const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  m: '0',
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'line',
  p: '5',
});
const tagClass = css({
  alignSelf: 'flex-start',
  bg: 'canvas',
  color: 'muted',
  borderRadius: 'full',
  px: '2',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});

/** Example testimonials, marked as examples in their heading, their note and on each card. */
export function ExampleTestimonials() {
  return (
    <section aria-labelledby="testimonials-title" className={sectionClass}>
      <div className={containerClass}>
        <h2 id="testimonials-title" className={sectionTitleClass}>
          Contoh pengalaman belajar
        </h2>
        <p className={sectionLeadClass}>
          Ini contoh ilustrasi yang kami tulis sendiri, bukan ulasan pelanggan. Ingin mendengar langsung?
          Minta info, dan tanyakan apa saja ke tim kami.
        </p>
        <ul className={gridClass}>
          {EXAMPLES.map((example) => (
            <li key={example.who}>
              <figure className={cardClass}>
                <span className={tagClass}>Contoh</span>
                <blockquote className={css({ m: '0' })}>
                  <p>{example.text}</p>
                </blockquote>
                <figcaption className={css({ color: 'muted', fontSize: 'sm' })}>{example.who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
