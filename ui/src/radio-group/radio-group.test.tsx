import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Radio, RadioGroup } from './radio-group.tsx';
import * as stories from './radio-group.stories.tsx';

const requester = (props: Partial<React.ComponentProps<typeof RadioGroup>> = {}) => (
  <RadioGroup name="callbackRequestedBy" label="Yang minta info" orientation="horizontal" {...props}>
    <Radio value="student">Murid</Radio>
    <Radio value="parent">Orangtua</Radio>
  </RadioGroup>
);

describe('RadioGroup', () => {
  it('chooses the clicked radio and posts its value under the group name', async () => {
    const onChange = vi.fn();
    const screen = await render(<form>{requester({ defaultValue: 'student', onChange })}</form>);
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).toBeChecked();
    await screen.getByText('Orangtua').click();
    await expect.element(screen.getByRole('radio', { name: 'Orangtua' })).toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('parent');
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ callbackRequestedBy: 'parent' });
  });

  it('is one Tab stop; the arrow keys move and choose', async () => {
    const screen = await render(
      <>
        {requester({ defaultValue: 'student' })}
        <button type="button">Lanjut</button>
      </>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: 'Orangtua' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).toBeChecked();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Lanjut' })).toHaveFocus();
  });

  it('chooses with Space when nothing is chosen yet', async () => {
    const screen = await render(requester());
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).toBeChecked();
  });

  it('names the group by its label and tells its orientation', async () => {
    const screen = await render(requester());
    const group = screen.getByRole('radiogroup', { name: 'Yang minta info' });
    await expect.element(group).toHaveAttribute('aria-orientation', 'horizontal');
    await screen.rerender(requester({ orientation: 'vertical' }));
    await expect.element(group).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('follows a controlled value', async () => {
    const screen = await render(requester({ value: 'parent', onChange: () => {} }));
    await expect.element(screen.getByRole('radio', { name: 'Orangtua' })).toBeChecked();
    await screen.rerender(requester({ value: 'student', onChange: () => {} }));
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).toBeChecked();
  });

  it('shows the error under the group and describes the group with it', async () => {
    const screen = await render(requester({ errorMessage: LEAD_FORM_MESSAGES.callbackRequestedBy }));
    await expect.element(screen.getByText(LEAD_FORM_MESSAGES.callbackRequestedBy)).toBeVisible();
    const group = screen.getByRole('radiogroup', { name: 'Yang minta info' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.callbackRequestedBy);
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => requester({ errorMessage }),
      LEAD_FORM_MESSAGES.callbackRequestedBy,
    );
  });

  it('when disabled: no radio can be chosen', async () => {
    const onChange = vi.fn();
    const screen = await render(requester({ isDisabled: true, onChange }));
    await expect.element(screen.getByRole('radio', { name: 'Murid' })).toBeDisabled();
    await screen.getByText('Orangtua').click({ force: true });
    await expect.element(screen.getByRole('radio', { name: 'Orangtua' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('skips a single disabled radio', async () => {
    const screen = await render(
      <RadioGroup label="Jenjang sekolah">
        <Radio value="SD">SD</Radio>
        <Radio value="SMK" isDisabled>
          SMK
        </Radio>
        <Radio value="SMA/MA">SMA/MA</Radio>
      </RadioGroup>,
    );
    await expect.element(screen.getByRole('radio', { name: 'SMK' })).toBeDisabled();
    await screen.getByText('SD').click();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'SMA/MA' })).toBeChecked();
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
