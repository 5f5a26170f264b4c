import type { Story, StoryDefault } from '@ladle/react';
import { OtpInput } from './otp-input.tsx';

export default { title: 'Forms / OtpInput' } satisfies StoryDefault;

export const Empty: Story = () => <OtpInput name="code" description="Kode dikirim lewat WhatsApp." />;

export const Partial: Story = () => <OtpInput name="code" defaultValue="123" />;

export const Complete: Story = () => <OtpInput name="code" defaultValue="123456" />;

export const Invalid: Story = () => (
  <OtpInput name="code" defaultValue="123456" errorMessage="Kode salah. Coba lagi, ya." />
);

export const Disabled: Story = () => <OtpInput name="code" defaultValue="123456" isDisabled />;
