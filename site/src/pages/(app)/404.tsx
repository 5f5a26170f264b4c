import { SEARCH_QUERY_MAX_LENGTH } from '@bimbel/domain/tanya/search-query';
import { css } from '@bimbel/styled-system/css';
import { NOT_FOUND_PAGE_MARK } from '#site/lib/telemetry/not-found-page-mark.ts';

const styles = {
  // From the tablet width the page fills the window below the header, so the footer starts at
  // the bottom edge and no empty band shows under it on a short page (1280×800).
  main: css({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    maxW: 'reading',
    mx: 'auto',
    px: '4',
    py: { base: '10', tablet: '16' },
    minH: { tablet: 'calc(100svh - token(sizes.header))' },
    textAlign: 'center',
  }),
  search: css({ display: 'flex', gap: '2', mt: '6', mx: 'auto', w: 'full', maxW: '28rem' }),
  input: css({
    flex: '1',
    minW: 0,
    minH: '11',
    px: '3',
    borderWidth: '1px',
    borderColor: 'muted',
    borderRadius: 'md',
    bg: 'white',
    fontSize: 'base',
    _focusVisible: { focusOutline: 'tight' },
  }),
  submit: css({
    minH: '11',
    px: '4',
    border: 'none',
    borderRadius: 'md',
    bg: 'brand.700',
    color: 'white',
    fontWeight: 'bold',
    cursor: 'pointer',
    _hover: { bg: 'brand.800' },
    _focusVisible: { focusOutline: 'default' },
  }),
  links: css({
    display: 'flex',
    flexDirection: { base: 'column', tablet: 'row' },
    justifyContent: 'center',
    gap: { base: '2', tablet: '6' },
    mt: '6',
    listStyle: 'none',
    p: 0,
  }),
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

// Inside the (app) group: the site's header (menu, account corner) and footer, as on every
// page, so a visitor who followed a dead link still has the whole site around them (decision
// 086). Most of them came from an old link to a video solution, so the page offers the question
// search too (a plain HTML form). The server answers 404 at /404 and at every unknown address
// (site/src/server/http/not-found-page.ts); error reporting leaves this page out (docs/product §2).
export default async function NotFoundPage() {
  return (
    <>
      <title>Halaman tidak ditemukan</title>
      <meta name="robots" content="noindex" />
      <main className={styles.main} {...{ [NOT_FOUND_PAGE_MARK]: '' }}>
        <h1 className={css({ fontSize: '3xl' })}>Halaman tidak ditemukan</h1>
        <p className={css({ mt: '4', color: 'muted' })}>
          Alamat yang kamu buka tidak ada atau sudah dipindah. Cari soalnya di bawah ini, atau buka halaman
          lain lewat menu.
        </p>
        <form action="/tanya/cari" method="get" role="search" className={styles.search}>
          <label htmlFor="cari-soal-404" className={css({ srOnly: true })}>
            Cari soal
          </label>
          <input
            id="cari-soal-404"
            name="q"
            type="search"
            placeholder="Cari soal, misalnya pecahan"
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            Cari
          </button>
        </form>
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
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
