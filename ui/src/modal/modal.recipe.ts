import { defineSlotRecipe } from '@pandacss/dev';

export const modalRecipe = defineSlotRecipe({
  className: 'modal',
  description: 'A centred dialog over a dimmed page, in the five widths of docs/product §9.',
  slots: ['overlay', 'content', 'dialog', 'header', 'title', 'body'],
  base: {
    overlay: {
      position: 'fixed',
      top: '0',
      left: '0',
      zIndex: 'modal',
      width: '100vw',
      // React Aria measures the visual viewport, so the dialog stays clear of a phone's keyboard.
      height: 'var(--visual-viewport-height, 100vh)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      bg: 'rgba(27, 35, 51, 0.6)',
    },
    content: {
      // The overlay's padding keeps a 16 px margin on phones; the width variant caps it above that.
      width: '100%',
      maxHeight: '100%',
      display: 'flex',
      bg: 'surface',
      color: 'ink',
      borderRadius: 'xl',
      boxShadow: '0 12px 40px rgba(27, 35, 51, 0.25)',
    },
    dialog: {
      flex: '1',
      minWidth: '0',
      display: 'flex',
      flexDirection: 'column',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      p: { base: '4', tablet: '6' },
      gap: '3',
      outline: 'none',
    },
    header: { display: 'flex', alignItems: 'flex-start', gap: '3' },
    title: { flex: '1', fontSize: 'xl', fontWeight: 'semibold', color: 'ink', minWidth: '0' },
    body: { minWidth: '0' },
  },
  variants: {
    width: {
      normal: { content: { maxWidth: 'modalNormal' } },
      wide: { content: { maxWidth: 'modalWide' } },
      narrow: { content: { maxWidth: 'modalNarrow' } },
      tiny: { content: { maxWidth: 'modalTiny' } },
      extraWide: { content: { maxWidth: 'modalExtraWide' } },
    },
    hideTitle: {
      // Still labels the dialog for screen readers; the close button keeps the header's right edge.
      true: { title: { srOnly: true }, header: { justifyContent: 'flex-end' } },
    },
  },
  defaultVariants: { width: 'normal' },
  // Feature code often passes the width through its own props, which static extraction cannot see.
  staticCss: ['*'],
});
