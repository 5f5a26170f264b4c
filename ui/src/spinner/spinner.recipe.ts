import { defineRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'An indeterminate progress ring; inherits the text colour.',
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
  variants: {
    size: {
      small: { width: '4', height: '4', borderWidth: '2px' },
      medium: { width: '6', height: '6', borderWidth: '3px' },
      large: { width: '10', height: '10', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
