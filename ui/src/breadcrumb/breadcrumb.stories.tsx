import type { Story, StoryDefault } from '@ladle/react';
import { Breadcrumb } from './breadcrumb.tsx';

export default { title: 'Navigation / Breadcrumb' } satisfies StoryDefault;

export const TanyaChapter: Story = () => (
  <Breadcrumb
    items={[
      { label: 'Tanya', href: '/tanya' },
      { label: 'Kelas 10', href: '/tanya/chapter/10' },
      { label: 'Persamaan Kuadrat' },
    ]}
  />
);

export const LongQuestion: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Breadcrumb
      items={[
        { label: 'Tanya', href: '/tanya' },
        {
          label: 'Matematika Kelas 8 — Sistem Persamaan Linear Dua Variabel',
          href: '/tanya/topic/8/matematika/spldv',
        },
        {
          label:
            'Harga 2 buku dan 3 pensil adalah Rp 17.000, sedangkan harga 1 buku dan 2 pensil Rp 10.000. Berapa harga sebuah pensil?',
        },
      ]}
    />
  </div>
);

export const LevelWithoutPage: Story = () => (
  <Breadcrumb
    items={[
      { label: 'Tanya', href: '/tanya' },
      { label: 'Fisika' },
      { label: 'Gerak Lurus', href: '/tanya/topic/10/fisika/gerak-lurus' },
      { label: 'Soal nomor 4' },
    ]}
  />
);

export const CurrentPageOnly: Story = () => <Breadcrumb items={[{ label: 'Tanya' }]} />;
