import type { Story, StoryDefault } from '@ladle/react';
import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { PhoneField } from './phone-field.tsx';

export default { title: 'Forms / PhoneField' } satisfies StoryDefault;

export const Default: Story = () => <PhoneField name="phoneNumber" placeholder="81234567890" />;

export const Prefilled: Story = () => <PhoneField name="phoneNumber" defaultValue="81234567890" />;

export const WithDescription: Story = () => (
  <PhoneField name="phoneNumber" description="Kami hubungi lewat WhatsApp, bukan telepon." />
);

export const Invalid: Story = () => (
  <PhoneField name="phoneNumber" defaultValue="812" errorMessage={LEAD_FORM_MESSAGES.phoneNumber} />
);

export const Disabled: Story = () => <PhoneField name="phoneNumber" defaultValue="81234567890" isDisabled />;
