import type { Story, StoryDefault } from '@ladle/react';
import { Button } from '../button/button.tsx';
import { DEMO_PORTRAIT } from '../image/demo-images.ts';
import { RadioCardGroup } from '../radio-card/radio-card.tsx';
import { StudentCard } from './student-card.tsx';

export default { title: 'Cards / Student card' } satisfies StoryDefault;

const students = [
  {
    value: 'u-1',
    name: 'Budi Santoso',
    gradeLabel: 'Kelas 5 SD',
    avatarSrc: DEMO_PORTRAIT,
    subscriptionType: 'PAID',
  },
  {
    value: 'u-2',
    name: 'Siti Nur Aisyah',
    gradeLabel: 'Kelas 8 SMP/MTs',
    avatarSrc: null,
    subscriptionType: 'TRIAL',
  },
  {
    value: 'u-3',
    name: 'Muhammad Rizky Pratama',
    gradeLabel: 'Kelas 11 IPA SMA/MA',
    avatarSrc: null,
    subscriptionType: null,
  },
] as const;

/** The profile picker: nothing chosen yet, so 'Pilih profil' waits. */
export const Picker: Story = () => (
  <div style={{ display: 'grid', gap: 16, maxWidth: 540 }}>
    <RadioCardGroup label="Pilih profil">
      {students.map((student) => (
        <StudentCard key={student.value} {...student} />
      ))}
    </RadioCardGroup>
    <Button isDisabled fullWidth>
      Pilih profil
    </Button>
  </div>
);

/** One student chosen: filled check and brand border. */
export const Selected: Story = () => (
  <RadioCardGroup label="Pilih profil" defaultValue="u-2">
    {students.map((student) => (
      <StudentCard key={student.value} {...student} />
    ))}
  </RadioCardGroup>
);

/** Two columns at 360 px. */
export const NarrowScreen: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <RadioCardGroup label="Pilih profil" defaultValue="u-1">
      {students.map((student) => (
        <StudentCard key={student.value} {...student} />
      ))}
    </RadioCardGroup>
  </div>
);
