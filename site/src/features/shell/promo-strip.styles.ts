import { css } from '@bimbel/styled-system/css';

// Server-only, like site-header.styles.ts: promo-strip.tsx passes these to the client banner.

const stripClass = css({
  bg: 'accent.100',
  borderBottomWidth: '1px',
  borderColor: 'accent.400',
  color: 'ink',
  fontSize: 'sm',
  // Set by the inline script of promo-strip.tsx before paint.
  'html[data-promo-closed] &': { display: 'none' },
});

const innerClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  maxW: 'container',
  mx: 'auto',
  py: '1.5',
  pl: { base: '3', tablet: '4' },
  pr: { base: '1', tablet: '2' },
});

const linkClass = css({
  color: 'brand.800',
  fontWeight: 'bold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  whiteSpace: 'nowrap',
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

const closeClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '8',
  height: '8',
  ml: 'auto',
  borderRadius: 'full',
  borderWidth: '0',
  bg: 'transparent',
  color: 'ink',
  cursor: 'pointer',
  _hover: { bg: 'accent.400' },
  _focusVisible: { focusOutline: 'onAccent' },
});

export const promoStripClasses = { strip: stripClass, inner: innerClass, link: linkClass, close: closeClass };

export type PromoStripClasses = typeof promoStripClasses;
