import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'A round profile picture, or initials on the brand colour; a crown for paid subscribers.',
  slots: ['root', 'initials', 'crown'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: 0,
      borderRadius: 'full',
      verticalAlign: 'middle',
      // Beats the Image recipe's height: auto: the picture fills the circle, cropped, not squashed.
      '& img': { width: '100%', height: '100%', borderRadius: 'full', objectFit: 'cover', bg: 'brand.50' },
    },
    initials: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '100%',
      height: '100%',
      borderRadius: 'full',
      // White on brand.700 is 8:1, above the 4.5:1 text minimum at every size.
      bg: 'brand.700',
      color: 'white',
      fontFamily: 'heading',
      fontWeight: 'semibold',
      lineHeight: '1',
      letterSpacing: '0.02em',
      userSelect: 'none',
    },
    crown: {
      position: 'absolute',
      top: '-10%',
      right: '-10%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '45%',
      height: '45%',
      minWidth: '4',
      minHeight: '4',
      borderRadius: 'full',
      bg: 'accent.400',
      color: 'ink',
      // The white ring keeps the badge apart from a dark photo behind it.
      boxShadow: '0 0 0 2px white',
      '& svg': { width: '70%', height: '70%' },
    },
  },
  variants: {
    size: {
      small: { root: { width: '8', height: '8' }, initials: { fontSize: 'xs' } },
      medium: { root: { width: '12', height: '12' }, initials: { fontSize: 'lg' } },
      large: { root: { width: '24', height: '24' }, initials: { fontSize: '3xl' } },
    },
  },
  defaultVariants: { size: 'medium' },
});
