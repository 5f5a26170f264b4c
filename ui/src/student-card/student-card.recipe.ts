import { defineSlotRecipe } from '@pandacss/dev';

export const studentCardRecipe = defineSlotRecipe({
  className: 'student-card',
  description: 'A student profile to choose in the profile picker: avatar, name, grade.',
  slots: ['avatar', 'name', 'grade'],
  base: {
    avatar: { order: '-1', mb: '1' },
    name: {
      display: 'block',
      maxWidth: '100%',
      fontFamily: 'heading',
      fontWeight: 'semibold',
      lineHeight: '1.3',
      overflowWrap: 'anywhere',
    },
    grade: { display: 'block', fontSize: 'sm', color: 'muted' },
  },
});
