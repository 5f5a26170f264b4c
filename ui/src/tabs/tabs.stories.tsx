import type { Story, StoryDefault } from '@ladle/react';
import { Tabs, type TabItem } from './tabs.tsx';

export default { title: 'Navigation / Tabs' } satisfies StoryDefault;

const classTabs: TabItem[] = [
  { id: 'upcoming', label: 'Kelas mendatang', content: <p>Matematika — Pecahan, Senin 16.00 WIB</p> },
  { id: 'past', label: 'Kelas selesai', content: <p>Fisika — Gerak lurus, Jumat 16.00 WIB</p> },
];

export const TwoTabs: Story = () => <Tabs aria-label="Jadwal kelas" tabs={classTabs} />;

export const ThreeTabs: Story = () => (
  <Tabs
    aria-label="Jadwal kelas"
    tabs={[
      ...classTabs,
      { id: 'ongoing', label: 'Sedang berlangsung', content: <p>Kimia — Stoikiometri, sekarang</p> },
    ]}
  />
);

export const SecondSelected: Story = () => (
  <Tabs aria-label="Jadwal kelas" tabs={classTabs} defaultSelectedKey="past" />
);

export const DisabledTab: Story = () => (
  <Tabs aria-label="Jadwal kelas" tabs={[classTabs[0]!, { ...classTabs[1]!, isDisabled: true }]} />
);
