import type { Story, StoryDefault } from '@ladle/react';
import { RadioCardGroup } from '../radio-card/radio-card.tsx';
import { TenureOption } from './tenure-option.tsx';

export default { title: 'Cards / Tenure option' } satisfies StoryDefault;

const Options = ({ defaultValue }: { defaultValue?: string }) => (
  <div style={{ maxWidth: 360 }}>
    <RadioCardGroup label="Pilih durasi langganan" layout="list" defaultValue={defaultValue}>
      <TenureOption value="1" months={1} totalPrice={450000} />
      <TenureOption value="3" months={3} totalPrice={1250000} discountLabel="Hemat 7%" />
      <TenureOption value="12" months={12} totalPrice={4200000} discountLabel="Hemat 22%" />
    </RadioCardGroup>
  </div>
);

export const Unselected: Story = () => <Options />;

export const Selected: Story = () => <Options defaultValue="3" />;

export const Unavailable: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <RadioCardGroup label="Pilih durasi langganan" layout="list" defaultValue="1">
      <TenureOption value="1" months={1} totalPrice={450000} />
      <TenureOption value="6" months={6} totalPrice={2400000} isDisabled label="6 bulan (habis)" />
    </RadioCardGroup>
  </div>
);
