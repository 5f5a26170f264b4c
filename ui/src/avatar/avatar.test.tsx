import { DEFAULT_PROFILE_IMAGE_SIZE } from '@bimbel/domain/constants/images';
import { SUBSCRIPTION_TYPES } from '@bimbel/domain/subscription/subscription-type';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BROKEN_IMAGE, DEMO_PORTRAIT } from '../image/demo-images.ts';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Avatar } from './avatar.tsx';
import * as stories from './avatar.stories.tsx';

describe('Avatar', () => {
  it('shows the picture named after the person, at the default 288×288 intrinsic size', async () => {
    const screen = await render(<Avatar name="Budi Santoso" src={DEMO_PORTRAIT} />);
    const picture = screen.getByRole('img', { name: 'Budi Santoso' });
    await expect.element(picture).toHaveAttribute('src', DEMO_PORTRAIT);
    await expect.element(picture).toHaveAttribute('width', String(DEFAULT_PROFILE_IMAGE_SIZE.width));
    await expect.element(picture).toHaveAttribute('height', String(DEFAULT_PROFILE_IMAGE_SIZE.height));
    expect(screen.container.textContent).not.toContain('BS');
  });

  it('asks the optimiser for the rendered diameter, not the 288 px original', async () => {
    const screen = await render(<Avatar name="Budi Santoso" src="/avatar/budi.jpg" size="small" />);
    const picture = screen.getByRole('img', { name: 'Budi Santoso' });
    await expect
      .element(picture)
      .toHaveAttribute(
        'srcset',
        '/_next/image?url=%2Favatar%2Fbudi.jpg&w=32&q=75 1x, /_next/image?url=%2Favatar%2Fbudi.jpg&w=64&q=75 2x',
      );
    await expect.element(picture).toHaveAttribute('src', '/_next/image?url=%2Favatar%2Fbudi.jpg&w=64&q=75');
  });

  it('shows initials named after the person when there is no picture', async () => {
    const screen = await render(<Avatar name="siti nur aisyah" src={null} />);
    const initials = screen.getByRole('img', { name: 'siti nur aisyah' });
    await expect.element(initials).toHaveTextContent('SA');
  });

  it('falls back to initials when the picture fails to load', async () => {
    const screen = await render(<Avatar name="Rizky Pratama" src={BROKEN_IMAGE} />);
    await expect.element(screen.getByRole('img', { name: 'Rizky Pratama' })).toHaveTextContent('RP');
    expect(screen.container.querySelector('img')).toBeNull();
  });

  it('tries a new picture again after an earlier one failed', async () => {
    const screen = await render(<Avatar name="Rizky Pratama" src={BROKEN_IMAGE} />);
    await expect.element(screen.getByRole('img', { name: 'Rizky Pratama' })).toHaveTextContent('RP');
    await screen.rerender(<Avatar name="Rizky Pratama" src={DEMO_PORTRAIT} />);
    await expect
      .element(screen.getByRole('img', { name: 'Rizky Pratama' }))
      .toHaveAttribute('src', DEMO_PORTRAIT);
  });

  it('wears the crown, announced as "Pelanggan berbayar", only for PAID', async () => {
    for (const subscriptionType of SUBSCRIPTION_TYPES) {
      const screen = await render(<Avatar name="Budi" subscriptionType={subscriptionType} />);
      const crown = screen.getByRole('img', { name: 'Pelanggan berbayar' });
      if (subscriptionType === 'PAID') await expect.element(crown).toBeVisible();
      else await expect.element(crown).not.toBeInTheDocument();
      await screen.unmount();
    }
  });

  it('has no crown while the subscription status is unknown', async () => {
    const screen = await render(<Avatar name="Budi" />);
    await expect.element(screen.getByRole('img', { name: 'Pelanggan berbayar' })).not.toBeInTheDocument();
  });

  it('when decorative: hides the name but still announces the crown', async () => {
    const screen = await render(<Avatar name="Budi Santoso" decorative subscriptionType="PAID" />);
    await expect.element(screen.getByRole('img', { name: 'Budi Santoso' })).not.toBeInTheDocument();
    await expect.element(screen.getByText('BS')).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Pelanggan berbayar' })).toBeVisible();
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
