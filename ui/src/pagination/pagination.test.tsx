import { buildTanyaRecommendedPath } from '@bimbel/domain/routes/tanya-paths';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Pagination } from './pagination.tsx';
import * as stories from './pagination.stories.tsx';

const base = '/tanya/topic/10/matematika/persamaan-kuadrat';

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('Pagination', () => {
  it('is a navigation landmark named "Halaman"', async () => {
    const screen = await render(<Pagination basePath={base} currentPage={2} totalPages={5} />);
    await expect.element(screen.getByRole('navigation', { name: 'Halaman' })).toBeInTheDocument();
  });

  it('links page 1 to the bare path and page n to /page/n', async () => {
    const screen = await render(<Pagination basePath={base} currentPage={2} totalPages={5} />);
    await expect.element(screen.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('href', base);
    await expect
      .element(screen.getByRole('link', { name: 'Halaman 2' }))
      .toHaveAttribute('href', `${base}/page/2`);
    await expect
      .element(screen.getByRole('link', { name: 'Halaman 5' }))
      .toHaveAttribute('href', `${base}/page/5`);
  });

  it('links previous and next to the neighbouring pages', async () => {
    const screen = await render(<Pagination basePath={base} currentPage={2} totalPages={5} />);
    await expect.element(screen.getByRole('link', { name: 'Sebelumnya' })).toHaveAttribute('href', base);
    await expect
      .element(screen.getByRole('link', { name: 'Berikutnya' }))
      .toHaveAttribute('href', `${base}/page/3`);
  });

  it('marks the current page with aria-current="page" and no other', async () => {
    const screen = await render(<Pagination basePath={base} currentPage={3} totalPages={5} />);
    await expect
      .element(screen.getByRole('link', { name: 'Halaman 3' }))
      .toHaveAttribute('aria-current', 'page');
    const current = screen
      .getByRole('link')
      .elements()
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it('on the first page disables "Sebelumnya" and gives it no href', async () => {
    const screen = await render(<stories.FirstPage />);
    const previous = screen.getByRole('link', { name: 'Sebelumnya' });
    await expect.element(previous).toHaveAttribute('aria-disabled', 'true');
    await expect.element(previous).not.toHaveAttribute('href');
    await expect
      .element(screen.getByRole('link', { name: 'Berikutnya' }))
      .toHaveAttribute('href', `${base}/page/2`);
  });

  it('on the last page disables "Berikutnya" and gives it no href', async () => {
    const screen = await render(<stories.LastPage />);
    const next = screen.getByRole('link', { name: 'Berikutnya' });
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    await expect.element(next).not.toHaveAttribute('href');
    await expect
      .element(screen.getByRole('link', { name: 'Sebelumnya' }))
      .toHaveAttribute('href', `${base}/page/11`);
  });

  it('shows the first and last page with gaps around the current page, gaps hidden from screen readers', async () => {
    const screen = await render(<stories.MiddlePage />);
    const list = screen.getByRole('navigation', { name: 'Halaman' }).element();
    const shown = [...list.querySelectorAll('li')].map((item) => item.textContent);
    expect(shown).toEqual(['Sebelumnya', '1', '…', '5', '6', '7', '…', '12', 'Berikutnya']);
    const names = screen
      .getByRole('link')
      .elements()
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(names).toEqual([
      'Sebelumnya',
      'Halaman 1',
      'Halaman 5',
      'Halaman 6',
      'Halaman 7',
      'Halaman 12',
      'Berikutnya',
    ]);
  });

  it('keeps /page/1 when given the Tanya recommended path builder', async () => {
    const screen = await render(
      <Pagination getPageHref={buildTanyaRecommendedPath} currentPage={2} totalPages={40} />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Halaman 1' }))
      .toHaveAttribute('href', '/tanya/questions/page/1');
    await expect
      .element(screen.getByRole('link', { name: 'Sebelumnya' }))
      .toHaveAttribute('href', '/tanya/questions/page/1');
  });

  it('renders nothing for a single page', async () => {
    const screen = await render(<Pagination basePath={base} currentPage={1} totalPages={1} />);
    await expect.element(screen.getByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves through the links with Tab, skipping the disabled one, and follows a page with Enter', async () => {
    const screen = await render(<Pagination basePath={base} currentPage={1} totalPages={3} />);
    const followed: string[] = [];
    const onClick = (event: MouseEvent) => {
      followed.push((event.target as HTMLElement).closest('a')?.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    try {
      await userEvent.tab();
      await expect.element(screen.getByRole('link', { name: 'Halaman 1' })).toHaveFocus();
      await userEvent.tab();
      await expect.element(screen.getByRole('link', { name: 'Halaman 2' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await screen.getByRole('link', { name: 'Berikutnya' }).click();
      expect(followed).toEqual([`${base}/page/2`, `${base}/page/2`]);
    } finally {
      document.removeEventListener('click', onClick, true);
    }
  });

  it('fits a 360 px phone on one row, with targets of at least 24 px', async () => {
    await page.viewport(360, 640);
    const screen = await render(
      <div style={{ padding: 16 }}>
        <Pagination basePath={base} currentPage={50} totalPages={120} />
      </div>,
    );
    const links = screen.getByRole('link').elements();
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(tops.size).toBe(1);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    expectTargetsAtLeast24px();
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
