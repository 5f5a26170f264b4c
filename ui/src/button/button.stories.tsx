import type { Story, StoryDefault } from '@ladle/react';
import { Button } from './button.tsx';

export default { title: 'Actions / Button' } satisfies StoryDefault;

export const Primary: Story = () => <Button>Oke, minta info Bimbel</Button>;
export const Secondary: Story = () => <Button variant="secondary">Lihat jadwal</Button>;
export const Ghost: Story = () => <Button variant="ghost">Batal</Button>;
export const LinkVariant: Story = () => <Button variant="link">Lewati tanpa jawab</Button>;
LinkVariant.storyName = 'Link';
export const Light: Story = () => <Button variant="light">Ganti profil</Button>;

export const Sizes: Story = () => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
    <Button size="small">Kecil</Button>
    <Button size="medium">Sedang</Button>
    <Button size="large">Besar</Button>
  </div>
);

export const Loading: Story = () => <Button isLoading loadingText="Mengirim…">Sip, kirim</Button>;
export const Disabled: Story = () => <Button isDisabled>Pilih profil</Button>;
export const AsLink: Story = () => <Button href="/login">Masuk</Button>;
export const FullWidth: Story = () => <Button fullWidth size="large">Oke, sip!</Button>;
