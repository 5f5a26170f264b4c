import { DEFAULT_LOGO_SIZE } from '@bimbel/domain/constants/images';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Logo } from './logo.tsx';
import * as stories from './logo.stories.tsx';

describe('Logo', () => {
  it('is named by the brand and drawn at 120 × 30 by default', async () => {
    const screen = await render(<Logo brandName="CoBelajar" />);
    const logo = screen.getByRole('img', { name: 'CoBelajar' });
    await expect.element(logo).toHaveAttribute('width', String(DEFAULT_LOGO_SIZE.width));
    await expect.element(logo).toHaveAttribute('height', String(DEFAULT_LOGO_SIZE.height));
    const rect = (logo.element() as SVGElement).getBoundingClientRect();
    expect([rect.width, rect.height]).toEqual([120, 30]);
    await expect.element(screen.getByRole('link')).not.toBeInTheDocument();
  });

  it('with href: is a link home named by the brand, reached with Tab', async () => {
    const screen = await render(<Logo brandName="CoBelajar" href="/" />);
    const link = screen.getByRole('link', { name: 'CoBelajar' });
    await expect.element(link).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
  });

  it('shows a logo file with explicit width and height, not resized', async () => {
    const screen = await render(
      <Logo brandName="CoBelajar" src="/brand/logo.svg" width={160} height={40} priority />,
    );
    const logo = screen.getByRole('img', { name: 'CoBelajar' });
    await expect.element(logo).toHaveAttribute('src', '/brand/logo.svg');
    await expect.element(logo).toHaveAttribute('width', '160');
    await expect.element(logo).toHaveAttribute('height', '40');
    await expect.element(logo).not.toHaveAttribute('srcset');
    await expect.element(logo).toHaveAttribute('fetchpriority', 'high');
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
