import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const starRatingRecipe = defineSlotRecipe({
  className: 'star-rating',
  description: 'Five stars: a radio group to rate a class, or a read-only picture of a rating.',
  slots: ['root', 'label', 'stars', 'star', 'icon', 'starLabel', 'fill', 'display'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontFamily: 'body', fontSize: 'md', color: 'ink' },
    // No gap between stars: the pointer never falls between two targets, so the hover preview
    // does not flicker back to the chosen value.
    stars: { display: 'flex', alignItems: 'center' },
    star: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '9',
      height: '9',
      borderRadius: 'md',
      cursor: 'pointer',
      outline: 'none',
      // Fingers are blunter than mouse pointers: 44 px stars on touch screens.
      '@media (pointer: coarse)': { width: '11', height: '11' },
      // React Aria keeps the native radio visually hidden; sized like the star, it gives touch
      // screen readers a sensible box to outline.
      '& input': { width: '9', height: '9' },
      _focusRing: { ...FOCUS_RINGS.default, outlineOffset: '-2px' },
      _disabled: { cursor: 'not-allowed' },
    },
    icon: {
      display: 'block',
      width: '7',
      height: '7',
      fill: 'surface',
      stroke: 'muted',
      strokeWidth: '1.5',
      strokeLinejoin: 'round',
      transition: 'fill 120ms, stroke 120ms',
      '[data-disabled] &': { stroke: 'line' },
      // Amber-700 outline: the star's shape keeps ≥ 3:1 against white when filled (WCAG 1.4.11).
      '&[data-state=filled]': { fill: 'accent.500', stroke: '#a16207' },
      '&[data-state=preview]': { fill: 'accent.400', stroke: '#a16207' },
    },
    starLabel: { srOnly: true },
    // The filled half of a partly filled star in the read-only display.
    fill: { position: 'absolute', insetBlock: 0, insetInlineStart: 0, overflow: 'hidden' },
    display: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.5',
      '& > span': { position: 'relative', display: 'inline-block' },
      '& svg': { width: '5', height: '5' },
    },
  },
  variants: {
    hideLabel: { true: { label: { srOnly: true } } },
  },
});
