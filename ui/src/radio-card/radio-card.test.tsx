import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { RadioCard, RadioCardGroup } from './radio-card.tsx';
import * as stories from './radio-card.stories.tsx';

function Subjects({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <form>
      <RadioCardGroup label="Pilih mata pelajaran" name="subject" onChange={onChange}>
        <RadioCard value="matematika">Matematika</RadioCard>
        <RadioCard value="fisika">Fisika</RadioCard>
        <RadioCard value="kimia" isDisabled>
          Kimia
        </RadioCard>
      </RadioCardGroup>
    </form>
  );
}

describe('RadioCardGroup', () => {
  it('is a radio group named by its label, nothing chosen at first', async () => {
    const screen = await render(<Subjects />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Pilih mata pelajaran' })).toBeVisible();
    for (const name of ['Matematika', 'Fisika', 'Kimia']) {
      await expect.element(screen.getByRole('radio', { name })).not.toBeChecked();
    }
  });

  it('chooses a card by clicking it', async () => {
    const onChange = vi.fn();
    const screen = await render(<Subjects onChange={onChange} />);
    await screen.getByRole('radio', { name: 'Fisika' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Fisika' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('fisika');
  });

  it('chooses a card by clicking its far corner: the radio spans the whole card', async () => {
    const screen = await render(<Subjects />);
    const radio = screen.getByRole('radio', { name: 'Fisika' }).element() as HTMLInputElement;
    const card = radio.closest('label')?.getBoundingClientRect();
    if (!card) throw new Error('the radio has no card');
    expect(radio.getBoundingClientRect().width).toBeCloseTo(card.width - 4, 0);
    await userEvent.click(document.body, { position: { x: card.right - 6, y: card.bottom - 6 } });
    expect(radio.checked).toBe(true);
  });

  it('moves and chooses with the arrow keys, skipping disabled cards', async () => {
    const onChange = vi.fn();
    const screen = await render(<Subjects onChange={onChange} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Matematika' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Fisika' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Matematika' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Kimia' })).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([['fisika'], ['matematika']]);
  });

  it('cannot choose a disabled card', async () => {
    const screen = await render(<Subjects />);
    const kimia = screen.getByRole('radio', { name: 'Kimia' });
    await expect.element(kimia).toBeDisabled();
    await screen.getByRole('radio', { name: 'Kimia' }).click({ force: true });
    await expect.element(kimia).not.toBeChecked();
  });

  it('submits the chosen value under its name', async () => {
    const screen = await render(<Subjects />);
    await screen.getByRole('radio', { name: 'Matematika' }).click();
    const form = screen.container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('subject')).toBe('matematika');
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
