import { css } from '@bimbel/styled-system/css';

// The save control's class names, computed on the server (the video page's client budget, decision 095).

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '11',
  paddingInline: '4',
  borderRadius: 'full',
  fontWeight: 'semibold',
  fontSize: 'md',
  textDecoration: 'none',
  cursor: 'pointer',
  _focusVisible: { focusOutline: 'default' },
} as const;

export const SAVE_FOR_OFFLINE_CLASSES = {
  root: css({ display: 'grid', gap: '1' }),
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  save: css({
    ...pill,
    border: '2px solid',
    borderColor: 'brand.700',
    background: 'surface',
    color: 'brand.700',
    fontVariantNumeric: 'tabular-nums',
    '& svg': { flexShrink: 0 },
    _hover: { background: 'brand.50' },
    '&[aria-disabled=true]': { cursor: 'default', _hover: { background: 'surface' } },
    '&[data-saved]': { borderColor: 'success', color: 'success' },
  }),
  remove: css({
    ...pill,
    border: '1px solid',
    borderColor: 'line',
    background: 'surface',
    color: 'danger',
    _hover: { borderColor: 'danger' },
  }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '11',
    paddingInline: '1',
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusOutline: 'browserOffset' },
  }),
  // One line kept from the first paint: the progress and outcome lines do not move the page.
  note: css({
    minHeight: '1.5em',
    margin: 0,
    fontSize: 'sm',
    color: 'muted',
    '&[data-tone=error]': { color: 'danger' },
  }),
};

export type SaveForOfflineClasses = typeof SAVE_FOR_OFFLINE_CLASSES;
