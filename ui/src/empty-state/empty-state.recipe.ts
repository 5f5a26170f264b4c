import { defineSlotRecipe } from '@pandacss/dev';

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  description: 'What a list shows when it has nothing: a picture, a title, a line of help and one action.',
  slots: ['root', 'illustration', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      maxWidth: 'modalNarrow',
      marginInline: 'auto',
      paddingBlock: '8',
      paddingInline: '4',
      textAlign: 'center',
    },
    illustration: {
      display: 'flex',
      justifyContent: 'center',
      color: 'brand.700',
      marginBottom: '2',
      '& svg': { width: '32', height: 'auto' },
    },
    title: { fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'lg', color: 'ink', margin: 0 },
    description: { fontFamily: 'body', fontSize: 'md', color: 'muted', margin: 0 },
    action: { marginTop: '2' },
  },
});
