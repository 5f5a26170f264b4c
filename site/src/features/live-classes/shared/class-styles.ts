import { css } from '@bimbel/styled-system/css';

/** A text link of the class pages: underlined, 40 px tall to tap, brand-coloured. */
export const classLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '10',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  '& svg': { w: '4', h: '4', flexShrink: 0 },
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

/** The line over a class's title on a page of one class: its subject line, then its badges. */
export const classMetaClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'brand.700',
});

/** A short notice on the class pages (why a list is short, what to do next): a tinted box. */
export const classNoticeClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
  p: '4',
  bg: 'accent.100',
  borderRadius: 'lg',
});

/** A bordered block, as on the other signed-in pages. */
export { panelClass as classPanelClass } from '#site/features/shared/panel.styles.ts';

export const sectionTitleClass = css({ fontSize: { base: 'xl', tablet: '2xl' }, fontWeight: 'semibold' });
export const subTitleClass = css({ fontSize: 'md', fontWeight: 'semibold', color: 'ink' });
