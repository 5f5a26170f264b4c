import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import * as stories from './breadcrumb.stories.tsx';

const longQuestion =
  'Harga 2 buku dan 3 pensil adalah Rp 17.000, sedangkan harga 1 buku dan 2 pensil Rp 10.000. Berapa harga sebuah pensil?';

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('Breadcrumb', () => {
  it('is a navigation landmark named "Jejak halaman" listing the trail in order', async () => {
    const screen = await render(<stories.TanyaChapter />);
    const nav = screen.getByRole('navigation', { name: 'Jejak halaman' });
    await expect.element(nav).toBeInTheDocument();
    const items = nav
      .getByRole('listitem')
      .elements()
      .map((item) => item.textContent);
    expect(items).toEqual(['Tanya', 'Kelas 10', 'Persamaan Kuadrat']);
  });

  it('links every level above the current page to its href', async () => {
    const screen = await render(<stories.TanyaChapter />);
    await expect.element(screen.getByRole('link', { name: 'Tanya' })).toHaveAttribute('href', '/tanya');
    await expect
      .element(screen.getByRole('link', { name: 'Kelas 10' }))
      .toHaveAttribute('href', '/tanya/chapter/10');
  });

  it('marks the last item as the current page and does not make it a link', async () => {
    const screen = await render(<stories.TanyaChapter />);
    const current = screen.getByText('Persamaan Kuadrat');
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('link', { name: 'Persamaan Kuadrat' })).not.toBeInTheDocument();
    expect(screen.getByRole('link').elements()).toHaveLength(2);
  });

  it('keeps the last item unlinked even when it is given an href', async () => {
    const screen = await render(
      <Breadcrumb
        items={[
          { label: 'Tanya', href: '/tanya' },
          { label: 'Kelas 10', href: '/tanya/chapter/10' },
        ]}
      />,
    );
    await expect.element(screen.getByRole('link', { name: 'Kelas 10' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('Kelas 10')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a level without its own page as plain text', async () => {
    const screen = await render(<stories.LevelWithoutPage />);
    await expect.element(screen.getByText('Fisika')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Fisika' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('Fisika')).not.toHaveAttribute('aria-current');
  });

  it('reaches the links with Tab and follows them with Enter', async () => {
    const screen = await render(<stories.TanyaChapter />);
    const followed: string[] = [];
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as HTMLElement).closest('a');
      if (anchor) followed.push(anchor.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    try {
      await userEvent.tab();
      await expect.element(screen.getByRole('link', { name: 'Tanya' })).toHaveFocus();
      await userEvent.tab();
      await expect.element(screen.getByRole('link', { name: 'Kelas 10' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(followed).toEqual(['/tanya/chapter/10']);
    } finally {
      document.removeEventListener('click', onClick, true);
    }
  });

  it('cuts a long label with an ellipsis on a 360 px phone but keeps its full text', async () => {
    await page.viewport(360, 640);
    const screen = await render(
      <Breadcrumb items={[{ label: 'Tanya', href: '/tanya' }, { label: longQuestion }]} />,
    );
    const current = screen.getByText(longQuestion).element() as HTMLElement;
    expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
    expect(getComputedStyle(current).textOverflow).toBe('ellipsis');
    expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(360);
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
