import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioCardGroup } from '../radio-card/radio-card.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { TenureOption } from './tenure-option.tsx';
import * as stories from './tenure-option.stories.tsx';

function Tenures({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <RadioCardGroup label="Pilih durasi langganan" layout="list" onChange={onChange}>
      <TenureOption value="1" months={1} totalPrice={450000} />
      <TenureOption value="3" months={3} totalPrice={1250000} discountLabel="Hemat 7%" />
    </RadioCardGroup>
  );
}

describe('TenureOption', () => {
  it('names each option by its tenure, discount and prices in rupiah', async () => {
    const screen = await render(<Tenures />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Pilih durasi langganan' })).toBeVisible();
    await expect
      .element(screen.getByRole('radio', { name: '1 bulan Rp 450.000 Rp 450.000/bulan' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('radio', { name: '3 bulan Hemat 7% Rp 1.250.000 Rp 416.667/bulan' }))
      .toBeVisible();
  });

  it('writes prices with an ordinary space after "Rp"', async () => {
    const screen = await render(<Tenures />);
    expect(screen.getByText('Rp 1.250.000').element().textContent).toBe('Rp 1.250.000');
  });

  it('uses the given monthly price and label over the computed ones', async () => {
    const screen = await render(
      <RadioCardGroup aria-label="Durasi" layout="list">
        <TenureOption
          value="6"
          months={6}
          label="Semester"
          totalPrice={2400000}
          monthlyPrice={399000}
          monthlySuffix=" per bulan"
        />
      </RadioCardGroup>,
    );
    await expect
      .element(screen.getByRole('radio', { name: 'Semester Rp 2.400.000 Rp 399.000 per bulan' }))
      .toBeVisible();
  });

  it('is chosen with the mouse', async () => {
    const onChange = vi.fn();
    const screen = await render(<Tenures onChange={onChange} />);
    await screen.getByRole('radio', { name: /^3 bulan/ }).click();
    await expect.element(screen.getByRole('radio', { name: /^3 bulan/ })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('3');
  });

  it('is chosen with the keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(<Tenures onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: /^3 bulan/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('radio', { name: /^1 bulan/ })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['3'], ['1']]);
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
