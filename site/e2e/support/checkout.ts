import { expect, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './hydration.ts';
import { storeSignedInSession, verifyDemoCode, type SignedInData } from './session.ts';

/**
 * Numbers without an account for the checkout journeys (playwright.config.ts lists them as test
 * numbers): each journey registers its own family, once per project, since both projects share
 * one database and a family's children can be bought for once.
 */
const CHECKOUT_NUMBERS = {
  'reaches-payment': ['81100000061', '81100000062'],
  'pays-with-va': ['81100000063', '81100000064'],
  'pays-later': ['81100000065', '81100000066'],
  'student-alone': ['81100000067', '81100000068'],
} as const;

export function checkoutNumberFor(testInfo: TestInfo, journey: keyof typeof CHECKOUT_NUMBERS): string {
  return CHECKOUT_NUMBERS[journey][testInfo.project.name === 'desktop' ? 1 : 0];
}

/** Two SMP children: one package (grades 7–9) fits both. */
export const TWO_SMP_CHILDREN = [
  { fullName: 'Sinta Maharani', grade: 7 },
  { fullName: 'Bayu Maharani', grade: 9 },
] as const;

/** /paket/user/add-user: a child's name and grade, then back to choosing students. */
export async function addChildInCheckout(
  page: Page,
  child: { fullName: string; grade: number },
): Promise<void> {
  await expectStep(page, /\/paket\/user\/add-user$/, 'Tambah data anak');
  const name = page.getByRole('textbox', { name: 'Nama anak' });
  await waitForHydration(name);
  await name.fill(child.fullName);
  await page.getByRole('main').getByRole('button', { name: /Kelas/ }).click();
  await page.getByRole('option', { name: `Kelas ${child.grade}`, exact: true }).click();
  await page.getByRole('button', { name: 'Tambah anak' }).click();
  await expectStep(page, /\/paket\/user\/select-student$/, 'Pilih murid');
}

/**
 * Registers `phone` as a parent without children yet through the real auth and registration API,
 * then forgets the session (cookies and storage): the journey starts as an anonymous visitor who
 * already has an account, logs in on the way and adds the children in the checkout.
 */
export async function registerParent(page: Page, phone: string): Promise<void> {
  const verification = await verifyDemoCode(page, phone);
  if (!verification.register_token) throw new Error(`${phone} already has an account`);
  const registered = await page.request.put('/user-management/v3/students/register', {
    data: {
      role: 'parent',
      full_name: 'Ibu Rina Maharani',
      students: [],
      register_token: verification.register_token,
    },
  });
  if (!registered.ok()) throw new Error(`register ${registered.status()}: ${await registered.text()}`);
  await page.context().clearCookies();
}

/** The checkout step's heading (each step has one h1). */
export async function expectStep(page: Page, path: RegExp, heading: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Registers `phone` as a parent with one SMP child through the API and keeps the session (stored
 * as the login page would): a family whose only child the checkout buys for.
 */
export async function registerParentWithOneChild(
  page: Page,
  phone: string,
  childName: string,
): Promise<void> {
  const verification = await verifyDemoCode(page, phone);
  if (!verification.register_token) throw new Error(`${phone} already has an account`);
  const registered = await page.request.put('/user-management/v3/students/register', {
    data: {
      role: 'parent',
      full_name: 'Bapak Hendra Gunawan',
      students: [{ full_name: childName, grade: '8__SMP/MTs' }],
      register_token: verification.register_token,
    },
  });
  if (!registered.ok()) throw new Error(`register ${registered.status()}: ${await registered.text()}`);
  await storeSignedInSession(page, ((await registered.json()) as { data: SignedInData }).data);
}

/** The order id of the payment page the gateway sent the browser back to (`?order=`). */
export function orderIdOf(url: string): string {
  const id = new URL(url).searchParams.get('order');
  if (!id) throw new Error(`no order in ${url}`);
  return id;
}
