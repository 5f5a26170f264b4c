import { css } from '@bimbel/styled-system/css';

export const footerClass = css({
  // The YouTube mark cuts its play triangle out in the footer's own colour.
  '--footer-bg': 'token(colors.brand.900)',
  bg: 'brand.900',
  color: 'white',
});

export const footerGridClass = css({
  display: 'grid',
  gap: { base: '8', laptop: '10' },
  // Phones and tablets: the two link lists side by side, brand and contact across both.
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', laptop: '1.4fr 1fr 1fr 1.3fr' },
  maxW: 'container',
  mx: 'auto',
  px: '4',
  pt: { base: '10', tablet: '12' },
  pb: '8',
});

export const footerHeadingClass = css({
  fontSize: 'md',
  fontWeight: 'semibold',
  color: 'white',
  mb: '3',
});

export const footerListClass = css({ display: 'grid', gap: '1', listStyle: 'none', m: '0', p: '0' });

export const footerLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '8',
  color: 'brand.100',
  textDecoration: 'none',
  _hover: { color: 'white', textDecoration: 'underline' },
  _focusVisible: { focusOutline: 'onDark', borderRadius: 'sm' },
});

export const footerTextClass = css({ color: 'brand.100', fontSize: 'sm' });

export const badgeRowClass = css({ mt: '3' });

export const bottomBarOuterClass = css({ maxW: 'container', mx: 'auto', px: '4' });

export const bottomBarClass = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', tablet: 'row' },
  alignItems: { base: 'flex-start', tablet: 'center' },
  justifyContent: 'space-between',
  gap: '4',
  py: '6',
  borderTopWidth: '1px',
  borderColor: 'rgba(255, 255, 255, 0.2)',
});

export const socialListClass = css({ display: 'flex', gap: '2', listStyle: 'none', m: '0', p: '0' });

export const socialLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '11',
  height: '11',
  borderRadius: 'full',
  color: 'white',
  bg: 'rgba(255, 255, 255, 0.08)',
  _hover: { bg: 'rgba(255, 255, 255, 0.2)' },
  _focusVisible: { focusOutline: 'onDark' },
});

export const spacedClass = css({ mt: '4' });

/** Brand and contact columns span the whole row below the laptop width. */
export const wideColumnClass = css({ gridColumn: { base: '1 / -1', laptop: 'auto' } });
