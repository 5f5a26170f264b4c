import type { Story, StoryDefault } from '@ladle/react';
import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { TextArea } from './text-area.tsx';

export default { title: 'Forms / TextArea' } satisfies StoryDefault;

const label = 'Ceritakan kesulitan belajarmu';

export const Default: Story = () => (
  <TextArea name="reason" label={label} placeholder="Contoh: susah paham pecahan" />
);

export const Prefilled: Story = () => (
  <TextArea name="reason" label={label} defaultValue="Aku susah paham soal cerita pecahan." />
);

export const AtLimit: Story = () => <TextArea name="reason" label={label} defaultValue={'a'.repeat(255)} />;

export const Invalid: Story = () => (
  <TextArea name="reason" label={label} errorMessage={LEAD_FORM_MESSAGES.reason} />
);

export const Disabled: Story = () => (
  <TextArea name="reason" label={label} defaultValue="Pecahan" isDisabled />
);
