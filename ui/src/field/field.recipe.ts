import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description:
    'The chrome every form field shares: label, the bordered control box, description, and a footer line reserved for the error so nothing below moves when it appears.',
  slots: ['root', 'label', 'control', 'description', 'footer', 'error'],
  base: {
    // A size container, so the error line can tell how wide the field itself is (see footer).
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      width: '100%',
      minWidth: '0',
      containerType: 'inline-size',
    },
    label: { fontFamily: 'body', fontWeight: 'bold', fontSize: 'sm', lineHeight: '1.4', color: 'ink' },
    control: {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      minHeight: '12',
      px: '3',
      bg: 'surface',
      color: 'ink',
      fontFamily: 'body',
      // 16 px keeps mobile browsers from zooming into the field on focus.
      fontSize: 'md',
      lineHeight: '1.5',
      textAlign: 'start',
      // `muted` on white is 7:1: the box edge stays visible (WCAG 1.4.11 asks 3:1), `line` is too faint.
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'muted',
      borderRadius: 'md',
      outline: 'none',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: '150ms',
      _placeholder: { color: 'muted', opacity: 1 },
      _hovered: { borderColor: 'ink' },
      // The ring shows on mouse focus too, since the caret moves there.
      '&:is([data-focused], [data-focus-within], [data-focus-visible])': FOCUS_RINGS.field,
      _invalid: { borderColor: 'danger', boxShadow: 'inset 0 0 0 1px token(colors.danger)' },
      _disabled: { bg: 'canvas', color: 'muted', borderColor: 'line', cursor: 'not-allowed' },
    },
    description: { fontSize: 'sm', lineHeight: '1.4', color: 'muted' },
    // One line of error text is always reserved: a message appearing must not push the submit
    // button down under the user's thumb.
    footer: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      minHeight: '1.25rem',
      fontSize: 'sm',
      lineHeight: '1.25rem',
      // Two lines while the field is phone-narrow; one line holds docs/product's longest message from 30rem.
      '&[data-lines="2"]': { minHeight: '2.5rem', '@container (min-width: 30rem)': { minHeight: '1.25rem' } },
    },
    error: {
      flex: '1',
      minWidth: '0',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1',
      color: 'danger',
      '& > svg': { flexShrink: 0, mt: '2px' },
    },
  },
  variants: {
    // A text area's box: block, taller, and resizable in height only.
    multiline: { true: { control: { display: 'block', minHeight: '32', py: '2', resize: 'vertical' } } },
  },
});
