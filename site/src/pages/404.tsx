import { css } from '@bimbel/styled-system/css';
import { TanyaLightFooter } from '../features/tanya/video/tanya-light-footer.tsx';
import { TanyaLightHeader } from '../features/tanya/video/tanya-light-header.tsx';

const MAIN_ID = 'isi';

const styles = {
  main: css({ maxW: 'reading', mx: 'auto', px: '4', py: { base: '10', tablet: '16' }, textAlign: 'center' }),
  links: css({ display: 'flex', flexDirection: { base: 'column', tablet: 'row' }, justifyContent: 'center', gap: { base: '2', tablet: '6' }, mt: '6', listStyle: 'none', p: 0 }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    color: 'brand.700',
    fontWeight: 'bold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'browserOffset', borderRadius: 'sm' },
  }),
};

// Outside the (app) route group: no app-wide providers and no client JS. Most visitors who land
// here followed an old link to a video solution, so the page offers the question search and
// the ways back (the light header and footer of the Tanya video page, plain HTML).
export default async function NotFoundPage() {
  return (
    <>
      <title>Halaman tidak ditemukan</title>
      <meta name="robots" content="noindex" />
      <TanyaLightHeader mainId={MAIN_ID} />
      <main id={MAIN_ID} className={styles.main}>
        <h1 className={css({ fontSize: '3xl' })}>Halaman tidak ditemukan</h1>
        <p className={css({ mt: '4', color: 'muted' })}>
          Alamat yang kamu buka tidak ada atau sudah dipindah. Cari soalnya di kotak pencarian di atas, atau buka halaman
          lain di bawah ini.
        </p>
        <ul className={styles.links}>
          <li>
            <a href="/" className={styles.link}>
              Kembali ke beranda
            </a>
          </li>
          <li>
            <a href="/tanya" className={styles.link}>
              Video pembahasan soal
            </a>
          </li>
          <li>
            <a href="/bimbel" className={styles.link}>
              Bimbel online
            </a>
          </li>
        </ul>
      </main>
      <TanyaLightFooter />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
