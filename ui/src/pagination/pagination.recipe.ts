import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const paginationRecipe = defineSlotRecipe({
  className: 'pagination',
  description: 'Page links of a list: previous, page numbers with gaps, next; fits a 360 px phone.',
  slots: ['root', 'list', 'link', 'gap', 'stepLabel', 'icon'],
  base: {
    root: { fontFamily: 'body' },
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'center',
      alignItems: 'center',
      gap: '1',
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1',
      // 32 px on phones so nine targets fit in 328 px; 40 px from tablet.
      minWidth: { base: '8', tablet: '10' },
      height: { base: '8', tablet: '10' },
      paddingInline: '1',
      borderRadius: 'md',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'transparent',
      color: 'brand.700',
      fontSize: { base: 'sm', tablet: 'md' },
      fontWeight: 'semibold',
      textDecoration: 'none',
      outline: 'none',
      cursor: 'pointer',
      transition: 'background-color 150ms',
      _hovered: { bg: 'brand.50' },
      _active: { bg: 'brand.100' },
      _focusRing: FOCUS_RINGS.default,
      '&[aria-current=page]': { bg: 'brand.700', color: 'white', _hovered: { bg: 'brand.800' } },
      '&[data-disabled]': { color: 'muted', cursor: 'not-allowed', bg: 'transparent' },
    },
    gap: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: '6',
      color: 'muted',
    },
    // The words show from tablet up; phones see the arrow, screen readers always get the words.
    stepLabel: { srOnly: { base: true, tablet: false } },
    icon: { width: '4', height: '4', flexShrink: 0 },
  },
});
