import { css } from '@bimbel/styled-system/css';

// The SmartFest and Akademi forms: plain HTML fields styled like the ui kit's (no React Aria,
// so the pages keep to the JS budget: decision 085).

export const formCard = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '4', tablet: '6' },
  display: 'grid',
  gap: '4',
  minW: '0',
  scrollMarginTop: 'calc(token(sizes.header) + token(spacing.4))',
});
export const formGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
});
export const wide = css({ gridColumn: '1 / -1' });
export const field = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
export const label = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'ink' });
export const optional = css({ fontWeight: 'normal', color: 'muted' });
export const hint = css({ fontSize: 'sm', color: 'muted' });
export const error = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });
export const control = css({
  width: '100%',
  minH: '12',
  px: '3',
  py: '2',
  fontSize: 'md',
  fontFamily: 'body',
  color: 'ink',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'muted',
  borderRadius: 'md',
  outline: 'none',
  _focusVisible: { focusOutline: 'default' },
  '&[aria-invalid=true]': { borderColor: 'danger', borderWidth: '2px' },
});
export const textArea = css({ minH: '28', resize: 'vertical' });
export const choiceGroup = css({
  border: 'none',
  p: '0',
  m: '0',
  minW: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
export const choiceList = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
export const choice = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'brand.700', bg: 'brand.50' },
  '&:has(input:focus-visible)': { focusOutline: 'default' },
});
export const box = css({ width: '6', height: '6', accentColor: 'var(--colors-brand-700)', flexShrink: '0', m: '0' });
export const consentRow = css({ display: 'flex', alignItems: 'flex-start', gap: '3', cursor: 'pointer' });
export const submitButton = css({
  justifySelf: 'start',
  minH: '12',
  px: '6',
  borderRadius: 'full',
  bg: 'brand.700',
  color: 'white',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'md',
  cursor: 'pointer',
  outline: 'none',
  _hover: { bg: 'brand.800' },
  _focusVisible: { focusOutline: 'default' },
  _disabled: { opacity: 0.7, cursor: 'progress' },
});
export const formAlert = css({
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'danger',
  color: 'danger',
  bg: 'surface',
  p: '3',
  fontWeight: 'medium',
});
export const successPanel = css({
  bg: 'brand.50',
  borderRadius: 'xl',
  p: { base: '5', tablet: '8' },
  display: 'grid',
  gap: '2',
  outline: 'none',
  _focusVisible: { focusOutline: 'default' },
});
export const counter = css({ fontSize: 'sm', color: 'muted', textAlign: 'end' });
