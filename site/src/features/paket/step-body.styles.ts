import { css } from '@bimbel/styled-system/css';

// Styles of the checkout steps' forms, which load on demand (decision 063: lazily loaded client
// components may call css() themselves).

export const stepForm = css({ display: 'flex', flexDirection: 'column', gap: '5' });

export const stepCard = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'xl',
  p: { base: '4', tablet: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minW: '0',
});

export const stepLegend = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', mb: '2' });
export const stepNote = css({ color: 'muted', fontSize: 'sm' });
export const stepActions = css({ display: 'flex', flexDirection: 'column', gap: '3' });

export const alertBox = css({
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'danger',
  bg: 'canvas',
  color: 'danger',
});

export const textLink = css({
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  minH: '6',
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

export const totalRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '3',
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: 'lg',
});
