import type { Story, StoryDefault } from '@ladle/react';
import { demoImageLoader } from '../image/demo-images.ts';
import { VideoCard, type VideoCardProps } from './video-card.tsx';

export default { title: 'Cards / Video card' } satisfies StoryDefault;

const base = {
  href: '/tanya/12345/akar-persamaan-kuadrat',
  title: 'Tentukan akar-akar persamaan x² − 5x + 6 = 0',
  thumbnailSrc: '/thumbnails/12345.jpg',
  durationSeconds: 185,
  loader: demoImageLoader,
} satisfies Partial<VideoCardProps>;

const narrow = { maxWidth: 360 } as const;

export const Default: Story = () => (
  <div style={narrow}>
    <VideoCard {...base} />
  </div>
);

export const Verified: Story = () => (
  <div style={narrow}>
    <VideoCard {...base} isVerified />
  </div>
);

/** The teacher who explains, under the title. */
export const WithByline: Story = () => (
  <div style={narrow}>
    <VideoCard {...base} byline="Kak Rina Amelia" isVerified />
  </div>
);

/** Cut to 60 characters with '...'; screen readers still hear the whole question. */
export const LongTitle: Story = () => (
  <div style={narrow}>
    <VideoCard
      {...base}
      title="Sebuah bola dilempar vertikal ke atas dengan kecepatan awal 20 m/s. Berapa tinggi maksimum yang dicapai bola?"
      isVerified
    />
  </div>
);

/** Videos of an hour or more show h:mm:ss. */
export const LongVideo: Story = () => (
  <div style={narrow}>
    <VideoCard {...base} title="Pembahasan lengkap UTBK Matematika 2025" durationSeconds={3725} />
  </div>
);

/** A listing row: three cards from tablet, one column on phones. */
export const Grid: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
    <VideoCard {...base} isVerified priority />
    <VideoCard
      {...base}
      href="/tanya/2/b"
      title="Luas segitiga siku-siku dengan alas 6 cm"
      durationSeconds={92}
    />
    <VideoCard
      {...base}
      href="/tanya/3/c"
      title="Hukum Newton II: percepatan balok"
      durationSeconds={0}
      isVerified
    />
  </div>
);
