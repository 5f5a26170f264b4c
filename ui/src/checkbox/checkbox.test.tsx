import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Checkbox } from './checkbox.tsx';
import * as stories from './checkbox.stories.tsx';

const label = 'Saya setuju dihubungi lewat WhatsApp';
const error = 'Centang dulu, ya.';

describe('Checkbox', () => {
  it('toggles when its label is clicked and posts "on" under its name only while checked', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form>
        <Checkbox name="consent" label={label} onChange={onChange} />
      </form>,
    );
    const form = screen.container.querySelector('form')!;
    const checkbox = screen.getByRole('checkbox', { name: label });
    expect(postedValues(form)).toEqual({});
    await screen.getByText(label).click();
    await expect.element(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(postedValues(form)).toEqual({ consent: 'on' });
    await screen.getByText(label).click();
    await expect.element(checkbox).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is reached with Tab and toggled with Space', async () => {
    const screen = await render(<Checkbox label={label} />);
    await userEvent.tab();
    const checkbox = screen.getByRole('checkbox', { name: label });
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
  });

  it('follows a controlled state and posts a given value', async () => {
    const screen = await render(
      <form>
        <Checkbox name="agree" value="ya" label={label} isSelected onChange={() => {}} />
      </form>,
    );
    await expect.element(screen.getByRole('checkbox', { name: label })).toBeChecked();
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ agree: 'ya' });
  });

  it('shows a visible box and a pointer target of at least 24×24 px', async () => {
    const screen = await render(<Checkbox label={label} />);
    const target = screen.getByText(label).element().closest('label')!.getBoundingClientRect();
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
  });

  it('shows the error under the checkbox and describes it with it', async () => {
    const screen = await render(<Checkbox label={label} errorMessage={error} />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    await expect.element(screen.getByText(error)).toBeVisible();
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(checkbox).toHaveAccessibleDescription(error);
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => <Checkbox label={label} errorMessage={errorMessage} />,
      error,
    );
  });

  it('when disabled: cannot be toggled', async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox label={label} isDisabled onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: label });
    await expect.element(checkbox).toBeDisabled();
    await screen.getByText(label).click({ force: true });
    await expect.element(checkbox).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
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
