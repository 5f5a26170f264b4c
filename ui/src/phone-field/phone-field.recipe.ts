import { defineSlotRecipe } from '@pandacss/dev';

export const phoneFieldRecipe = defineSlotRecipe({
  className: 'phone-field',
  description: 'The fixed +62 prefix and the borderless input that share one field box.',
  slots: ['prefix', 'input'],
  base: {
    prefix: {
      flexShrink: 0,
      alignSelf: 'stretch',
      display: 'flex',
      alignItems: 'center',
      pr: '2',
      mr: '2',
      borderRightWidth: '1px',
      borderRightStyle: 'solid',
      borderRightColor: 'line',
      color: 'ink',
      userSelect: 'none',
      cursor: 'text',
      fontVariantNumeric: 'tabular-nums',
    },
    input: {
      flex: '1',
      minWidth: '0',
      alignSelf: 'stretch',
      bg: 'transparent',
      color: 'inherit',
      font: 'inherit',
      border: 'none',
      outline: 'none',
      _placeholder: { color: 'muted', opacity: 1 },
      _disabled: { cursor: 'not-allowed' },
    },
  },
});
