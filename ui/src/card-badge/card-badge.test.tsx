import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { CheckIcon } from './card-badge-icons.tsx';
import { CardBadge } from './card-badge.tsx';
import * as stories from './card-badge.stories.tsx';

describe('CardBadge', () => {
  it('reads as its text alone: the icon is hidden from assistive tech', async () => {
    const screen = await render(
      <p>
        <CardBadge tone="success" icon={<CheckIcon />}>
          Terverifikasi
        </CardBadge>
      </p>,
    );
    await expect.element(screen.getByText('Terverifikasi')).toBeVisible();
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
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
