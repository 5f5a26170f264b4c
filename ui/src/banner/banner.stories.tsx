import type { Story, StoryDefault } from '@ladle/react';
import { Banner } from './banner.tsx';

export default { title: 'Feedback / Banner' } satisfies StoryDefault;

export const Info: Story = () => <Banner>Jadwal kelas minggu ini sudah tersedia.</Banner>;

/** The home promo strip. */
export const Promo: Story = () => (
  <Banner variant="promo" aria-label="Promo" action={{ label: 'Download aplikasi', href: '/download' }}>
    Ikut Bimbel lewat aplikasi atau website di laptop.
  </Banner>
);

/** The Tutor banner: its action opens the info modal. */
export const WithButtonAction: Story = () => (
  <Banner aria-label="Fitur Tutor" action={{ label: 'Lihat info', onPress: () => {} }}>
    Fitur Tutor sudah hadir di aplikasi!
  </Banner>
);

/** At 360 px the message wraps; the action and close button keep their size. */
export const LongMessage: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Banner variant="promo" action={{ label: 'Perbarui', href: '/download' }}>
      Semua pengguna akan mendapatkan fitur Tutor pada 9 November 2025. Perbarui aplikasimu sekarang.
    </Banner>
  </div>
);
