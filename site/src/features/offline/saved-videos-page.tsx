import { css } from '@bimbel/styled-system/css';
import { SavedVideosList } from './saved-videos-list.tsx';

const classes = {
  list: css({ display: 'grid', gap: '3', listStyle: 'none', margin: 0, padding: 0 }),
  item: css({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    columnGap: '3',
    rowGap: '1',
    padding: '4',
    background: 'surface',
    border: '1px solid token(colors.line)',
    borderRadius: 'lg',
  }),
  title: css({
    gridColumn: '1',
    color: 'brand.700',
    fontWeight: 'bold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    overflowWrap: 'anywhere',
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
  meta: css({ gridColumn: '1', color: 'muted', fontSize: 'sm' }),
  remove: css({
    gridColumn: '2',
    gridRow: '1 / span 2',
    minHeight: '11',
    paddingInline: '4',
    border: '1px solid token(colors.line)',
    borderRadius: 'full',
    background: 'surface',
    color: 'danger',
    fontWeight: 'semibold',
    cursor: 'pointer',
    _hover: { borderColor: 'danger' },
    _focusVisible: { focusOutline: 'default' },
  }),
  empty: css({ color: 'muted' }),
  note: css({ minHeight: '1.5em', color: 'muted', fontSize: 'sm', outline: 'none' }),
  link: css({
    color: 'brand.700',
    textDecoration: 'underline',
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
};

const styles = {
  // The list is read from this browser after hydration: the footer is placed below a screen's
  // worth of page from the first paint, so it does not move when the list arrives.
  main: css({
    minHeight: '70vh',
    alignContent: 'start',
    maxWidth: 'reading',
    marginInline: 'auto',
    paddingInline: '4',
    paddingBlock: '6',
    display: 'grid',
    gap: '4',
  }),
  heading: css({ fontSize: { base: '2xl', tablet: '3xl' } }),
  intro: css({ color: 'muted' }),
};

/**
 * "Video tersimpan" (decision 095): the Tanya videos this browser keeps for offline viewing. The
 * page is static and precached by the service worker, so it opens without a connection; its list
 * comes from this browser's storage.
 */
export function SavedVideosPage({ mainId }: { mainId: string }) {
  return (
    <main id={mainId} className={styles.main}>
      <h1 className={styles.heading}>Video tersimpan</h1>
      <p className={styles.intro}>
        Video pembahasan yang kamu simpan bisa dibuka dan diputar tanpa internet di perangkat ini. Simpan
        video dari halamannya dengan tombol “Simpan untuk offline”.
      </p>
      <SavedVideosList classes={classes} />
    </main>
  );
}
