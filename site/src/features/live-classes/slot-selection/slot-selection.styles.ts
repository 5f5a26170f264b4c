import { css, cva } from '@bimbel/styled-system/css';

/** /slot-selection's layout and parts: plain elements with Panda classes (no style runtime in the browser). */
export const styles = {
  main: css({ maxW: 'container', mx: 'auto', px: '4', py: { base: '6', tablet: '10' } }),
  lead: css({ mt: '2', color: 'muted', maxW: 'reading' }),
  pageTitle: css({ fontSize: { base: '2xl', tablet: '3xl' }, overflowWrap: 'anywhere' }),
  eyebrow: css({
    color: 'brand.700',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'sm',
    letterSpacing: 'wide',
    textTransform: 'uppercase',
  }),
  layout: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '5',
    mt: '6',
    laptop: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) 24rem',
      alignItems: 'start',
      gap: '8',
    },
  }),
  column: css({ display: 'flex', flexDirection: 'column', gap: '5', minW: '0' }),
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: { base: '4', tablet: '6' },
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'line',
    borderRadius: 'xl',
    minW: '0',
  }),
  confirmed: css({ bg: 'brand.50', borderColor: 'brand.200' }),
  panelTitle: css({
    fontSize: { base: 'lg', tablet: 'xl' },
    fontWeight: 'semibold',
    overflowWrap: 'anywhere',
  }),
  muted: css({ color: 'muted', fontSize: 'sm' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
    fontSize: 'sm',
    '& dt': { color: 'muted' },
    '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  days: css({ display: 'flex', flexDirection: 'column', gap: '5', border: '0', p: '0', m: '0', minW: '0' }),
  day: css({ display: 'flex', flexDirection: 'column', gap: '2', border: '0', p: '0', m: '0', minW: '0' }),
  dayName: css({ fontFamily: 'heading', fontSize: 'md', fontWeight: 'semibold', color: 'ink', mb: '1' }),
  options: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  status: css({ fontSize: 'sm', minHeight: '1.5em' }),
  error: css({ color: 'danger' }),
  cards: css({
    display: 'grid',
    gap: '4',
    listStyle: 'none',
    p: '0',
    m: '0',
    gridTemplateColumns: {
      base: '1fr',
      tablet: 'repeat(2, minmax(0, 1fr))',
      laptop: 'repeat(3, minmax(0, 1fr))',
    },
  }),
  srOnly: css({ srOnly: true }),
};

/** One slot to choose: the whole row is the radio's label (a large target), its state in words. */
export const slotOption = cva({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    alignItems: 'start',
    p: '3',
    borderWidth: '2px',
    borderColor: 'line',
    borderRadius: 'lg',
    bg: 'surface',
    cursor: 'pointer',
    '& input': { w: '5', h: '5', mt: '0.5', accentColor: 'brand.700', cursor: 'pointer' },
    '&:has(input:checked)': { borderColor: 'brand.700', bg: 'brand.50' },
    '&:has(input:focus-visible)': { focusOutline: 'default' },
    '&:has(input:disabled)': { cursor: 'not-allowed', bg: 'canvas', color: 'muted' },
    '& input:disabled': { cursor: 'not-allowed' },
  },
  variants: {
    static: { true: { gridTemplateColumns: 'minmax(0, 1fr)', cursor: 'default' }, false: {} },
  },
});

export const slotTime = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

export const seatBadge = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      plenty: { bg: 'brand.100', color: 'brand.900' },
      few: { bg: 'accent.100', color: 'ink' },
      none: { bg: 'line', color: 'ink' },
      mine: { bg: 'success', color: 'white' },
    },
  },
});
