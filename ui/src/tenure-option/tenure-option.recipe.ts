import { defineSlotRecipe } from '@pandacss/dev';

export const tenureOptionRecipe = defineSlotRecipe({
  className: 'tenure-option',
  description: 'A subscription length to choose: tenure, total price, monthly price, discount.',
  slots: ['main', 'tenure', 'prices', 'total', 'monthly'],
  base: {
    main: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: '1',
      flex: '1',
      minWidth: '0',
    },
    tenure: { display: 'block', fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'md' },
    prices: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      textAlign: 'right',
      flexShrink: 0,
    },
    total: { display: 'block', fontFamily: 'heading', fontWeight: 'semibold', whiteSpace: 'nowrap' },
    monthly: { display: 'block', fontSize: 'sm', color: 'muted', whiteSpace: 'nowrap' },
  },
});
