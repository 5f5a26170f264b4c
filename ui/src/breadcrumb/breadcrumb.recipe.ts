import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const breadcrumbRecipe = defineSlotRecipe({
  className: 'breadcrumb',
  description: 'A trail of links to the current page; long labels end in an ellipsis on phones.',
  slots: ['root', 'list', 'item', 'link', 'current', 'separator'],
  base: {
    root: { fontFamily: 'body', fontSize: 'sm', lineHeight: '1.4', minWidth: 0 },
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: '1',
      listStyle: 'none',
      margin: 0,
      padding: 0,
    },
    item: { display: 'inline-flex', alignItems: 'center', gap: '1', minWidth: 0, maxWidth: '100%' },
    link: {
      display: 'inline-block',
      minWidth: '6',
      minHeight: '8',
      // Vertical padding makes a 32 px tall target out of 14 px text.
      paddingBlock: '1.5',
      maxWidth: { base: '11rem', tablet: '20rem', laptop: '28rem' },
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: 'brand.700',
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
      borderRadius: 'sm',
      outline: 'none',
      cursor: 'pointer',
      _hovered: { color: 'brand.900' },
      _focusRing: FOCUS_RINGS.tight,
    },
    current: {
      display: 'inline-block',
      paddingBlock: '1.5',
      maxWidth: { base: '14rem', tablet: '28rem', laptop: '40rem' },
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: 'muted',
    },
    separator: { flexShrink: 0, width: '4', height: '4', color: 'muted' },
  },
});
