import type { Story, StoryDefault } from '@ladle/react';
import { Checkbox } from './checkbox.tsx';

export default { title: 'Forms / Checkbox' } satisfies StoryDefault;

const label = 'Saya setuju dihubungi lewat WhatsApp';

export const Unchecked: Story = () => <Checkbox name="consent" label={label} />;

export const Checked: Story = () => <Checkbox name="consent" label={label} defaultSelected />;

export const WithDescription: Story = () => (
  <Checkbox name="consent" label={label} description="Kami tidak akan mengirim iklan." />
);

export const Invalid: Story = () => (
  <Checkbox name="consent" label={label} errorMessage="Centang dulu, ya." />
);

export const Disabled: Story = () => <Checkbox name="consent" label={label} defaultSelected isDisabled />;
