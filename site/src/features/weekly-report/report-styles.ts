import { css } from '@bimbel/styled-system/css';

/** A text link of the report: underlined, 40 px tall to tap, brand-coloured. */
export const reportLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '10',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

/** A bordered block, as on the other signed-in pages. */
export { panelClass as reportPanelClass } from '#site/features/shared/panel.styles.ts';

export const panelTitleClass = css({
  fontSize: { base: 'xl', tablet: '2xl' },
  fontWeight: 'semibold',
  overflowWrap: 'anywhere',
});
export const listTitleClass = css({ fontSize: 'md', fontWeight: 'semibold' });
export const mutedClass = css({ color: 'muted', fontSize: 'sm' });
export const plainListClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
});
