import type { SystemStyleObject } from '@pandacss/dev';

/**
 * The shared shape of a checkbox or radio row (used by both recipes): a ≥ 44 px tall pressable
 * row, and a 24 px mark beside the label. Only the mark's corner radius differs.
 */
export const choiceRowStyles = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  color: 'ink',
  fontFamily: 'body',
  fontSize: 'md',
  cursor: 'pointer',
  // React Aria keeps the native input visually hidden; sized like the mark, it gives touch
  // screen readers a sensible box to outline.
  '& input': { width: '6', height: '6' },
  _disabled: { color: 'muted', cursor: 'not-allowed' },
} satisfies SystemStyleObject;

export const choiceMarkStyles = {
  flexShrink: 0,
  width: '6',
  height: '6',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderWidth: '2px',
  borderStyle: 'solid',
} satisfies SystemStyleObject;
