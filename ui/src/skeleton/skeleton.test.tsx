import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Skeleton, SkeletonStatus } from './skeleton.tsx';
import * as stories from './skeleton.stories.tsx';
import { TanyaCategorySkeleton } from './tanya-category-skeleton.tsx';
import { TanyaVideoSkeleton } from './tanya-video-skeleton.tsx';

afterEach(async () => {
  await page.viewport(1024, 768);
});

describe('Skeleton', () => {
  it('tells screen readers "Memuat…" through a status region and hides the grey shapes', async () => {
    const screen = await render(
      <SkeletonStatus>
        <Skeleton shape="line" />
        <Skeleton shape="circle" />
      </SkeletonStatus>,
    );
    const status = screen.getByRole('status', { name: 'Memuat…' });
    await expect.element(status).toBeInTheDocument();
    await expect.element(status).toHaveTextContent('Memuat…');
    const visible = [...status.element().children].filter(
      (child) => child.getAttribute('aria-hidden') !== 'true',
    );
    expect(visible.map((child) => child.textContent)).toEqual(['Memuat…']);
  });

  it('announces a custom label', async () => {
    const screen = await render(<TanyaCategorySkeleton label="Memuat video…" />);
    await expect.element(screen.getByRole('status', { name: 'Memuat video…' })).toBeInTheDocument();
  });

  it('sketches as many video cards as asked on the Tanya category page', async () => {
    const screen = await render(<TanyaCategorySkeleton cardCount={4} />);
    const status = screen.getByRole('status', { name: 'Memuat…' }).element();
    const thumbnails = [...status.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].filter((shape) => {
      const { width, height } = shape.getBoundingClientRect();
      return height > 0 && Math.abs(width / height - 16 / 9) < 0.02;
    });
    expect(thumbnails).toHaveLength(4);
  });

  it('keeps the video block 16:9 and at most 780 px wide on a laptop', async () => {
    await page.viewport(1200, 800);
    const screen = await render(<TanyaVideoSkeleton />);
    const status = screen.getByRole('status', { name: 'Memuat…' }).element();
    const widest = [...status.querySelectorAll<HTMLElement>('[aria-hidden="true"]')]
      .map((shape) => shape.getBoundingClientRect())
      .sort((a, b) => b.height - a.height)[0]!;
    expect(widest.width).toBe(780);
    expect(widest.height).toBeCloseTo(780 * (9 / 16), 0);
  });

  it("keeps the caller's layout: the category skeleton is a spaced column", async () => {
    const screen = await render(<TanyaCategorySkeleton />);
    const status = screen.getByRole('status', { name: 'Memuat…' }).element();
    expect(getComputedStyle(status).display).toBe('flex');
    expect(getComputedStyle(status).rowGap).toBe('16px');
  });

  it('fits a 360 px phone without horizontal scrolling', async () => {
    await page.viewport(360, 640);
    await render(<TanyaCategorySkeleton />);
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
