import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../button/button.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { PackageCard } from './package-card.tsx';
import * as stories from './package-card.stories.tsx';

const reguler = {
  name: 'Bimbel Reguler',
  price: 1250000,
  priceNote: '/3 bulan',
  features: ['2 kelas live per minggu', 'Tanya soal tanpa batas'],
};

describe('PackageCard', () => {
  it('is an article named by the package, with its price in rupiah and its features', async () => {
    const screen = await render(<PackageCard {...reguler} />);
    await expect.element(screen.getByRole('article', { name: 'Bimbel Reguler' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Bimbel Reguler' })).toBeVisible();
    expect(screen.getByText('Rp 1.250.000').element().textContent).toBe('Rp 1.250.000');
    await expect.element(screen.getByText('/3 bulan')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Yang kamu dapat' });
    expect(
      list
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(reguler.features);
  });

  it('shows "Paling populer" only on the popular package', async () => {
    const screen = await render(<PackageCard {...reguler} isPopular />);
    await expect.element(screen.getByText('Paling populer')).toBeVisible();
    await screen.rerender(<PackageCard {...reguler} />);
    await expect.element(screen.getByText('Paling populer')).not.toBeInTheDocument();
  });

  it('runs its call to action by mouse and keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <PackageCard {...reguler} action={<Button onPress={onPress}>Pilih paket</Button>} />,
    );
    const cta = screen.getByRole('button', { name: 'Pilih paket' });
    await userEvent.tab();
    await expect.element(cta).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await cta.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('leaves out the features list when there are none', async () => {
    const screen = await render(<PackageCard {...reguler} features={[]} />);
    await expect.element(screen.getByRole('list')).not.toBeInTheDocument();
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
