import { css } from '@bimbel/styled-system/css';

// Layout pieces shared by the marketing pages (home, bimbel).

export const containerClass = css({ maxW: 'container', mx: 'auto', px: '4' });

export const sectionClass = css({ py: { base: '10', tablet: '16' } });

export const sectionTitleClass = css({ fontSize: { base: '2xl', tablet: '3xl' }, color: 'ink' });

export const sectionLeadClass = css({
  mt: '3',
  fontSize: { base: 'md', tablet: 'lg' },
  color: 'muted',
  maxW: 'reading',
});

export const eyebrowClass = css({
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'sm',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
});

export const cardGridClass = css({
  display: 'grid',
  gap: '4',
  mt: '8',
  gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' },
});

export const cardClass = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '5', tablet: '6' },
});

export const checkListClass = css({
  display: 'grid',
  gap: '2',
  mt: '4',
  listStyle: 'none',
  p: '0',
  '& > li': { position: 'relative', pl: '7' },
  '& > li::before': {
    content: '""',
    position: 'absolute',
    left: '0',
    top: '0.3em',
    width: '4',
    height: '4',
    borderRadius: 'full',
    bg: 'brand.100',
    boxShadow: 'inset 0 0 0 4px token(colors.brand.600)',
  },
});

export const textLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '6',
  color: 'brand.700',
  fontWeight: 'bold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

/** Link-buttons of the marketing pages; the ui Button's look without React Aria (no client JS). */
export { linkButton } from '#site/features/shared/page.styles.ts';

export const buttonRowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' });

/** A question of an FAQ: a native disclosure (keyboard and screen reader support built in). */
export const faqDetailsClass = css({
  borderBottomWidth: '1px',
  borderColor: 'line',
  '& > summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    minH: '12',
    py: '3',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    cursor: 'pointer',
    listStyle: 'none',
    borderRadius: 'sm',
    _focusVisible: { focusOutline: 'default' },
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary::after': { content: '"+"', fontSize: 'xl', color: 'brand.700', flexShrink: 0 },
  '&[open] > summary::after': { content: '"−"' },
  '& > div': { pb: '4', color: 'muted' },
});
