import { css, cva } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';

// The checkout pages' frame (decision 081). Server components compute these class names and pass
// them to the always-loaded client parts (back link, help button), which import only the types:
// no style runtime in the steps' first download (decision 063).

export const checkoutFrame = css({
  maxW: 'modalWide',
  mx: 'auto',
  px: '4',
  pt: { base: '4', tablet: '8' },
  pb: '16',
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});

export const checkoutTopBar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  minH: '11',
});

export const checkoutTitle = css({
  fontSize: { base: '2xl', tablet: '3xl' },
  overflowWrap: 'anywhere',
  _focus: { outline: 'none' },
});

export const checkoutIntro = css({ color: 'muted', mt: '-2' });

export const checkoutCard = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'xl',
  p: { base: '4', tablet: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minW: '0',
});

/** What the always-loaded client parts of a step receive. */
export const checkoutClientClasses = {
  backLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minH: '11',
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
  }),
  helpButton: css({
    display: 'inline',
    minH: '6',
    p: '0',
    bg: 'transparent',
    border: 'none',
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    cursor: 'pointer',
    _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
  }),
  status: css({ color: 'muted', py: '6' }),
  primaryLink: button({ variant: 'primary', size: 'large' }),
};
export type CheckoutClientClasses = typeof checkoutClientClasses;

export const stepList = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: '2',
  listStyle: 'none',
  p: '0',
  m: '0',
  counterReset: 'step',
});

export const stepItem = cva({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    fontSize: 'sm',
    color: 'muted',
    minW: '0',
    _before: { content: '""', display: 'block', h: '1.5', borderRadius: 'full', bg: 'line' },
  },
  variants: {
    state: {
      done: { _before: { bg: 'brand.500' } },
      current: { color: 'ink', fontWeight: 'bold', _before: { bg: 'brand.700' } },
      later: {},
    },
  },
});

/** Step names under the bars from the tablet width up; on phones only screen readers get them. */
export const stepLabel = css({ srOnly: { base: true, tablet: false }, overflowWrap: 'anywhere' });
export const stepCount = css({ fontSize: 'sm', fontWeight: 'bold', color: 'brand.700' });
export const srOnly = css({ srOnly: true });
export const helpLine = css({ color: 'muted', fontSize: 'sm', mt: '4' });
