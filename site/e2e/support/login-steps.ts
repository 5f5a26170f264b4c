import { expect, type Page } from '@playwright/test';
import { DEMO_OTP_CODE } from './session.ts';

/** The login page's own controls (the header has a 'Masuk' link of its own). */
export function loginForm(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    phone: main.getByRole('textbox', { name: 'Nomor HP +62' }),
    sendCode: main.getByRole('button', { name: /^Kirim kode/ }),
    code: main.getByRole('textbox', { name: 'Kode verifikasi' }),
    submitCode: main.getByRole('button', { name: 'Masuk', exact: true }),
  };
}

/**
 * Logs in through /login with a demo test number (national part, e.g. '81100000002'), from the
 * login page already open (with its query) or a fresh one.
 */
export async function logInThroughLoginPage(page: Page, phone: string): Promise<void> {
  if (!page.url().startsWith('http') || new URL(page.url()).pathname !== '/login') await page.goto('/login');
  const form = loginForm(page);
  await form.phone.fill(phone);
  await form.sendCode.click();
  await expect(form.code).toBeFocused();
  // The last digit sends the code by itself.
  await form.code.pressSequentially(DEMO_OTP_CODE);
}

/** `USER_DATA` as the page stored it. */
export async function storedUserData(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('USER_DATA') ?? 'null') as Record<string, unknown> | null,
  );
}

/** Token fields must never reach script-readable storage (they live in HttpOnly cookies). */
export function expectNoTokens(value: unknown): void {
  const text = JSON.stringify(value);
  for (const field of ['access_token', 'refresh_token', 'expires_in', 'token_type']) {
    expect(text, field).not.toContain(`"${field}"`);
  }
}
