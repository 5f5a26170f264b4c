import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button.tsx';
import { PackageCard, type PackageCardProps } from './package-card.tsx';

export default { title: 'Cards / Package card' } satisfies StoryDefault;

const reguler = {
  name: 'Bimbel Reguler',
  price: 1250000,
  priceNote: '/3 bulan',
  description: 'Kelas live Matematika bareng guru juara.',
  features: ['2 kelas live per minggu', 'Rekaman kelas bisa ditonton ulang', 'Tanya soal tanpa batas'],
} satisfies PackageCardProps;

const narrow = { maxWidth: 360 } as const;

export const Default: Story = () => (
  <div style={narrow}>
    <PackageCard
      {...reguler}
      action={
        <Button fullWidth href="/paket/tenure-pick">
          Pilih paket
        </Button>
      }
    />
  </div>
);

export const MostPopular: Story = () => (
  <div style={narrow}>
    <PackageCard
      {...reguler}
      isPopular
      action={
        <Button fullWidth href="/paket/tenure-pick">
          Pilih paket
        </Button>
      }
    />
  </div>
);

/** Side by side from tablet, stacked on phones. */
export const Selector: Story = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
    <PackageCard
      name="Bimbel Hemat"
      price={450000}
      priceNote="/bulan"
      features={['1 kelas live per minggu', 'Tanya soal 30 kali']}
      action={
        <Button fullWidth variant="secondary" href="/paket/tenure-pick">
          Pilih paket
        </Button>
      }
    />
    <PackageCard
      {...reguler}
      isPopular
      action={
        <Button fullWidth href="/paket/tenure-pick">
          Pilih paket
        </Button>
      }
    />
    <PackageCard
      name="Bimbel UTBK-SNBT"
      price={3750000}
      priceNote="/6 bulan"
      features={['Try out UTBK tiap bulan', 'Kelas intensif menjelang ujian', 'Konsultasi jurusan']}
      action={
        <Button fullWidth variant="secondary" href="/bimbel/paket/utbk-snbt">
          Pilih paket
        </Button>
      }
    />
  </div>
);
