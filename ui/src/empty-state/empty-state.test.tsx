import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { EmptyState } from './empty-state.tsx';
import * as stories from './empty-state.stories.tsx';

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('EmptyState', () => {
  it('says what is missing as a heading, with its description and a link action', async () => {
    const screen = await render(<stories.NoPackages />);
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'Tidak ada paket yang tersedia' }))
      .toBeVisible();
    await expect
      .element(screen.getByText('Coba pilih kelas lain, atau tanya tim kami lewat WhatsApp.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Minta info bimbel' }))
      .toHaveAttribute('href', 'https://wa.me/6281234567890');
  });

  it('runs a press action by mouse and by keyboard', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <EmptyState title="Belum ada kelas" action={{ label: 'Lihat jadwal', onPress }} />,
    );
    const button = screen.getByRole('button', { name: 'Lihat jadwal' });
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await button.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('keeps the illustration away from screen readers and shows nothing to press without an action', async () => {
    const screen = await render(<stories.WithoutAction />);
    const illustration = screen.container.querySelector('svg')!;
    expect(illustration.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('link')).not.toBeInTheDocument();
  });

  it('leaves the picture out when given null and uses the asked heading level', async () => {
    const screen = await render(<stories.TitleOnly />);
    expect(screen.container.querySelector('svg')).toBeNull();
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Tidak ada hasil' })).toBeVisible();
  });

  it('fits a 360 px phone', async () => {
    await page.viewport(360, 640);
    await render(<stories.NoPackages />);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
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
