import { css, cva } from '@bimbel/styled-system/css';

/** The frame of /jadwal and /gurujuara: the container width with page padding (docs/product §9). */
export const schedulePage = css({
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
});

export const pageLead = css({ marginTop: '2', color: 'muted', fontSize: { base: 'md', tablet: 'lg' }, maxWidth: 'reading' });

export const sectionTitle = css({ fontFamily: 'heading', fontSize: { base: 'xl', tablet: '2xl' }, lineHeight: '1.3' });

export const mutedNote = css({ color: 'muted', fontSize: 'sm' });

export const srOnly = css({ srOnly: true });

export const textLink = css({
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

/** Link-buttons without React Aria (no client JS), the ui Button's look. */
export const linkButton = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '12',
    px: '6',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    textAlign: 'center',
    textDecoration: 'none',
    outline: 'none',
    _focusVisible: { focusOutline: 'default' },
  },
  variants: {
    variant: {
      primary: { bg: 'brand.700', borderColor: 'brand.700', color: 'white', _hover: { bg: 'brand.800', borderColor: 'brand.800' } },
      secondary: { bg: 'surface', borderColor: 'brand.700', color: 'brand.700', _hover: { bg: 'brand.50' } },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export const callToAction = css({
  bg: 'brand.50',
  borderRadius: 'xl',
  p: { base: '5', tablet: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});

export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });
