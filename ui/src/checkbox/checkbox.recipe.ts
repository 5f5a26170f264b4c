import { defineSlotRecipe } from '@pandacss/dev';

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description: 'A checkbox: a 24 px box with a check mark, its label, and the field footer for errors.',
  slots: ['button', 'box', 'icon'],
  base: {
    button: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '11',
      color: 'ink',
      fontFamily: 'body',
      fontSize: 'md',
      cursor: 'pointer',
      // React Aria keeps the native checkbox visually hidden; sized like the box, it gives touch
      // screen readers a sensible box to outline.
      '& input': { width: '6', height: '6' },
      _disabled: { color: 'muted', cursor: 'not-allowed' },
    },
    box: {
      flexShrink: 0,
      width: '6',
      height: '6',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'sm',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'muted',
      bg: 'surface',
      color: 'white',
      transition: 'background-color 150ms, border-color 150ms',
      '[data-hovered] > &': { borderColor: 'ink' },
      '[data-selected] > &': { bg: 'brand.700', borderColor: 'brand.700' },
      '[data-invalid] > &': { borderColor: 'danger' },
      '[data-focus-visible] > &': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
      '[data-disabled] > &': { borderColor: 'line', bg: 'canvas' },
      '[data-disabled][data-selected] > &': { bg: 'muted', borderColor: 'muted' },
    },
    icon: { opacity: 0, '[data-selected] > * > &': { opacity: 1 } },
  },
});
