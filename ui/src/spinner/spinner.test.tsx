import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Spinner } from './spinner.tsx';
import * as stories from './spinner.stories.tsx';

describe('Spinner', () => {
  it('with a label is a status named by it', async () => {
    const screen = await render(<Spinner label="Memuat jadwal…" />);
    await expect.element(screen.getByRole('status', { name: 'Memuat jadwal…' })).toBeVisible();
  });

  it('without a label is hidden from assistive tech', async () => {
    const screen = await render(
      <p>
        <Spinner />
        Mengganti profil…
      </p>,
    );
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
    const ring = screen.container.querySelector('p > span')!;
    expect(ring.getAttribute('aria-hidden')).toBe('true');
    expect(ring.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it.each([
    ['small', 16],
    ['medium', 24],
    ['large', 40],
  ] as const)('size %s is a %i px ring', async (size, pixels) => {
    const screen = await render(<Spinner size={size} label="Memuat…" />);
    const box = screen.getByRole('status').element().getBoundingClientRect();
    expect([box.width, box.height]).toEqual([pixels, pixels]);
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
