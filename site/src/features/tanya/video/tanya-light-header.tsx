import { SEARCH_QUERY_MAX_LENGTH } from '@bimbel/domain/tanya/search-query';
import { css } from '@bimbel/styled-system/css';
import { Logo } from '@bimbel/ui/logo/logo';
import { SITE_INFO } from '#site/lib/site-info.ts';

const styles = {
  skip: css({
    position: 'absolute',
    left: '2',
    top: '-20',
    zIndex: 'header',
    padding: '3',
    background: 'white',
    color: 'brand.700',
    fontWeight: 'bold',
    borderRadius: 'md',
    _focus: { top: '2', focusOutline: 'browserOffset' },
  }),
  header: css({ background: 'surface', borderBottom: '1px solid token(colors.line)' }),
  inner: css({
    maxWidth: 'container',
    marginInline: 'auto',
    paddingInline: '4',
    paddingBlock: '2',
    minHeight: 'header',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '4',
    rowGap: '2',
  }),
  tanyaLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '11',
    paddingInline: '2',
    color: 'brand.700',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textDecoration: 'none',
    borderRadius: 'md',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
  form: css({ display: 'flex', gap: '2', flexBasis: { base: '100%', tablet: 'auto' }, flex: { tablet: '1' }, maxWidth: { tablet: '28rem' }, marginInlineStart: { tablet: 'auto' } }),
  input: css({
    flex: '1',
    minWidth: 0,
    minHeight: '11',
    paddingInline: '3',
    border: '1px solid',
    borderColor: 'muted',
    borderRadius: 'md',
    background: 'white',
    fontSize: 'base',
    _focusVisible: { focusOutline: 'tight' },
  }),
  submit: css({
    minHeight: '11',
    paddingInline: '4',
    border: 'none',
    borderRadius: 'md',
    background: 'brand.700',
    color: 'white',
    fontWeight: 'bold',
    cursor: 'pointer',
    _hover: { background: 'brand.800' },
    _focusVisible: { focusOutline: 'default' },
  }),
  label: css({ srOnly: true }),
};

/**
 * The video page's own header: the page renders outside the app shell (docs/product §2), so no
 * session, menus or lead modal — the logo, a way back to Tanya and the question search, as
 * plain HTML.
 */
export function TanyaLightHeader({ mainId }: { mainId: string }) {
  return (
    <>
      <a href={`#${mainId}`} className={styles.skip}>
        Langsung ke isi
      </a>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Logo brandName={SITE_INFO.brandName} href="/" priority />
          <a href="/tanya" className={styles.tanyaLink}>
            Tanya
          </a>
          <form action="/tanya/cari" method="get" role="search" className={styles.form}>
            <label htmlFor="tanya-cari" className={styles.label}>
              Cari soal
            </label>
            <input id="tanya-cari" name="q" type="search" placeholder="Cari soal, misalnya pecahan" className={styles.input} maxLength={SEARCH_QUERY_MAX_LENGTH} />
            <button type="submit" className={styles.submit}>
              Cari
            </button>
          </form>
        </div>
      </header>
    </>
  );
}
