import { defineSlotRecipe } from '@pandacss/dev';
import { FOCUS_RINGS } from '../styles/focus-ring.ts';

export const otpInputRecipe = defineSlotRecipe({
  className: 'otp-input',
  description: 'One real input laid transparently over a row of digit boxes.',
  slots: ['group', 'input', 'boxes', 'box'],
  base: {
    group: { position: 'relative', width: '100%', maxWidth: '24rem' },
    // The input receives taps, typing, paste and SMS autofill; its own text is hidden because the
    // boxes underneath show the digits.
    input: {
      position: 'absolute',
      inset: '0',
      width: '100%',
      height: '100%',
      zIndex: '1',
      p: '0',
      border: 'none',
      outline: 'none',
      bg: 'transparent',
      color: 'transparent',
      caretColor: 'transparent',
      fontSize: 'md',
      cursor: 'text',
      '&::selection': { bg: 'transparent' },
      '&:-webkit-autofill': { WebkitTextFillColor: 'transparent', transition: 'background-color 9999s' },
      _disabled: { cursor: 'not-allowed' },
    },
    boxes: { display: 'flex', gap: '2', width: '100%' },
    box: {
      flex: '1',
      minWidth: '0',
      height: '14',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bg: 'surface',
      color: 'ink',
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: '2xl',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'muted',
      borderRadius: 'md',
      '[data-hovered] &': { borderColor: 'ink' },
      '[data-invalid] &': { borderColor: 'danger' },
      // The box the next digit goes into carries the focus ring, so focus is visible on the boxes.
      '&[data-active]': FOCUS_RINGS.field,
      '[data-disabled] &': { bg: 'canvas', color: 'muted', borderColor: 'line' },
    },
  },
});
