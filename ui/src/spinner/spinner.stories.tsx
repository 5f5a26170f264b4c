import type { Story, StoryDefault } from '@ladle/react';
import { Spinner } from './spinner.tsx';

export default { title: 'Feedback / Spinner' } satisfies StoryDefault;

export const Sizes: Story = () => (
  <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: '#1d43c4' }}>
    <Spinner size="small" />
    <Spinner size="medium" />
    <Spinner size="large" />
  </div>
);

export const WithLabel: Story = () => <Spinner size="large" label="Memuat jadwal…" />;

/** Without a label it is decoration: the text next to it already says what is happening. */
export const BesideText: Story = () => (
  <p style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
    <Spinner size="small" />
    <span>Mengganti profil…</span>
  </p>
);
