import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, pasteInto, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { OtpInput } from './otp-input.tsx';
import * as stories from './otp-input.stories.tsx';

/** The six boxes as the eye reads them (they are hidden from assistive tech). */
function boxes(container: HTMLElement) {
  const row = container.querySelector('[aria-hidden="true"]');
  return [...(row?.children ?? [])].map((box) => box.textContent);
}

describe('OtpInput', () => {
  it('is one text box for one-time-code autofill with the numeric keyboard', async () => {
    const screen = await render(<OtpInput />);
    const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect.element(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await expect.element(input).toHaveAttribute('pattern', '[0-9]*');
    expect(screen.container.querySelectorAll('input')).toHaveLength(1);
    expect(boxes(screen.container)).toEqual(['', '', '', '', '', '']);
  });

  it('takes typed digits into the boxes, drops anything else, and Backspace removes the last', async () => {
    const onChange = vi.fn();
    const screen = await render(<OtpInput onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await input.click();
    await userEvent.keyboard('12a 3');
    await expect.element(input).toHaveValue('123');
    expect(boxes(screen.container)).toEqual(['1', '2', '3', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('123');
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('12');
  });

  it('calls onComplete once, with the code, when the last digit is typed', async () => {
    const onComplete = vi.fn();
    const screen = await render(<OtpInput onComplete={onComplete} />);
    await userEvent.tab();
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('67');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    await expect.element(screen.getByRole('textbox')).toHaveValue('123456');
  });

  it.each(['123 456', '123-456', ' 123456\n'])(
    'keeps the digits of a pasted %j and completes',
    async (pasted) => {
      const onComplete = vi.fn();
      const screen = await render(<OtpInput onComplete={onComplete} />);
      const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
      await input.click();
      pasteInto(input.element(), pasted);
      await expect.element(input).toHaveValue('123456');
      expect(boxes(screen.container)).toEqual(['1', '2', '3', '4', '5', '6']);
      expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    },
  );

  it('lets a pasted whole code replace digits already typed', async () => {
    const screen = await render(<OtpInput />);
    const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await input.click();
    await userEvent.keyboard('98');
    pasteInto(input.element(), '123-456');
    await expect.element(input).toHaveValue('123456');
  });

  it('inserts a pasted fragment at the caret', async () => {
    const screen = await render(<OtpInput />);
    const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await input.click();
    await userEvent.keyboard('12');
    pasteInto(input.element(), '3 4');
    await expect.element(input).toHaveValue('1234');
  });

  it('takes autofill of a whole code (one input event)', async () => {
    const onComplete = vi.fn();
    const screen = await render(<OtpInput onComplete={onComplete} />);
    await screen.getByRole('textbox', { name: 'Kode verifikasi' }).click();
    document.execCommand('insertText', false, '654321');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321');
  });

  it('follows a controlled code, supports another length, and posts under its name', async () => {
    const screen = await render(
      <form>
        <OtpInput name="code" length={4} value="12" onChange={() => {}} />
      </form>,
    );
    expect(boxes(screen.container)).toEqual(['1', '2', '', '']);
    await screen.rerender(
      <form>
        <OtpInput name="code" length={4} value="" onChange={() => {}} />
      </form>,
    );
    expect(boxes(screen.container)).toEqual(['', '', '', '']);
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ code: '' });
  });

  it('empties the boxes when its form is reset', async () => {
    const screen = await render(
      <form>
        <OtpInput name="code" />
      </form>,
    );
    await screen.getByRole('textbox', { name: 'Kode verifikasi' }).click();
    await userEvent.keyboard('123');
    expect(boxes(screen.container)).toEqual(['1', '2', '3', '', '', '']);
    screen.container.querySelector('form')!.reset();
    await expect.poll(() => boxes(screen.container)).toEqual(['', '', '', '', '', '']);
    await expect.element(screen.getByRole('textbox', { name: 'Kode verifikasi' })).toHaveValue('');
  });

  it('shows the error under the boxes and describes the input with it', async () => {
    const screen = await render(<OtpInput defaultValue="123456" errorMessage="Kode salah. Coba lagi, ya." />);
    const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect.element(screen.getByText('Kode salah. Coba lagi, ya.')).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Kode salah. Coba lagi, ya.');
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => <OtpInput errorMessage={errorMessage} />,
      'Kode salah. Coba lagi, ya.',
    );
  });

  it('when disabled: cannot be typed into', async () => {
    const onChange = vi.fn();
    const screen = await render(<OtpInput defaultValue="12" isDisabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect.element(input).toBeDisabled();
    await input.click({ force: true });
    await userEvent.keyboard('3');
    await expect.element(input).toHaveValue('12');
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
