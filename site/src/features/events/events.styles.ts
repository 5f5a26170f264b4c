import { css } from '@bimbel/styled-system/css';

export { pageFrame, pageTitle, sectionTitle, linkButton } from '#site/features/shared/page.styles.ts';
export { pageLead, mutedNote, callToAction } from '#site/features/live-classes/timetable/schedule.styles.ts';

export const section = css({ display: 'grid', gap: '4', minW: '0' });
export const statusBadge = css({
  display: 'inline-flex',
  justifySelf: 'start',
  px: '3',
  py: '1',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: 'semibold',
  bg: 'brand.50',
  color: 'brand.800',
});
export const closedBadge = css({ bg: 'canvas', color: 'ink', borderWidth: '1px', borderColor: 'line' });
export const timeline = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' });
export const timelineItem = css({
  borderLeftWidth: '3px',
  borderColor: 'brand.200',
  pl: '4',
  display: 'grid',
  gap: '1',
  minW: '0',
});
export const itemTitle = css({ fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'lg', overflowWrap: 'anywhere' });
export const itemWhen = css({ color: 'brand.800', fontWeight: 'semibold', fontSize: 'sm' });
export const cardGrid = css({
  display: 'grid',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
  gridTemplateColumns: { base: '1fr', tablet: 'repeat(3, minmax(0, 1fr))' },
});
export const card = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '4', tablet: '5' },
  display: 'grid',
  gap: '1',
  alignContent: 'start',
  minW: '0',
});
export const steps = css({ m: '0', pl: '6', display: 'grid', gap: '2', maxWidth: 'reading', listStyle: 'decimal' });
export const bullets = css({ m: '0', pl: '6', display: 'grid', gap: '2', maxWidth: 'reading', listStyle: 'disc' });
export const hero = css({ display: 'grid', gap: '3', minW: '0', justifyItems: 'start' });
