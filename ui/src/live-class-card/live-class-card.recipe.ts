import { defineSlotRecipe } from '@pandacss/dev';

export const liveClassCardRecipe = defineSlotRecipe({
  className: 'live-class-card',
  description:
    'A live class in one of its states (past, ongoing, upcoming), with its time in the viewer’s zone.',
  slots: ['root', 'header', 'subject', 'title', 'teacher', 'teacherPhoto', 'schedule', 'scheduleLine', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      minWidth: '0',
      p: '4',
      bg: 'surface',
      color: 'ink',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'line',
      borderRadius: 'xl',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      flexWrap: 'wrap',
    },
    subject: { fontSize: 'sm', fontWeight: 'semibold', color: 'brand.700' },
    title: {
      fontFamily: 'heading',
      fontSize: 'lg',
      fontWeight: 'semibold',
      lineHeight: '1.3',
      overflowWrap: 'anywhere',
    },
    teacher: { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'muted' },
    // Beats the Image recipe's height: auto, like the Avatar: a round portrait, never squashed.
    teacherPhoto: { width: '6', height: '6', flexShrink: 0, borderRadius: 'full', bg: 'brand.50', objectFit: 'cover' },
    schedule: { display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' },
    scheduleLine: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      '& svg': { width: '4', height: '4', flexShrink: 0, color: 'muted' },
    },
    action: { display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '2' },
  },
  variants: {
    status: {
      past: { root: { bg: 'canvas' } },
      // The running class stands out with a thicker brand border as well as its badge.
      ongoing: {
        root: {
          borderColor: 'brand.700',
          borderWidth: '2px',
          boxShadow: '0 4px 16px rgba(29, 67, 196, 0.12)',
        },
      },
      upcoming: {},
    },
  },
  defaultVariants: { status: 'upcoming' },
});
