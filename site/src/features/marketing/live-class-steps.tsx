import { css } from '@bimbel/styled-system/css';
import { LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/constants/limits';
import { containerClass, sectionClass, sectionLeadClass, sectionTitleClass } from './marketing.styles.ts';

const STEPS = [
  {
    title: 'Minta info atau masuk',
    body: 'Tinggalkan nomor WhatsApp supaya tim kami menjelaskan kelas dan paketnya, atau langsung masuk dengan nomor HP-mu.',
  },
  {
    title: 'Pilih paket, lihat jadwal',
    body: 'Jadwal kelas tampil dalam zona waktumu: WIB, WITA, atau WIT.',
  },
  {
    title: 'Masuk kelas',
    body: `Tombol gabung terbuka ${LIVE_CLASS_JOIN_OPENS_MINUTES_BEFORE} menit sebelum kelas dimulai, lewat aplikasi di HP atau website di laptop.`,
  },
  {
    title: 'Tanya dan ulangi',
    body: 'Tanyakan yang belum jelas ke guru saat kelas, lalu ulangi materinya lewat video pembahasan di Tanya.',
  },
] as const;

const stepListClass = css({
  display: 'grid',
  gap: '4',
  mt: '8',
  p: '0',
  listStyle: 'none',
  counterReset: 'step',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(4, minmax(0, 1fr))',
  },
});

const stepClass = css({
  counterIncrement: 'step',
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: '5',
  _before: {
    content: 'counter(step)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '10',
    height: '10',
    borderRadius: 'full',
    bg: 'accent.400',
    color: 'ink',
    fontFamily: 'heading',
    fontWeight: 'bold',
    fontSize: 'lg',
  },
});

/**
 * How live classes work, in four steps (home and /bimbel). `id` makes it a link target: the
 * promo strip's "Lihat caranya" opens /bimbel#cara-ikut.
 */
export function LiveClassSteps({ id }: { id?: string }) {
  return (
    <section id={id} aria-labelledby="steps-title" className={sectionClass}>
      <div className={containerClass}>
        <h2 id="steps-title" className={sectionTitleClass}>
          Cara ikut kelas live
        </h2>
        <p className={sectionLeadClass}>
          Dari minta info sampai duduk di kelas, semuanya lewat HP atau laptop.
        </p>
        <ol className={stepListClass}>
          {STEPS.map((step) => (
            <li key={step.title} className={stepClass}>
              <h3 className={css({ mt: '3', fontSize: 'lg' })}>{step.title}</h3>
              <p className={css({ mt: '2', color: 'muted' })}>{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
