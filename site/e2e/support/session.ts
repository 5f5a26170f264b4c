import type { Page } from '@playwright/test';

/** The demo test numbers of README.md log in with this code. */
export const DEMO_OTP_CODE = '123456';

export const DEMO_PHONES = {
  /** Ibu Sari Wulandari, parent of Raka (PAID) and Nadia (FREE). */
  parentWithTwoStudents: '81100000001',
  /** Dimas, TRIAL, no parent. */
  studentTrial: '81100000002',
  /** Ayu, FREE_AFTER_TRIAL (grade 10 IPS), no parent. */
  studentFreeAfterTrial: '81100000003',
  /** No account: registration. */
  newNumber: '81100000009',
} as const;

/**
 * Storage is prepared on a document without the app (the health check; the 404 page has the
 * app since decision 086): on an app page the session rules act
 * on what a test writes (a refresh, a sign-out) while the test is still changing it — a
 * refresh sent from that page spent the refresh token that the next page load then reused.
 */
export const PAGE_WITHOUT_APP = '/healthz';

const TOKEN_FIELDS = ['access_token', 'refresh_token', 'expires_in', 'token_type'];

function withoutTokens(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !TOKEN_FIELDS.includes(key)));
}

/**
 * Logs in through the real auth API (OTP request + verify with the demo code), which sets
 * the HttpOnly cookies in the page's browser context, then stores `USER_DATA` as the login
 * page would (on a page without the app; the test opens the page it is about next). For journeys about what happens after login; the login journey itself uses
 * the login page.
 */
export async function logInThroughApi(page: Page, phone: string): Promise<void> {
  await storeSignedInSession(page, await verifyDemoCode(page, phone));
}

/** The login's answer as `otp/verify` (or registration) gives it: the profiles with their tokens. */
export type SignedInData = {
  primary_user: Record<string, unknown> & { expires_in: number };
  student_users: unknown[];
  parent_user: unknown;
  register_token?: string | null;
};

/** Requests a code for `phone` and verifies it with the demo code: the auth cookies are set. */
export async function verifyDemoCode(page: Page, phone: string): Promise<SignedInData> {
  const requested = await page.request.post('/api/auth/otp/request', { data: { phone_number: phone } });
  if (!requested.ok()) throw new Error(`otp/request ${requested.status()}: ${await requested.text()}`);
  const { data: challenge } = (await requested.json()) as { data: { challenge_id: string } };
  const verified = await page.request.post('/api/auth/otp/verify', {
    data: { challenge_id: challenge.challenge_id, code: DEMO_OTP_CODE },
  });
  if (!verified.ok()) throw new Error(`otp/verify ${verified.status()}: ${await verified.text()}`);
  return ((await verified.json()) as { data: SignedInData }).data;
}

/** Stores `USER_DATA` without tokens, as the login page would, on a page without the app. */
export async function storeSignedInSession(page: Page, data: SignedInData): Promise<void> {
  const stored = {
    primary_user: withoutTokens(data.primary_user),
    student_users: data.student_users.map(withoutTokens),
    parent_user: withoutTokens(data.parent_user),
    register_token: null,
    expires_at: Date.now() + data.primary_user.expires_in * 1000,
  };
  await page.goto(PAGE_WITHOUT_APP);
  await page.evaluate((value) => localStorage.setItem('USER_DATA', JSON.stringify(value)), stored);
}
