import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { field } from '@bimbel/styled-system/recipes';
import { mathTextClass } from '#site/lib/math-text-class.ts';

/*
 * The class Q&A's class names, computed by the server components that render the client leaves
 * (the ask form, the vote and delete buttons), so the pages ship no style runtime for them — the
 * approach of the join button (decision 073).
 */

const visuallyHidden = css({ srOnly: true });
const errorText = css({ fontSize: 'sm', color: 'danger', fontWeight: 'semibold' });

export type AskFormClasses = ReturnType<typeof askFormClasses>;

export function askFormClasses() {
  const fieldParts = field({ multiline: true });
  return {
    form: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
    label: fieldParts.label,
    hint: css({ fontSize: 'sm', color: 'muted' }),
    textarea: [
      fieldParts.control,
      css({ minH: '24', '&[aria-invalid=true]': { borderColor: 'danger' } }),
    ].join(' '),
    footer: css({ display: 'flex', alignItems: 'flex-start', gap: '2', minH: '5', fontSize: 'sm' }),
    error: [errorText, css({ flex: '1', minW: '0' })].join(' '),
    counter: css({
      flexShrink: 0,
      ml: 'auto',
      color: 'muted',
      fontVariantNumeric: 'tabular-nums',
      '&[data-over]': { color: 'danger', fontWeight: 'bold' },
    }),
    actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
    submit: button({ variant: 'primary' }),
    sent: css({ fontSize: 'sm', color: 'success', fontWeight: 'semibold' }),
    visuallyHidden,
  };
}

export type VoteButtonClasses = ReturnType<typeof voteButtonClasses>;

export function voteButtonClasses() {
  return {
    root: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
    button: css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      minH: '10',
      minW: '10',
      px: '3',
      borderWidth: '1px',
      borderColor: 'muted',
      borderRadius: 'full',
      bg: 'surface',
      color: 'ink',
      fontFamily: 'heading',
      fontWeight: 'semibold',
      fontSize: 'sm',
      cursor: 'pointer',
      '& svg': { w: '4', h: '4', flexShrink: 0 },
      _hover: { borderColor: 'brand.700', color: 'brand.700' },
      '&[aria-pressed=true]': { bg: 'brand.700', borderColor: 'brand.700', color: 'white' },
      '&[aria-disabled=true]': { cursor: 'progress' },
      _focusVisible: { focusOutline: 'default' },
    }),
    count: css({ fontVariantNumeric: 'tabular-nums' }),
    error: errorText,
    visuallyHidden,
  };
}

export type DeleteButtonClasses = ReturnType<typeof deleteButtonClasses>;

export function deleteButtonClasses() {
  return {
    root: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' }),
    trigger: button({ variant: 'ghost', size: 'small' }),
    confirm: css({
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      p: '3',
      bg: 'canvas',
      borderWidth: '1px',
      borderColor: 'line',
      borderRadius: 'lg',
    }),
    question: css({ fontSize: 'sm', fontWeight: 'semibold' }),
    actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
    cancel: button({ variant: 'secondary', size: 'small' }),
    destroy: button({ variant: 'primary', size: 'small' }),
    error: errorText,
    visuallyHidden,
  };
}

/** The frame and heading of the class Q&A pages: the students' and the teacher's. */
export const qnaPageStyles = {
  main: css({
    maxW: 'reading',
    mx: 'auto',
    px: '4',
    py: { base: '6', tablet: '10' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  }),
  header: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  title: css({ fontSize: { base: '2xl', tablet: '3xl' } }),
  classTitle: css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  muted: css({ color: 'muted', overflowWrap: 'anywhere' }),
};

/** The server-rendered parts of a question. */
export const questionStyles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'line',
    borderRadius: 'lg',
    minW: '0',
    '&[data-hidden]': { bg: 'canvas', borderStyle: 'dashed' },
  }),
  header: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    fontSize: 'sm',
    color: 'muted',
  }),
  asker: css({ color: 'ink', fontWeight: 'semibold' }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    bg: 'brand.50',
    color: 'brand.800',
  }),
  hiddenBadge: css({
    display: 'inline-flex',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'bold',
    bg: 'accent.100',
    color: 'ink',
  }),
  body: [css({ fontSize: 'md', lineHeight: '1.5' }), mathTextClass].join(' '),
  hiddenNote: css({ fontSize: 'sm', color: 'ink', p: '2', bg: 'accent.100', borderRadius: 'md' }),
  answer: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    p: '3',
    bg: 'brand.50',
    borderLeftWidth: '4px',
    borderColor: 'brand.700',
    borderRadius: 'md',
  }),
  answerTitle: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '2',
    fontSize: 'sm',
    fontWeight: 'bold',
    color: 'brand.800',
  }),
  answerTime: css({ fontWeight: 'normal', color: 'muted' }),
  answerBody: [css({ fontSize: 'md', lineHeight: '1.5' }), mathTextClass].join(' '),
  footer: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '2',
  }),
  votesText: css({
    display: 'inline-flex',
    alignItems: 'center',
    minH: '10',
    fontSize: 'sm',
    color: 'muted',
  }),
};

export type TeacherActionsClasses = ReturnType<typeof teacherActionsClasses>;

/** The teacher page's answer form and buttons. */
export function teacherActionsClasses() {
  const ask = askFormClasses();
  return {
    form: ask.form,
    label: ask.label,
    textarea: ask.textarea,
    footer: ask.footer,
    error: ask.error,
    counter: ask.counter,
    actions: ask.actions,
    primary: button({ variant: 'primary', size: 'small' }),
    secondary: button({ variant: 'secondary', size: 'small' }),
    status: ask.sent,
  };
}
