import type { Story, StoryDefault } from '@ladle/react';
import { EmptyState } from './empty-state.tsx';

export default { title: 'Feedback / EmptyState' } satisfies StoryDefault;

/** docs/product §8: the package list came back empty. */
export const NoPackages: Story = () => (
  <EmptyState
    title="Tidak ada paket yang tersedia"
    description="Coba pilih kelas lain, atau tanya tim kami lewat WhatsApp."
    action={{ label: 'Minta info bimbel', href: 'https://wa.me/6281234567890' }}
  />
);

export const WithoutAction: Story = () => (
  <EmptyState
    title="Belum ada video untuk topik ini"
    description="Video pembahasan baru ditambahkan setiap minggu."
  />
);

export const WithPressAction: Story = () => (
  <EmptyState
    title="Belum ada kelas yang selesai"
    description="Kelas yang sudah kamu ikuti akan muncul di sini."
    action={{ label: 'Lihat jadwal', onPress: () => undefined }}
  />
);

export const CustomIllustration: Story = () => (
  <EmptyState
    title="Belum ada jadwal minggu ini"
    illustration={
      <svg viewBox="0 0 96 96" fill="none">
        <rect x="14" y="20" width="68" height="60" rx="8" stroke="currentColor" strokeWidth="3" />
        <path d="M14 36h68M32 12v16M64 12v16" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    }
  />
);

export const TitleOnly: Story = () => (
  <EmptyState title="Tidak ada hasil" illustration={null} headingLevel={3} />
);
