import type { Story, StoryDefault } from '@ladle/react';
import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { TextField } from './text-field.tsx';

export default { title: 'Forms / TextField' } satisfies StoryDefault;

export const Default: Story = () => <TextField name="name" label="Nama orangtua" autoComplete="name" />;

export const WithDescription: Story = () => (
  <TextField name="name" label="Nama lengkap" description="Sesuai nama di rapor." autoComplete="name" />
);

export const Email: Story = () => (
  <TextField name="email" type="email" label="Email" autoComplete="email" placeholder="nama@contoh.com" />
);

export const Filled: Story = () => (
  <TextField name="name" label="Nama orangtua" defaultValue="Budi Santoso" />
);

export const Invalid: Story = () => (
  <TextField name="name" label="Nama orangtua" defaultValue="B" errorMessage={LEAD_FORM_MESSAGES.name} />
);

export const Disabled: Story = () => (
  <TextField name="name" label="Nama orangtua" defaultValue="Budi Santoso" isDisabled />
);
