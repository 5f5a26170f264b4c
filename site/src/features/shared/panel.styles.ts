import { css } from '@bimbel/styled-system/css';

/** A bordered block of a signed-in page (a section's box): the student home, the weekly report. */
export const panelClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', tablet: '6' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'xl',
  minW: '0',
});
