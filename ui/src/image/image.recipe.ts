import { defineRecipe } from '@pandacss/dev';

export const imageRecipe = defineRecipe({
  className: 'image',
  description: 'A responsive picture: never wider than its box, its width/height ratio kept.',
  base: {
    display: 'block',
    maxWidth: '100%',
    // With the width and height attributes the browser reserves the box before the bytes arrive.
    height: 'auto',
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
});
