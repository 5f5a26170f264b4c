import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectErrorKeepsButtonStill, postedValues } from '../field/field-test-utils.tsx';
import { expectNoAxeViolations, expectTargetsAtLeast24px } from '../test/axe.ts';
import { TextField } from './text-field.tsx';
import * as stories from './text-field.stories.tsx';

describe('TextField', () => {
  it('takes typing after a click and reports each change', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextField label="Nama orangtua" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Nama orangtua' });
    await input.click();
    await userEvent.keyboard('Budi');
    await expect.element(input).toHaveValue('Budi');
    expect(onChange).toHaveBeenLastCalledWith('Budi');
  });

  it('is reached with Tab and posts its uncontrolled value under its name', async () => {
    const screen = await render(
      <form>
        <TextField name="name" label="Nama orangtua" defaultValue="Budi" />
      </form>,
    );
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Nama orangtua' });
    await expect.element(input).toHaveFocus();
    // Tab selects the whole value; End puts the caret after it.
    await userEvent.keyboard('{End} Santoso');
    expect(postedValues(screen.container.querySelector('form')!)).toEqual({ name: 'Budi Santoso' });
  });

  it('shows the controlled value and follows it', async () => {
    const screen = await render(<TextField label="Nama" value="Ani" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Nama' });
    await expect.element(input).toHaveValue('Ani');
    await screen.rerender(<TextField label="Nama" value="Ani Lestari" onChange={() => {}} />);
    await expect.element(input).toHaveValue('Ani Lestari');
  });

  it('passes the email type and the autofill hint to the input', async () => {
    const screen = await render(<TextField label="Email" type="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toHaveAttribute('autocomplete', 'email');
  });

  it('marks itself required for assistive tech without blocking the form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={onSubmit}>
        <TextField name="name" label="Nama" isRequired />
        <button type="submit">Kirim</button>
      </form>,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Nama' }))
      .toHaveAttribute('aria-required', 'true');
    await screen.getByRole('button', { name: 'Kirim' }).click();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the error under the field, describes the input with it and the help text', async () => {
    const screen = await render(
      <TextField label="Nama" description="Sesuai rapor." errorMessage={LEAD_FORM_MESSAGES.name} />,
    );
    const input = screen.getByRole('textbox', { name: 'Nama' });
    await expect.element(screen.getByText(LEAD_FORM_MESSAGES.name)).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(`Sesuai rapor. ${LEAD_FORM_MESSAGES.name}`);
  });

  it('is not described by an error while valid', async () => {
    const screen = await render(<TextField label="Nama" />);
    const input = screen.getByRole('textbox', { name: 'Nama' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).toHaveAccessibleDescription('');
  });

  it('keeps the submit button still when the error appears', async () => {
    await expectErrorKeepsButtonStill(
      (errorMessage) => <TextField label="Nama" errorMessage={errorMessage} />,
      LEAD_FORM_MESSAGES.name,
    );
  });

  it('when disabled: cannot be focused or typed into', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <TextField label="Nama" defaultValue="Budi" isDisabled onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Nama' });
    await expect.element(input).toBeDisabled();
    await input.click({ force: true });
    await userEvent.keyboard('x');
    await expect.element(input).toHaveValue('Budi');
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
