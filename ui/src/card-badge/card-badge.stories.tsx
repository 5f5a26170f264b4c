import type { Story, StoryDefault } from '@ladle/react';
import { CheckIcon, LiveDotIcon, StarIcon } from './card-badge-icons.tsx';
import { CardBadge } from './card-badge.tsx';

export default { title: 'Cards / Card badge' } satisfies StoryDefault;

export const Tones: Story = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
    <CardBadge tone="neutral">Selesai</CardBadge>
    <CardBadge tone="brand">Akan datang</CardBadge>
    <CardBadge tone="live" icon={<LiveDotIcon />}>
      Sedang berlangsung
    </CardBadge>
    <CardBadge tone="success" icon={<CheckIcon />}>
      Terverifikasi
    </CardBadge>
    <CardBadge tone="accent" icon={<StarIcon />}>
      Paling populer
    </CardBadge>
  </div>
);
