import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { StarRatingDisplay } from './star-rating-display.tsx';
import { StarRating } from './star-rating.tsx';
import * as stories from './star-rating.stories.tsx';

/** The painted colour of a star, as the eye sees it. */
function starFill(radio: Element) {
  const icon = radio.closest('label')!.querySelector('svg')!;
  return getComputedStyle(icon).fill;
}

/** The star a user sees and clicks: the label around the visually hidden radio. */
function star(radio: { element: () => Element }) {
  return radio.element().closest('label')!;
}

const WHITE = 'rgb(255, 255, 255)';
const AMBER = 'rgb(245, 164, 0)'; // accent.500: chosen
const LIGHT_AMBER = 'rgb(255, 194, 61)'; // accent.400: hover preview

describe('StarRating', () => {
  it('is a radio group named by its label with five stars "1 bintang"…"5 bintang"', async () => {
    const screen = await render(<StarRating label="Gimana kelasnya tadi?" />);
    const group = screen.getByRole('radiogroup', { name: 'Gimana kelasnya tadi?' });
    await expect.element(group).toBeInTheDocument();
    const values = group
      .getByRole('radio')
      .elements()
      .map((radio) => radio.getAttribute('value'));
    expect(values).toEqual(['1', '2', '3', '4', '5']);
    for (const stars of [1, 2, 3, 4, 5]) {
      await expect.element(screen.getByRole('radio', { name: `${stars} bintang` })).not.toBeChecked();
    }
  });

  it('rates with a click and colours the stars up to the one clicked', async () => {
    const onChange = vi.fn();
    const screen = await render(<StarRating onChange={onChange} />);
    await userEvent.click(star(screen.getByRole('radio', { name: '3 bintang' })));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await expect.element(screen.getByRole('radio', { name: '3 bintang' })).toBeChecked();
    await userEvent.unhover(document.body);
    // The fill colour transitions: poll until the hover preview has faded into the value.
    await expect.poll(() => screen.getByRole('radio').elements().map(starFill)).toEqual([AMBER, AMBER, AMBER, WHITE, WHITE]);
  });

  it('changes the rating with the arrow keys', async () => {
    const onChange = vi.fn();
    const screen = await render(<StarRating defaultValue={3} onChange={onChange} />);
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: '3 bintang' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '4 bintang' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: '2 bintang' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([[4], [3], [2]]);
  });

  it('previews the stars under the mouse without changing the rating, and restores them on leave', async () => {
    const onChange = vi.fn();
    const screen = await render(<StarRating defaultValue={2} onChange={onChange} />);
    const fourth = screen.getByRole('radio', { name: '4 bintang' });
    await userEvent.hover(star(fourth));
    await expect
      .poll(() => screen.getByRole('radio').elements().map(starFill))
      .toEqual([LIGHT_AMBER, LIGHT_AMBER, LIGHT_AMBER, LIGHT_AMBER, WHITE]);
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('radio', { name: '2 bintang' })).toBeChecked();
    await userEvent.unhover(star(fourth));
    await expect
      .poll(() => screen.getByRole('radio').elements().map(starFill))
      .toEqual([AMBER, AMBER, WHITE, WHITE, WHITE]);
  });

  it('follows a controlled value', async () => {
    const screen = await render(<stories.Controlled />);
    await expect.element(screen.getByText('Belum ada rating')).toBeVisible();
    await userEvent.click(star(screen.getByRole('radio', { name: '5 bintang' })));
    await expect.element(screen.getByText('Kamu memberi 5 bintang')).toBeVisible();
    await expect.element(screen.getByRole('radio', { name: '5 bintang' })).toBeChecked();
  });

  it('ignores clicks and keys when disabled', async () => {
    const onChange = vi.fn();
    const screen = await render(<StarRating defaultValue={2} isDisabled onChange={onChange} />);
    await userEvent.click(star(screen.getByRole('radio', { name: '4 bintang' })), { force: true });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('radio', { name: '2 bintang' })).toBeChecked();
  });

  it('keeps a hidden label as the group name', async () => {
    const screen = await render(<stories.HiddenLabel />);
    await expect.element(screen.getByRole('radiogroup', { name: 'Rating kelas' })).toBeInTheDocument();
    expect(screen.getByText('Rating kelas').element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('gives every star a target of at least 32 px', async () => {
    const screen = await render(<StarRating />);
    for (const radio of screen.getByRole('radio').elements()) {
      const box = radio.closest('label')!.getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(32);
      expect(box.height).toBeGreaterThanOrEqual(32);
    }
  });
});

describe('StarRatingDisplay', () => {
  it('is one image named "Rating 4 dari 5", with nothing to press', async () => {
    const screen = await render(<StarRatingDisplay value={4} />);
    await expect.element(screen.getByRole('img', { name: 'Rating 4 dari 5' })).toBeInTheDocument();
    await expect.element(screen.getByRole('radio')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('says an average with an Indonesian decimal comma and keeps it within 0–5', async () => {
    const screen = await render(
      <>
        <StarRatingDisplay value={4.6} />
        <StarRatingDisplay value={7} />
      </>,
    );
    await expect.element(screen.getByRole('img', { name: 'Rating 4,6 dari 5' })).toBeInTheDocument();
    await expect.element(screen.getByRole('img', { name: 'Rating 5 dari 5' })).toBeInTheDocument();
  });
});

describe('StarRating stories', () => {
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
