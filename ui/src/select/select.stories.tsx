import type { Story, StoryDefault } from '@ladle/react';
import { LEAD_FORM_MESSAGES, LEAD_GRADE_OPTIONS } from '@bimbel/domain/lead/lead-form';
import { Select } from './select.tsx';

export default { title: 'Forms / Select' } satisfies StoryDefault;

export const GradeDropdown: Story = () => <Select name="grade" label="Kelas" options={LEAD_GRADE_OPTIONS} />;

export const Chosen: Story = () => (
  <Select name="grade" label="Kelas" options={LEAD_GRADE_OPTIONS} defaultValue="9" />
);

export const Invalid: Story = () => (
  <Select name="grade" label="Kelas" options={LEAD_GRADE_OPTIONS} errorMessage={LEAD_FORM_MESSAGES.grade} />
);

export const Disabled: Story = () => (
  <Select name="grade" label="Kelas" options={LEAD_GRADE_OPTIONS} defaultValue="9" isDisabled />
);
