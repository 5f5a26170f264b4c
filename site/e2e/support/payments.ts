import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import { registerParentWithOneChild } from './checkout.ts';
import { registerFreeStudent } from './free-sessions.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/*
 * The payment journeys' own students (decision 082): both projects share one database and a
 * number registers once, so each journey and project has a number of its own (playwright.config.ts
 * lists them as test numbers). A new kelas 8 student buys the SMP package for themself; in the
 * refund journey a parent buys it for their one kelas 8 child.
 */
const NUMBERS: Record<'pause' | 'pending' | 'retry' | 'declined' | 'refund', Record<string, string>> = {
  pause: { phone: '81100000051', desktop: '81100000052' },
  pending: { phone: '81100000053', desktop: '81100000054' },
  retry: { phone: '81100000055', desktop: '81100000056' },
  declined: { phone: '81100000057', desktop: '81100000058' },
  refund: { phone: '81100000059', desktop: '81100000060' },
};

const numberFor = (journey: keyof typeof NUMBERS, testInfo: TestInfo) =>
  NUMBERS[journey][testInfo.project.name] ?? NUMBERS[journey].desktop!;

/** Registers the journey's kelas 8 student for this project and stores the session; answers the student's id. */
export async function registerBuyer(
  page: Page,
  journey: keyof typeof NUMBERS,
  testInfo: TestInfo,
  fullName: string,
): Promise<string> {
  await registerFreeStudent(page, numberFor(journey, testInfo), { fullName, grade: '8__SMP/MTs' });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('USER_DATA') ?? '{}') as { primary_user: { id: string } });
  return stored.primary_user.id;
}

/**
 * Registers the journey's family for this project — a parent and one kelas 8 child, the child's
 * profile in use as after a login — and stores the session; answers the child's id.
 */
export async function registerFamilyBuyer(
  page: Page,
  journey: keyof typeof NUMBERS,
  testInfo: TestInfo,
  childName: string,
): Promise<string> {
  await registerParentWithOneChild(page, numberFor(journey, testInfo), childName);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('USER_DATA') ?? '{}') as { student_users: { id: string }[] },
  );
  const child = stored.student_users[0];
  if (!child) throw new Error('the family was registered without its child');
  return child.id;
}

export type JourneyOrder = {
  id: string;
  number: string;
  status: string;
  payment: { status: string; redirectUrl: string | null } | null;
};

/** Creates an order of the SMP package for the student through the API (the checkout steps have their own journeys). */
export async function placeOrder(
  page: Page,
  { studentId, months = 1, method = 'bca_va' }: { studentId: string; months?: number; method?: string },
): Promise<JourneyOrder> {
  const response = await page.request.post('/api/v1/orders', {
    data: { clientReference: crypto.randomUUID(), packageId: 'smp-reguler', tenureMonths: months, studentIds: [studentId], paymentMethod: method },
  });
  if (!response.ok()) throw new Error(`create order ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: JourneyOrder }).data;
}

/** The sandbox's hosted page (decision 080): picks an outcome and sends it; the page then goes back to the shop. */
export async function payOnSandboxPage(
  page: Page,
  outcome: 'Berhasil dibayar sekarang' | 'Menunggu dulu, lalu berhasil' | 'Kedaluwarsa' | 'Ditolak',
  { paidAfterSeconds, dropNotifications = false }: { paidAfterSeconds?: number; dropNotifications?: boolean } = {},
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Selesaikan pembayaran' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${outcome}`) }).check();
  if (paidAfterSeconds !== undefined) await page.getByLabel('Jeda sebelum berhasil (detik)').fill(String(paidAfterSeconds));
  // No notification at all: only the shop's own question to the status API can learn the outcome.
  if (dropNotifications) await page.getByRole('checkbox', { name: /^Jangan kirim notifikasi sama sekali/ }).check();
  await page.getByRole('button', { name: 'Kirim hasil pembayaran' }).click();
}

/** Polls our server (ORDER_DETAIL) until the order's latest attempt has `status`. */
export async function waitForPaymentStatus(page: Page, orderId: string, status: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/orders/${orderId}`);
        const { data } = (await response.json()) as { data: JourneyOrder };
        return data.status === 'paid' ? 'paid' : (data.payment?.status ?? data.status);
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(status);
}

/** The whole page, header included, fits the window: nothing scrolls sideways (WCAG 1.4.10). */
export async function expectNothingScrollsSideways(page: Page): Promise<void> {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
}
