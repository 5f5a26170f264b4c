import { defineSlotRecipe } from '@pandacss/dev';

export const textAreaRecipe = defineSlotRecipe({
  className: 'text-area',
  description:
    "The character counter beside a text area's error line (the box itself is `field` with `multiline`).",
  slots: ['counter'],
  base: {
    counter: {
      flexShrink: 0,
      ml: 'auto',
      color: 'muted',
      fontVariantNumeric: 'tabular-nums',
      '&[data-at-limit]': { color: 'danger', fontWeight: 'bold' },
    },
  },
});
