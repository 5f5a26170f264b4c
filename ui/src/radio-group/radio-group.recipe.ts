import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';
import { choiceMarkStyles, choiceRowStyles } from '../field/choice-control.styles.ts';

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
    radio: choiceRowStyles,
    indicator: {
      ...choiceMarkStyles,
      borderRadius: 'full',
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
      '[data-focus-visible] > &': FOCUS_RINGS.default,
      '[data-disabled] > &': { borderColor: 'line', bg: 'canvas' },
    },
  },
});
