import { defineRecipe } from '@pandacss/dev';

export const cardBadgeRecipe = defineRecipe({
  className: 'card-badge',
  description: 'A small label on a card: class status, verified, most popular, discount.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    width: 'fit-content',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontFamily: 'heading',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    '& svg': { width: '3.5', height: '3.5', flexShrink: 0 },
  },
  // Every pair keeps text contrast at 4.5:1 or more; the words carry the meaning, colour only helps.
  variants: {
    tone: {
      neutral: { bg: 'canvas', color: 'muted', boxShadow: 'inset 0 0 0 1px token(colors.line)' },
      brand: { bg: 'brand.50', color: 'brand.800' },
      accent: { bg: 'accent.400', color: 'ink' },
      success: { bg: 'success', color: 'white' },
      live: { bg: 'danger', color: 'white' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
