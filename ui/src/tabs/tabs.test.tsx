import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Tabs, type TabItem } from './tabs.tsx';
import * as stories from './tabs.stories.tsx';

const classTabs: TabItem[] = [
  { id: 'upcoming', label: 'Kelas mendatang', content: <p>Pecahan, Senin</p> },
  { id: 'past', label: 'Kelas selesai', content: <p>Gerak lurus, Jumat</p> },
  { id: 'ongoing', label: 'Sedang berlangsung', content: <p>Stoikiometri, sekarang</p> },
];

describe('Tabs', () => {
  it('shows the first tab selected, and another tab’s panel on click', async () => {
    const screen = await render(<Tabs aria-label="Jadwal kelas" tabs={classTabs} />);
    await expect.element(screen.getByRole('tablist', { name: 'Jadwal kelas' })).toBeVisible();
    const upcoming = screen.getByRole('tab', { name: 'Kelas mendatang' });
    await expect.element(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByRole('tabpanel', { name: 'Kelas mendatang' }))
      .toHaveTextContent('Pecahan, Senin');
    await screen.getByRole('tab', { name: 'Kelas selesai' }).click();
    await expect
      .element(screen.getByRole('tab', { name: 'Kelas selesai' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(upcoming).toHaveAttribute('aria-selected', 'false');
    await expect
      .element(screen.getByRole('tabpanel', { name: 'Kelas selesai' }))
      .toHaveTextContent('Gerak lurus, Jumat');
    expect(screen.container.textContent).not.toContain('Pecahan, Senin');
  });

  it('moves and selects with the arrow keys, Home and End, and Tab enters the panel', async () => {
    const screen = await render(<Tabs aria-label="Jadwal kelas" tabs={classTabs} />);
    (screen.getByRole('tab', { name: 'Kelas mendatang' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const past = screen.getByRole('tab', { name: 'Kelas selesai' });
    await expect.element(past).toHaveFocus();
    await expect.element(past).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('tab', { name: 'Sedang berlangsung' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tab', { name: 'Kelas mendatang' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('tab', { name: 'Sedang berlangsung' })).toHaveFocus();
    await userEvent.tab();
    await expect.element(screen.getByRole('tabpanel', { name: 'Sedang berlangsung' })).toHaveFocus();
  });

  it('reports the chosen tab’s id when controlled', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <Tabs
        aria-label="Jadwal kelas"
        tabs={classTabs}
        selectedKey="past"
        onSelectionChange={onSelectionChange}
      />,
    );
    await expect
      .element(screen.getByRole('tab', { name: 'Kelas selesai' }))
      .toHaveAttribute('aria-selected', 'true');
    await screen.getByRole('tab', { name: 'Sedang berlangsung' }).click();
    expect(onSelectionChange).toHaveBeenCalledWith('ongoing');
  });

  it('skips a disabled tab', async () => {
    const screen = await render(
      <Tabs
        aria-label="Jadwal kelas"
        tabs={[classTabs[0]!, { ...classTabs[1]!, isDisabled: true }, classTabs[2]!]}
      />,
    );
    const disabled = screen.getByRole('tab', { name: 'Kelas selesai' });
    await expect.element(disabled).toHaveAttribute('aria-disabled', 'true');
    await disabled.click({ force: true });
    await expect.element(disabled).toHaveAttribute('aria-selected', 'false');
    (screen.getByRole('tab', { name: 'Kelas mendatang' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Sedang berlangsung' })).toHaveFocus();
  });

  it.each(Object.entries(stories).filter(([name]) => name !== 'default'))(
    'story %s has no WCAG 2.2 AA violations and targets of at least 24×24 px',
    async (_name, Story) => {
      const StoryComponent = Story as () => React.JSX.Element;
      const screen = await render(<StoryComponent />);
      await expect.element(screen.getByRole('tablist')).toBeVisible();
      await expectNoAxeViolations();
      expectTargetsAtLeast24px();
    },
  );
});
