import { css } from '@bimbel/styled-system/css';

/** The frame of /jadwal and /gurujuara is the content page frame (docs/product §9). */
export {
  linkButton,
  pageFrame as schedulePage,
  pageTitle,
  sectionTitle,
  srOnly,
} from '#site/features/shared/page.styles.ts';

export const pageLead = css({
  marginTop: '2',
  color: 'muted',
  fontSize: { base: 'md', tablet: 'lg' },
  maxWidth: 'reading',
});

export const mutedNote = css({ color: 'muted', fontSize: 'sm' });

export const textLink = css({
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

export const callToAction = css({
  bg: 'brand.50',
  borderRadius: 'xl',
  p: { base: '5', tablet: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
});

export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });

/** One class of a public schedule (/jadwal's timetable, a programme's weeks): a bordered card. */
export const classCard = {
  frame: css({
    bg: 'surface',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'line',
    p: { base: '4', tablet: '5' },
    display: 'grid',
    gap: '2',
    minW: '0',
  }),
  topRow: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  time: css({ fontFamily: 'heading', fontWeight: 'bold', color: 'brand.800' }),
  title: css({ fontSize: { base: 'md', tablet: 'lg' }, lineHeight: '1.35', overflowWrap: 'anywhere' }),
  teacherLine: css({ fontSize: 'sm', color: 'muted' }),
};
