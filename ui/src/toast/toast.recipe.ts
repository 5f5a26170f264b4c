import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  description: 'Notifications 40px from the top, centred, above modals (docs/product §9).',
  slots: ['region', 'toast', 'icon', 'content', 'title', 'description'],
  base: {
    region: {
      position: 'fixed',
      top: '40px',
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: 'toast',
      width: { base: '80vw', tablet: '50vw' },
      maxWidth: '85vw',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      outline: 'none',
      _focusRing: { ...FOCUS_RINGS.default, outlineOffset: '4px', borderRadius: 'lg' },
    },
    toast: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      py: '3',
      pl: '4',
      pr: '2',
      borderRadius: 'lg',
      color: 'white',
      fontSize: 'sm',
      boxShadow: '0 8px 24px rgba(27, 35, 51, 0.25)',
      outline: 'none',
      _focusRing: FOCUS_RINGS.default,
    },
    icon: { display: 'inline-flex', flexShrink: 0, mt: '1' },
    content: { flex: '1', minWidth: '0', py: '1' },
    title: { display: 'block', fontWeight: 'semibold' },
    description: { display: 'block' },
  },
  variants: {
    variant: {
      // White text on each background is at least 5.9:1.
      error: { toast: { bg: 'danger' } },
      success: { toast: { bg: 'success' } },
      loading: { toast: { bg: 'ink' } },
    },
  },
  defaultVariants: { variant: 'error' },
  // The variant comes from showToast() calls, not JSX props, so Panda cannot extract it.
  staticCss: ['*'],
});
