import { defineSlotRecipe } from '@pandacss/dev';

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  description: 'A group of radios, stacked or in a row, each a 44 px tall target with a round indicator.',
  slots: ['items', 'radio', 'indicator'],
  base: {
    items: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      '[data-orientation=horizontal] > &': { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6' },
    },
    radio: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minHeight: '11',
      color: 'ink',
      fontFamily: 'body',
      fontSize: 'md',
      cursor: 'pointer',
      // React Aria keeps the native radio visually hidden; sized like the indicator, it gives
      // touch screen readers a sensible box to outline.
      '& input': { width: '6', height: '6' },
      _disabled: { color: 'muted', cursor: 'not-allowed' },
    },
    indicator: {
      flexShrink: 0,
      width: '6',
      height: '6',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'muted',
      bg: 'surface',
      transition: 'border-color 150ms',
      _after: {
        content: '""',
        width: '3',
        height: '3',
        borderRadius: 'full',
        bg: 'brand.700',
        transform: 'scale(0)',
        transition: 'transform 150ms',
      },
      '[data-hovered] > &': { borderColor: 'ink' },
      '[data-selected] > &': { borderColor: 'brand.700', _after: { transform: 'scale(1)' } },
      '[data-invalid] > &': { borderColor: 'danger' },
      '[data-focus-visible] > &': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
      '[data-disabled] > &': { borderColor: 'line', bg: 'canvas' },
    },
  },
});
