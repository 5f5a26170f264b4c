import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { exportedRows } from './support/event-exports.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Akademi Guru (issue 17, decision 085): a teacher reads what the academy is and applies; the
// server's every error shows at its field, the counter follows the motivation, and the
// application is in the admin export.

// Three axe runs and two submits per journey: room for a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const teacherPhone = (project: string, n: number) => `0857 66${project === 'phone' ? '1' : '2'}${n} 3344`;
const toE164 = (typed: string) => `+62${typed.replace(/\D/g, '').slice(1)}`;

async function fillApplication(page: Page, phone: string) {
  const form = page.getByRole('form', { name: 'Formulir lamaran Akademi Guru' });
  await form.getByRole('textbox', { name: 'Nama lengkap' }).fill('Dewi Lestari');
  await form.getByRole('textbox', { name: 'Nomor WhatsApp' }).fill(phone);
  await form.getByRole('textbox', { name: 'Email' }).fill('dewi@contoh.id');
  await form.getByRole('combobox', { name: 'Provinsi' }).selectOption('Jawa Barat');
  await form.getByRole('textbox', { name: 'Kota atau kabupaten' }).fill('Bandung');
  await form.getByRole('group', { name: 'Mata pelajaran yang kamu ajar' }).getByRole('checkbox', { name: 'Matematika' }).check();
  await form.getByRole('group', { name: 'Jenjang yang kamu ajar' }).getByRole('checkbox', { name: 'SMP' }).check();
  await form.getByRole('combobox', { name: 'Pengalaman mengajar' }).selectOption('3-5');
  return form;
}

test('a teacher reads about Akademi Guru and applies, fixing what the server refuses', async ({ page }, testInfo) => {
  await page.goto('/akademi');
  await expect(page.getByRole('heading', { level: 1, name: 'Akademi Guru CoBelajar' })).toBeVisible();
  await expect(page.getByText(/tanda Terverifikasi/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Siapa yang bisa melamar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Langkah-langkahnya' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/akademi$/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const phone = teacherPhone(testInfo.project.name, 1);
  const form = await fillApplication(page, phone);
  const submit = form.getByRole('button', { name: 'Kirim lamaran' });
  await waitForHydration(submit);
  // A province is chosen, but the levels are cleared and the consent left out.
  await form.getByRole('group', { name: 'Jenjang yang kamu ajar' }).getByRole('checkbox', { name: 'SMP' }).uncheck();
  const motivation = form.getByRole('textbox', { name: /^Kenapa ingin mengajar/ });
  await motivation.fill('Saya senang menjelaskan pecahan.');
  await expect(form.getByText('32/500 karakter')).toBeVisible();
  await submit.click();
  const levels = form.getByRole('group', { name: 'Jenjang yang kamu ajar' });
  await expect(levels.getByRole('checkbox', { name: 'SD' })).toBeFocused();
  await expect(levels).toHaveAccessibleDescription('Pilih minimal satu jenjang yang kamu ajar, ya.');
  await expect(form.getByRole('checkbox', { name: /^Saya setuju/ })).toHaveAccessibleDescription('Centang persetujuan dulu, ya.');
  await expect(form.getByRole('textbox', { name: 'Kota atau kabupaten' })).toHaveValue('Bandung');
  await expect(motivation).toHaveValue('Saya senang menjelaskan pecahan.');
  await expectNoAxeViolations(page);

  await levels.getByRole('checkbox', { name: 'SMA' }).check();
  await form.getByRole('checkbox', { name: /^Saya setuju/ }).check();
  await submit.click();
  const done = page.getByRole('status').filter({ hasText: 'Lamaran terkirim' });
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page);

  const rows = (await exportedRows(page.request, 'akademi-applications')).filter((row) => row.phone === toE164(phone));
  expect(rows).toEqual([
    expect.objectContaining({
      name: 'Dewi Lestari',
      email: 'dewi@contoh.id',
      province: 'Jawa Barat',
      city: 'Bandung',
      subjects: ['matematika'],
      levels: ['SMA'],
      experience: '3-5',
      motivation: 'Saya senang menjelaskan pecahan.',
      user_id: null,
    }),
  ]);
});

test('a logged-in visitor applies; a second application from the number is told it exists', async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await page.goto('/akademi');
  const phone = teacherPhone(testInfo.project.name, 2);
  const form = await fillApplication(page, phone);
  await waitForHydration(form.getByRole('button', { name: 'Kirim lamaran' }));
  await form.getByRole('checkbox', { name: /^Saya setuju/ }).check();
  await form.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lamaran terkirim' })).toBeFocused();
  await expectNoSidewaysScroll(page);

  await page.goto('/akademi');
  const again = await fillApplication(page, phone);
  await waitForHydration(again.getByRole('button', { name: 'Kirim lamaran' }));
  await again.getByRole('checkbox', { name: /^Saya setuju/ }).check();
  await again.getByRole('button', { name: 'Kirim lamaran' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lamaranmu sudah ada' })).toBeVisible();
  await expectNoAxeViolations(page);

  const rows = (await exportedRows(page.request, 'akademi-applications')).filter((row) => row.phone === toE164(phone));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ user_id: expect.any(String) });
});
