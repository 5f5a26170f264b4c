import { css, cva } from '@bimbel/styled-system/css';

// Styles shared by the content pages (Tanya, /jadwal, /gurujuara) and the marketing pages.

/** The frame of a content page: the container width of docs/product §9 with page padding. */
export const pageFrame = css({
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

export const sectionTitle = css({
  fontFamily: 'heading',
  fontSize: { base: 'xl', tablet: '2xl' },
  lineHeight: '1.3',
});

export const srOnly = css({ srOnly: true });

/** Link-buttons: the ui Button's look without React Aria (no client JS). */
export const linkButton = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '12',
    px: '6',
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    fontSize: 'md',
    lineHeight: '1.2',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    _focusVisible: { focusOutline: 'default' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'brand.700',
        borderColor: 'brand.700',
        color: 'white',
        _hover: { bg: 'brand.800', borderColor: 'brand.800' },
      },
      secondary: { bg: 'surface', borderColor: 'brand.700', color: 'brand.700', _hover: { bg: 'brand.50' } },
      accent: {
        bg: 'accent.400',
        borderColor: 'accent.400',
        color: 'ink',
        _hover: { bg: 'accent.500', borderColor: 'accent.500' },
      },
    },
  },
  defaultVariants: { variant: 'primary' },
});
