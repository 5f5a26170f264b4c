import { css } from '@bimbel/styled-system/css';

/** The frame of every Tanya page: the container width of docs/product §9 with page padding. */
export const tanyaPage = css({
  maxWidth: 'container',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: { base: '6', tablet: '10' },
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '6', tablet: '8' },
});

export const pageTitle = css({
  fontFamily: 'heading',
  fontSize: { base: '2xl', tablet: '3xl' },
  lineHeight: '1.3',
  overflowWrap: 'anywhere',
  // Focused after a client-side navigation so screen readers start at the new page.
  _focus: { outline: 'none' },
});

export const pageSummary = css({ marginTop: '2', color: 'muted', fontSize: { base: 'md', tablet: 'lg' } });

export const sectionTitle = css({
  fontFamily: 'heading',
  fontSize: { base: 'xl', tablet: '2xl' },
  lineHeight: '1.3',
});

export const srOnly = css({ srOnly: true });
