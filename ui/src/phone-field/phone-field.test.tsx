import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { PhoneField } from './phone-field.tsx';
import * as stories from './phone-field.stories.tsx';

describe('PhoneField', () => {
  it('is named with its +62 prefix and asks for the numeric keyboard and national-number autofill', async () => {
    const screen = await render(<PhoneField />);
    const input = screen.getByRole('textbox', { name: 'Nomor WhatsApp +62' });
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await expect.element(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect.element(screen.getByText('+62')).toBeVisible();
  });

  it('posts only what the user typed after the prefix', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form>
        <PhoneField name="phoneNumber" onChange={onChange} />
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('81234567890');
    await expect.element(screen.getByRole('textbox')).toHaveValue('81234567890');
    expect(onChange).toHaveBeenLastCalledWith('81234567890');
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ phoneNumber: '81234567890' });
  });

  it('puts the caret in the input when the prefix is clicked', async () => {
    const screen = await render(<PhoneField defaultValue="812" />);
    await screen.getByText('+62').click();
    const input = screen.getByRole('textbox', { name: 'Nomor WhatsApp +62' });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{End}3');
    await expect.element(input).toHaveValue('8123');
  });

  it('takes the focus on mount when asked to', async () => {
    const screen = await render(<PhoneField label="Nomor HP" autoFocus />);
    await expect.element(screen.getByRole('textbox', { name: 'Nomor HP +62' })).toHaveFocus();
  });

  it('follows a controlled value and takes another label', async () => {
    const screen = await render(<PhoneField label="Nomor HP orangtua" value="8111" onChange={() => {}} />);
    await expect.element(screen.getByRole('textbox', { name: 'Nomor HP orangtua +62' })).toHaveValue('8111');
  });

  it('shows the error under the field and describes the input with it', async () => {
    const screen = await render(
      <PhoneField defaultValue="812" errorMessage={LEAD_FORM_MESSAGES.phoneNumber} />,
    );
    const input = screen.getByRole('textbox', { name: 'Nomor WhatsApp +62' });
    await expect.element(screen.getByText(LEAD_FORM_MESSAGES.phoneNumber)).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.phoneNumber);
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => <PhoneField errorMessage={errorMessage} />,
      LEAD_FORM_MESSAGES.phoneNumber,
    );
  });

  it('when disabled: cannot be typed into, even through the prefix', async () => {
    const screen = await render(<PhoneField defaultValue="812" isDisabled />);
    const input = screen.getByRole('textbox', { name: 'Nomor WhatsApp +62' });
    await expect.element(input).toBeDisabled();
    await screen.getByText('+62').click();
    await userEvent.keyboard('9');
    await expect.element(input).toHaveValue('812');
    await expect.element(input).not.toHaveFocus();
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
