import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'A dropdown: the field-box trigger with its chevron, and the popover list of options.',
  slots: ['trigger', 'value', 'icon', 'popover', 'listBox', 'option', 'check'],
  base: {
    trigger: {
      justifyContent: 'space-between',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed' },
    },
    value: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '&[data-placeholder]': { color: 'muted' },
    },
    icon: {
      flexShrink: 0,
      color: 'muted',
      transition: 'transform 150ms',
      '[data-open] &': { transform: 'rotate(180deg)' },
    },
    popover: {
      width: 'var(--trigger-width)',
      overflowY: 'auto',
      bg: 'surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'line',
      borderRadius: 'md',
      boxShadow: '0 8px 24px rgba(27, 35, 51, 0.18)',
      // Portalled after any open modal, so the same layer still puts the list on top of it.
      zIndex: 'modal',
      outline: 'none',
    },
    listBox: { display: 'flex', flexDirection: 'column', p: '1', outline: 'none' },
    option: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minHeight: '11',
      px: '3',
      borderRadius: 'sm',
      color: 'ink',
      fontFamily: 'body',
      fontSize: 'md',
      cursor: 'pointer',
      outline: 'none',
      '&:is([data-focused], [data-hovered])': { bg: 'brand.50' },
      _focusRing: { ...FOCUS_RINGS.default, outline: '2px solid', outlineOffset: '-2px' },
      '&[data-selected]': { color: 'brand.800', fontWeight: 'bold' },
    },
    check: { flexShrink: 0, color: 'brand.700' },
  },
});
