import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';
import { choiceMarkStyles, choiceRowStyles } from '../field/choice-control.styles.ts';

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description: 'A checkbox: a 24 px box with a check mark, its label, and the field footer for errors.',
  slots: ['button', 'box', 'icon'],
  base: {
    button: choiceRowStyles,
    box: {
      ...choiceMarkStyles,
      borderRadius: 'sm',
      borderColor: 'muted',
      bg: 'surface',
      color: 'white',
      transition: 'background-color 150ms, border-color 150ms',
      '[data-hovered] > &': { borderColor: 'ink' },
      '[data-selected] > &': { bg: 'brand.700', borderColor: 'brand.700' },
      '[data-invalid] > &': { borderColor: 'danger' },
      '[data-focus-visible] > &': FOCUS_RINGS.default,
      '[data-disabled] > &': { borderColor: 'line', bg: 'canvas' },
      '[data-disabled][data-selected] > &': { bg: 'muted', borderColor: 'muted' },
    },
    icon: { opacity: 0, '[data-selected] > * > &': { opacity: 1 } },
  },
});
