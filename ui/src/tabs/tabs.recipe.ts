import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'A row of tabs over one panel; the selected tab is underlined.',
  slots: ['root', 'list', 'tab', 'panel'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' },
    list: {
      display: 'flex',
      borderBottomWidth: '1px',
      borderColor: 'line',
      // Long labels scroll sideways on a 360 px phone instead of wrapping under each other.
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    tab: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      minH: '11',
      px: '4',
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: 'sm',
      color: 'muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      outline: 'none',
      // An inset bar rather than a border, so selecting a tab does not move the text.
      boxShadow: 'inset 0 -3px 0 transparent',
      transitionProperty: 'color, box-shadow, background-color',
      transitionDuration: '150ms',
      _hovered: { color: 'ink', bg: 'brand.50' },
      '&[data-selected]': { color: 'brand.700', boxShadow: 'inset 0 -3px 0 token(colors.brand.700)' },
      _focusRing: { ...FOCUS_RINGS.inset, borderRadius: 'sm' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    panel: {
      outline: 'none',
      borderRadius: 'sm',
      _focusRing: FOCUS_RINGS.default,
    },
  },
});
