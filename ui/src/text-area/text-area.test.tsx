import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { TextArea } from './text-area.tsx';
import * as stories from './text-area.stories.tsx';

const label = 'Ceritakan kesulitan belajarmu';

/** The polite live region of the counter: what screen readers are told while typing. */
function announcement(container: HTMLElement) {
  return container.querySelector('[aria-live="polite"]')?.textContent;
}

describe('TextArea', () => {
  it('counts characters as the user types, starting from the initial value', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextArea label={label} defaultValue="Halo" onChange={onChange} />);
    await expect.element(screen.getByText('4/255')).toBeVisible();
    await screen.getByRole('textbox', { name: label }).click();
    await userEvent.keyboard('{End} kak');
    await expect.element(screen.getByText('8/255')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith('Halo kak');
  });

  it('counts again from the initial value when its form is reset', async () => {
    const screen = await render(
      <form>
        <TextArea name="reason" label={label} defaultValue="Halo" />
      </form>,
    );
    await screen.getByRole('textbox', { name: label }).click();
    await userEvent.keyboard('{End} kak');
    await expect.element(screen.getByText('8/255')).toBeVisible();
    screen.container.querySelector('form')!.reset();
    await expect.element(screen.getByText('4/255')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: label })).toHaveValue('Halo');
  });

  it('describes the text box with the count in words', async () => {
    const screen = await render(<TextArea label={label} description="Boleh singkat." />);
    const textbox = screen.getByRole('textbox', { name: label });
    await expect.element(textbox).toHaveAccessibleDescription('Boleh singkat. 0 dari 255 karakter');
    await textbox.click();
    await userEvent.keyboard('ab');
    await expect.element(textbox).toHaveAccessibleDescription('Boleh singkat. 2 dari 255 karakter');
  });

  it('refuses typing past 255 characters', async () => {
    const screen = await render(<TextArea label={label} defaultValue={'a'.repeat(253)} />);
    const textbox = screen.getByRole('textbox', { name: label });
    await expect.element(textbox).toHaveAttribute('maxlength', '255');
    await textbox.click();
    await userEvent.keyboard('{End}bcde');
    await expect.element(textbox).toHaveValue(`${'a'.repeat(253)}bc`);
    await expect.element(screen.getByText('255/255')).toBeVisible();
  });

  it('cuts text inserted in one go (a paste) at the limit', async () => {
    const screen = await render(<TextArea label={label} maxLength={10} />);
    const textbox = screen.getByRole('textbox', { name: label });
    await textbox.click();
    // insertText is the editing command a paste runs.
    document.execCommand('insertText', false, 'Pecahan dan desimal');
    await expect.element(textbox).toHaveValue('Pecahan da');
    await expect.element(screen.getByText('10/10')).toBeVisible();
  });

  it('tells screen readers the count only when it crosses 20, 10 and 0 characters left', async () => {
    const screen = await render(<TextArea label={label} maxLength={30} />);
    const textbox = screen.getByRole('textbox', { name: label });
    expect(announcement(screen.container)).toBe('');
    await textbox.click();
    await userEvent.keyboard('123456789');
    expect(announcement(screen.container)).toBe('');
    await userEvent.keyboard('0');
    await expect.poll(() => announcement(screen.container)).toBe('Sisa 20 karakter');
    await userEvent.keyboard('12345');
    expect(announcement(screen.container)).toBe('Sisa 20 karakter');
    await userEvent.keyboard('67890');
    await expect.poll(() => announcement(screen.container)).toBe('Sisa 10 karakter');
    await userEvent.keyboard('1234567890');
    await expect.poll(() => announcement(screen.container)).toBe('Batas 30 karakter tercapai');
    await userEvent.keyboard('{Backspace}'.repeat(15));
    await expect.poll(() => announcement(screen.container)).toBe('Sisa 11 karakter');
    await userEvent.keyboard('{Backspace}'.repeat(6));
    await expect.poll(() => announcement(screen.container)).toBe('');
  });

  it('follows a controlled value and posts under its name', async () => {
    const screen = await render(
      <form>
        <TextArea name="reason" label={label} value="Pecahan" onChange={() => {}} />
      </form>,
    );
    await expect.element(screen.getByText('7/255')).toBeVisible();
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ reason: 'Pecahan' });
  });

  it('shows the error under the field and describes the text box with it', async () => {
    const screen = await render(<TextArea label={label} errorMessage={LEAD_FORM_MESSAGES.reason} />);
    const textbox = screen.getByRole('textbox', { name: label });
    await expect.element(screen.getByText(LEAD_FORM_MESSAGES.reason)).toBeVisible();
    await expect.element(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(textbox)
      .toHaveAccessibleDescription(`${LEAD_FORM_MESSAGES.reason} 0 dari 255 karakter`);
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => <TextArea label={label} errorMessage={errorMessage} />,
      LEAD_FORM_MESSAGES.reason,
    );
  });

  it('when disabled: cannot be typed into', async () => {
    const screen = await render(<TextArea label={label} defaultValue="Pecahan" isDisabled />);
    const textbox = screen.getByRole('textbox', { name: label });
    await expect.element(textbox).toBeDisabled();
    await textbox.click({ force: true });
    await userEvent.keyboard('x');
    await expect.element(textbox).toHaveValue('Pecahan');
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
