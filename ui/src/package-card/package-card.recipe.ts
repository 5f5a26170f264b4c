import { defineSlotRecipe } from '@pandacss/dev';

export const packageCardRecipe = defineSlotRecipe({
  className: 'package-card',
  description:
    'A package for sale: name, price in rupiah, features, a call to action; one may be the most popular.',
  slots: [
    'root',
    'header',
    'name',
    'description',
    'price',
    'amount',
    'priceNote',
    'features',
    'feature',
    'action',
  ],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      minWidth: '0',
      p: '5',
      bg: 'surface',
      color: 'ink',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'line',
      borderRadius: 'xl',
    },
    header: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' },
    name: {
      fontFamily: 'heading',
      fontSize: 'xl',
      fontWeight: 'semibold',
      lineHeight: '1.3',
      overflowWrap: 'anywhere',
    },
    description: { fontSize: 'sm', color: 'muted' },
    price: { display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '1' },
    amount: {
      fontFamily: 'heading',
      fontSize: '2xl',
      fontWeight: 'semibold',
      color: 'brand.800',
      whiteSpace: 'nowrap',
    },
    priceNote: { fontSize: 'sm', color: 'muted' },
    features: { display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' },
    feature: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      '& svg': { width: '4', height: '4', mt: '0.5', flexShrink: 0, color: 'success' },
    },
    action: { display: 'flex', flexDirection: 'column', gap: '2', mt: 'auto', pt: '2' },
  },
  variants: {
    // The popular package has a badge saying so; the accent border only repeats it.
    isPopular: { true: { root: { borderColor: 'accent.500' } } },
  },
});
