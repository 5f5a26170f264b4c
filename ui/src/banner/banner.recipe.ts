import { defineSlotRecipe } from '@pandacss/dev';

export const bannerRecipe = defineSlotRecipe({
  className: 'banner',
  description: 'A full-width strip with a message, an optional action and a close button.',
  slots: ['root', 'message', 'action'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      py: '2',
      pl: '4',
      pr: '2',
      color: 'ink',
      fontSize: 'sm',
    },
    message: { flex: '1', minWidth: '0' },
    action: { flexShrink: 0 },
  },
  variants: {
    variant: {
      info: { root: { bg: 'brand.50', borderBottomWidth: '1px', borderColor: 'brand.200' } },
      promo: { root: { bg: 'accent.100', borderBottomWidth: '1px', borderColor: 'accent.400' } },
    },
  },
  defaultVariants: { variant: 'info' },
});
