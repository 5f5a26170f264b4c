import { defineRecipe } from '@pandacss/dev';

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'A grey placeholder (block, text line or circle) that pulses gently while content loads.',
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    bg: 'line',
    animation: 'pulse 2s ease-in-out infinite',
    // A slow pulse is still motion; people who ask for less get a still placeholder.
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  variants: {
    shape: {
      block: { width: '100%', borderRadius: 'md' },
      // 0.75em tall inside a 1.5em line box, like the text it stands in for.
      line: { width: '100%', height: '0.75em', marginBlock: '0.375em', borderRadius: 'sm' },
      circle: { width: '10', height: '10', borderRadius: 'full' },
    },
  },
  defaultVariants: { shape: 'block' },
});
