import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const radioCardRecipe = defineSlotRecipe({
  className: 'radio-card',
  description: 'A group of cards of which one is chosen: the profile picker, the tenure picker.',
  slots: ['group', 'label', 'items', 'field', 'card', 'indicator', 'content'],
  base: {
    group: { display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' },
    label: { fontFamily: 'heading', fontSize: 'md', fontWeight: 'semibold', color: 'ink' },
    items: { display: 'grid', gap: '3' },
    field: { display: 'flex', minWidth: '0' },
    card: {
      position: 'relative',
      flex: '1',
      display: 'flex',
      gap: '3',
      minWidth: '0',
      minHeight: '11',
      p: '4',
      bg: 'surface',
      color: 'ink',
      // Always 2 px so selecting does not shift the layout; only the colour and the check change.
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'line',
      borderRadius: 'xl',
      cursor: 'pointer',
      transitionProperty: 'border-color, background-color',
      transitionDuration: '150ms',
      // React Aria wraps the native radio in a visually hidden 1 px span. Stretched over the card
      // (and transparent), the radio's own box is the card: touch screen readers outline the whole
      // card and the 24 px target check measures what a finger really hits.
      '& > span:first-child': {
        inset: '0!',
        width: 'auto!',
        height: 'auto!',
        margin: '0!',
        clip: 'auto!',
        clipPath: 'none!',
      },
      '& input': {
        position: 'absolute',
        inset: '0',
        width: '100%',
        height: '100%',
        m: '0',
        opacity: '0',
        cursor: 'inherit',
      },
      _hovered: { borderColor: 'brand.500' },
      _selected: { borderColor: 'brand.700', bg: 'brand.50' },
      _focusRing: FOCUS_RINGS.default,
      _disabled: { cursor: 'not-allowed', opacity: 0.6, _hovered: { borderColor: 'line' } },
    },
    indicator: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '6',
      height: '6',
      borderRadius: 'full',
      borderWidth: '2px',
      borderStyle: 'solid',
      borderColor: 'muted',
      bg: 'surface',
      color: 'white',
      pointerEvents: 'none',
      '& svg': { width: '4', height: '4', opacity: 0 },
      // Selected shows a filled check, not only a colour change.
      '[data-selected] > &': { bg: 'brand.700', borderColor: 'brand.700', '& svg': { opacity: 1 } },
    },
    // Clicks fall through to the stretched radio, even over positioned content such as an avatar.
    content: { display: 'flex', minWidth: '0', flex: '1', pointerEvents: 'none' },
  },
  variants: {
    layout: {
      /** Cards side by side, content stacked and centred (student profiles). */
      grid: {
        items: { gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
        card: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
        indicator: { position: 'absolute', top: '3', right: '3' },
        content: { flexDirection: 'column', alignItems: 'center', gap: '1' },
      },
      /** One card per row, the indicator first (tenure options). */
      list: {
        items: { gridTemplateColumns: '1fr' },
        card: { alignItems: 'center' },
        content: { alignItems: 'center', gap: '3' },
      },
    },
  },
  defaultVariants: { layout: 'grid' },
});
