import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';

/** Content width of the lead modal on a 360 px phone (16 px overlay + 16 px dialog padding each side). */
const PHONE_FORM_WIDTH = 296;

/**
 * Test helper: renders `renderField()` above a submit button, then again with an error message,
 * and expects the button not to have moved (the field reserves its error line), both in a form
 * as narrow as the lead modal on a phone and in a wide one.
 */
export async function expectErrorKeepsButtonStill(
  renderField: (errorMessage?: string) => ReactNode,
  message: string,
) {
  for (const width of [PHONE_FORM_WIDTH, 600]) {
    await expectButtonStillAtWidth(renderField, message, width);
  }
}

async function expectButtonStillAtWidth(
  renderField: (errorMessage?: string) => ReactNode,
  message: string,
  width: number,
) {
  const page = (errorMessage?: string) => (
    <form style={{ width }} onSubmit={(event) => event.preventDefault()}>
      {renderField(errorMessage)}
      <button type="submit">Kirim</button>
    </form>
  );
  const screen = await render(page());
  const submit = screen.getByRole('button', { name: 'Kirim' });
  const topBefore = submit.element().getBoundingClientRect().top;
  await screen.rerender(page(message));
  await expect.element(screen.getByText(message)).toBeVisible();
  expect(submit.element().getBoundingClientRect().top, `at ${width} px`).toBe(topBefore);
  await screen.unmount();
}

/** Test helper: pastes `text` into `element` the way a browser does (a cancellable paste event). */
export function pasteInto(element: Element, text: string) {
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}

/** Test helper: the form's posted fields. */
export function postedValues(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form));
}
