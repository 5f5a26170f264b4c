import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const logoRecipe = defineSlotRecipe({
  className: 'logo',
  description: 'The brand wordmark, alone or as the link home.',
  slots: ['root', 'mark', 'letter', 'word'],
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      borderRadius: 'sm',
      lineHeight: '0',
      outline: 'none',
      '&:is(a)': { _focusRing: { ...FOCUS_RINGS.default, outlineOffset: '3px' } },
      // Shrinks with a narrow box; the viewBox (or the Image recipe) keeps the ratio.
      '& svg': { maxWidth: '100%', height: 'auto' },
    },
    mark: { fill: 'brand.700' },
    letter: { fill: 'none', stroke: 'white' },
    word: { fill: 'ink', fontFamily: 'heading', fontWeight: 'semibold' },
  },
  variants: {
    tone: {
      /** On white and light surfaces. */
      default: {},
      /** On brand.700 and darker, e.g. a dark footer. */
      inverse: { mark: { fill: 'white' }, letter: { stroke: 'brand.700' }, word: { fill: 'white' } },
    },
  },
  defaultVariants: { tone: 'default' },
});
