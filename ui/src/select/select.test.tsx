import { LEAD_FORM_MESSAGES, LEAD_GRADE_OPTIONS } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { Select } from './select.tsx';
import * as stories from './select.stories.tsx';

const grades = LEAD_GRADE_OPTIONS;

describe('Select', () => {
  it('shows the placeholder, opens on click and posts the chosen option under its name', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form>
        <Select name="grade" label="Kelas" options={grades} onChange={onChange} />
      </form>,
    );
    const trigger = screen.getByRole('button', { name: /Kelas/ });
    await expect.element(trigger).toHaveTextContent('Pilih kelas');
    await trigger.click();
    await screen.getByRole('option', { name: 'Kelas - 9' }).click();
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveTextContent('Kelas - 9');
    expect(onChange).toHaveBeenCalledWith('9');
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ grade: '9' });
  });

  it('opens from the keyboard with Enter, Space and ArrowDown, and chooses with the arrows and Enter', async () => {
    const screen = await render(<Select label="Kelas" options={grades} />);
    const trigger = screen.getByRole('button', { name: /Kelas/ });
    await userEvent.tab();
    await expect.element(trigger).toHaveFocus();
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      await userEvent.keyboard(key);
      await expect.element(screen.getByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
    }
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('option', { name: 'Kelas - 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(trigger).toHaveTextContent('Kelas - 5');
    await expect.element(trigger).toHaveFocus();
  });

  it('leaves the value alone when closed with Escape', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select label="Kelas" options={grades} defaultValue="7" onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Kelas/ });
    await trigger.click();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(trigger).toHaveTextContent('Kelas - 7');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps to an option by typing its name in the open list', async () => {
    const screen = await render(<Select label="Kelas" options={grades} />);
    await screen.getByRole('button', { name: /Kelas/ }).click();
    await userEvent.keyboard('Kelas - 11');
    await expect.element(screen.getByRole('option', { name: 'Kelas - 11' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: /Kelas/ })).toHaveTextContent('Kelas - 11');
  });

  it('shows a controlled value given as value or as selectedKey, and reports changes to both handlers', async () => {
    const onChange = vi.fn();
    const onSelectionChange = vi.fn();
    const screen = await render(
      <Select
        label="Kelas"
        options={grades}
        selectedKey="5"
        onChange={onChange}
        onSelectionChange={onSelectionChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Kelas/ });
    await expect.element(trigger).toHaveTextContent('Kelas - 5');
    await trigger.click();
    await screen.getByRole('option', { name: 'Kelas - 6' }).click();
    expect(onChange).toHaveBeenCalledWith('6');
    expect(onSelectionChange).toHaveBeenCalledWith('6');
    // Controlled: it shows what the parent says until the parent changes it.
    await expect.element(trigger).toHaveTextContent('Kelas - 5');
    await screen.rerender(<Select label="Kelas" options={grades} value="6" />);
    await expect.element(trigger).toHaveTextContent('Kelas - 6');
  });

  it('shows the error under the field and describes the trigger with it', async () => {
    const screen = await render(
      <Select label="Kelas" options={grades} errorMessage={LEAD_FORM_MESSAGES.grade} />,
    );
    await expect.element(screen.getByText(LEAD_FORM_MESSAGES.grade)).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: /Kelas/ }))
      .toHaveAccessibleDescription(LEAD_FORM_MESSAGES.grade);
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => <Select label="Kelas" options={grades} errorMessage={errorMessage} />,
      LEAD_FORM_MESSAGES.grade,
    );
  });

  it('when disabled: does not open', async () => {
    const screen = await render(<Select label="Kelas" options={grades} isDisabled />);
    const trigger = screen.getByRole('button', { name: /Kelas/ });
    await expect.element(trigger).toBeDisabled();
    await trigger.click({ force: true });
    await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument();
  });

  it('has no WCAG 2.2 AA violations while open, and its options are at least 24 px tall', async () => {
    const screen = await render(<Select label="Kelas" options={grades} />);
    await screen.getByRole('button', { name: /Kelas/ }).click();
    const listbox = screen.getByRole('listbox');
    await expect.element(listbox).toBeVisible();
    await expectNoAxeViolations();
    // Only the list: React Aria's 1 px DismissButtons beside it are for screen readers, not pointers.
    expectTargetsAtLeast24px(listbox.element());
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
