import type { Story, StoryDefault } from '@ladle/react';
import { RadioCard, RadioCardGroup } from './radio-card.tsx';

export default { title: 'Cards / Radio card' } satisfies StoryDefault;

export const Grid: Story = () => (
  <RadioCardGroup label="Pilih mata pelajaran" defaultValue="matematika">
    <RadioCard value="matematika">Matematika</RadioCard>
    <RadioCard value="fisika">Fisika</RadioCard>
    <RadioCard value="kimia">Kimia</RadioCard>
  </RadioCardGroup>
);

export const List: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <RadioCardGroup label="Pilih kurikulum" layout="list">
      <RadioCard value="k13">Kurikulum 2013 (Revisi)</RadioCard>
      <RadioCard value="merdeka">Kurikulum Merdeka</RadioCard>
    </RadioCardGroup>
  </div>
);

export const DisabledOption: Story = () => (
  <RadioCardGroup label="Pilih jadwal" layout="list" defaultValue="sen">
    <RadioCard value="sen">Senin</RadioCard>
    <RadioCard value="rab" isDisabled>
      Rabu (penuh)
    </RadioCard>
    <RadioCard value="jum">Jumat</RadioCard>
  </RadioCardGroup>
);
