import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button.tsx';
import { RadioCardGroup } from '../radio-card/radio-card.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { StudentCard } from './student-card.tsx';
import * as stories from './student-card.stories.tsx';

/** The profile picker of docs/product §4: 'Pilih profil' stays disabled until a student is chosen. */
function Picker({ onPick }: { onPick: (id: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <RadioCardGroup aria-label="Pilih profil" value={chosen} onChange={setChosen}>
        <StudentCard value="u-1" name="Budi Santoso" gradeLabel="Kelas 5 SD" subscriptionType="PAID" />
        <StudentCard value="u-2" name="Siti Aisyah" gradeLabel="Kelas 8 SMP/MTs" />
      </RadioCardGroup>
      <Button isDisabled={chosen === null} onPress={() => chosen && onPick(chosen)}>
        Pilih profil
      </Button>
    </>
  );
}

describe('StudentCard', () => {
  it('is a radio named by the student, grade and crown, with the name said once', async () => {
    const screen = await render(<Picker onPick={() => {}} />);
    await expect
      .element(screen.getByRole('radio', { name: 'Budi Santoso Kelas 5 SD Pelanggan berbayar' }))
      .toBeVisible();
    await expect.element(screen.getByRole('radio', { name: 'Siti Aisyah Kelas 8 SMP/MTs' })).toBeVisible();
  });

  it('is chosen with the mouse, then confirmed with "Pilih profil"', async () => {
    let picked = '';
    const screen = await render(<Picker onPick={(id) => (picked = id)} />);
    const confirm = screen.getByRole('button', { name: 'Pilih profil' });
    await expect.element(confirm).toBeDisabled();
    await screen.getByRole('radio', { name: /Siti Aisyah/ }).click();
    await expect.element(screen.getByRole('radio', { name: /Siti Aisyah/ })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: /Budi Santoso/ })).not.toBeChecked();
    await confirm.click();
    expect(picked).toBe('u-2');
  });

  it('is chosen with the keyboard: Tab in, arrows to choose, Tab to the button, Enter', async () => {
    let picked = '';
    const screen = await render(<Picker onPick={(id) => (picked = id)} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: /Budi Santoso/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: /Siti Aisyah/ })).toBeChecked();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Pilih profil' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(picked).toBe('u-2');
  });

  it('shows initials when the student has no picture', async () => {
    const screen = await render(<Picker onPick={() => {}} />);
    await expect.element(screen.getByText('SA', { exact: true })).toBeVisible();
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      await render(<StoryComponent />);
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
