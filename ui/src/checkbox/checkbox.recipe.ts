import { defineSlotRecipe } from '@pandacss/dev';
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
      '[data-focus-visible] > &': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
      '[data-disabled] > &': { borderColor: 'line', bg: 'canvas' },
      '[data-disabled][data-selected] > &': { bg: 'muted', borderColor: 'muted' },
    },
    icon: { opacity: 0, '[data-selected] > * > &': { opacity: 1 } },
  },
});
