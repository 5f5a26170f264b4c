import { css } from '@bimbel/styled-system/css';

// Styles of the payment pages and receipts (decision 082): narrow, centred columns — the pages
// of a purchase are read top to bottom on a phone.

export const paymentMainClass = css({
  maxW: '42rem',
  mx: 'auto',
  px: '4',
  py: { base: '6', tablet: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});

export const paymentTitleClass = css({ fontSize: { base: '2xl', tablet: '3xl' }, overflowWrap: 'anywhere' });

export const leadClass = css({ color: 'muted' });

export const panelTitleClass = css({ fontSize: 'lg', fontWeight: 'semibold' });

export const mutedClass = css({ color: 'muted', fontSize: 'sm' });

/** A definition list of label–value rows (order number, method, total…). */
export const factsClass = css({
  display: 'grid',
  // The values keep their width (an order number reads whole); a long label wraps instead, but
  // never below its longest word: with a 0 minimum a long value ('Sabtu, 28 November 2026 pukul
  // 19.57 WIB' on a 360 px phone) took the whole row and 'Dibayar' ran under it.
  gridTemplateColumns: 'minmax(min-content, 1fr) minmax(0, max-content)',
  columnGap: '4',
  rowGap: '2',
  '& dt': { color: 'muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'end', overflowWrap: 'anywhere' },
});

export const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

export const textLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

export const stepsClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  pl: '5',
  listStyle: 'decimal',
});

/** A status pill: `tone` picks the colours (text contrast ≥ 4.5:1 on each). */
export const pillClass = {
  waiting: css({ px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'bold', bg: 'accent.100', color: 'ink' }),
  done: css({ px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'bold', bg: 'success', color: 'white' }),
  ended: css({ px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'bold', bg: 'danger', color: 'white' }),
};
