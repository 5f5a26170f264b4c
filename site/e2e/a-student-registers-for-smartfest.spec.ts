import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { exportedRows } from './support/event-exports.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// SmartFest (issue 17, decision 085): the demo edition the server seeds relative to now has its
// registration open; a parent registers a child, fixing what the server refuses, and the row is
// in the admin export.

// Three axe runs and two submits per journey: room for a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A parent number of this project's own (both projects share one database). */
const parentPhone = (project: string, n: number) => `0812 77${project === 'phone' ? '1' : '2'}${n} 4455`;

test('a parent reads the SmartFest programme and registers a child, fixing the errors first', async ({ page }, testInfo) => {
  const form = () => page.getByRole('form', { name: 'Formulir pendaftaran SmartFest' });
  await page.goto('/smartfest');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^SmartFest Matematika \S+ \d{4}$/);
  await expect(page.getByText(/^Pendaftaran dibuka sampai .+ pukul 23\.59 WIB$/)).toBeVisible();
  for (const section of ['Jadwal', 'Kategori', 'Cara ikut', 'Hadiah']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Babak Penyisihan' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/smartfest$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /kelas 4–12/);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const submit = form().getByRole('button', { name: 'Daftarkan siswa' });
  await waitForHydration(submit);
  await page.getByRole('link', { name: 'Daftar sekarang' }).click();
  await submit.click();
  // Every wrong field at once, focus on the first, each message tied to its field.
  const studentName = form().getByRole('textbox', { name: 'Nama lengkap siswa' });
  await expect(studentName).toBeFocused();
  await expect(studentName).toHaveAccessibleDescription('Tulis minimal 2 karakter, ya.');
  await expect(form().getByRole('combobox', { name: 'Kelas' })).toHaveAccessibleDescription('Pilih kelas dulu, ya');
  await expect(form().getByRole('checkbox', { name: /^Saya orangtua\/wali/ })).toHaveAccessibleDescription(
    'Centang persetujuan orangtua dulu, ya.',
  );
  await expectNoAxeViolations(page);

  await studentName.fill('Budi Santoso');
  await form().getByRole('combobox', { name: 'Kelas' }).selectOption('8');
  await form().getByRole('textbox', { name: 'Nama sekolah' }).fill('SMPN 1 Bandung');
  await form().getByRole('textbox', { name: 'Nama orangtua/wali' }).fill('Ibu Sari');
  const phone = form().getByRole('textbox', { name: 'Nomor WhatsApp orangtua' });
  await phone.fill('021 555 1234');
  await form().getByRole('checkbox', { name: /^Saya orangtua\/wali/ }).check();
  await submit.click();
  // Only the landline is refused; nothing typed is lost.
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Nomor tidak sesuai\. Gunakan minimal 9 angka dan tanpa karakter$/);
  await expect(studentName).toHaveValue('Budi Santoso');
  await expect(studentName).not.toHaveAttribute('aria-invalid');

  const number = parentPhone(testInfo.project.name, 1);
  await phone.fill(number);
  await submit.click();
  const done = page.getByRole('status').filter({ hasText: 'Pendaftaran diterima' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await expectNoAxeViolations(page);

  const e164 = `+62${number.replace(/\D/g, '').slice(1)}`;
  const rows = (await exportedRows(page.request, 'smartfest-registrations')).filter((row) => row.parent_phone === e164);
  expect(rows).toEqual([
    expect.objectContaining({
      student_name: 'Budi Santoso',
      grade: '8',
      school: 'SMPN 1 Bandung',
      parent_name: 'Ibu Sari',
      email: null,
      user_id: null,
    }),
  ]);
});

test('a logged-in parent registers a child; the row carries their account', async ({ page }, testInfo) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  await page.goto('/smartfest');
  const form = page.getByRole('form', { name: 'Formulir pendaftaran SmartFest' });
  const submit = form.getByRole('button', { name: 'Daftarkan siswa' });
  await waitForHydration(submit);
  await form.getByRole('textbox', { name: 'Nama lengkap siswa' }).fill('Nadia Putri');
  await form.getByRole('combobox', { name: 'Kelas' }).selectOption('5');
  await form.getByRole('textbox', { name: 'Nama sekolah' }).fill('SDN 3 Cimahi');
  await form.getByRole('textbox', { name: 'Nama orangtua/wali' }).fill('Ibu Sari Wulandari');
  const number = parentPhone(testInfo.project.name, 2);
  await form.getByRole('textbox', { name: 'Nomor WhatsApp orangtua' }).fill(number);
  await form.getByRole('textbox', { name: /^Email orangtua/ }).fill('sari@contoh.id');
  await form.getByRole('checkbox', { name: /^Saya orangtua\/wali/ }).check();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Pendaftaran diterima' })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The same child again (another tab, a double tap): told so, stored once.
  await page.goto('/smartfest');
  const again = page.getByRole('form', { name: 'Formulir pendaftaran SmartFest' });
  await waitForHydration(again.getByRole('button', { name: 'Daftarkan siswa' }));
  await again.getByRole('textbox', { name: 'Nama lengkap siswa' }).fill('nadia putri');
  await again.getByRole('combobox', { name: 'Kelas' }).selectOption('5');
  await again.getByRole('textbox', { name: 'Nama sekolah' }).fill('SDN 3 Cimahi');
  await again.getByRole('textbox', { name: 'Nama orangtua/wali' }).fill('Ibu Sari Wulandari');
  await again.getByRole('textbox', { name: 'Nomor WhatsApp orangtua' }).fill(number);
  await again.getByRole('checkbox', { name: /^Saya orangtua\/wali/ }).check();
  await again.getByRole('button', { name: 'Daftarkan siswa' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Siswa ini sudah terdaftar' })).toBeVisible();

  const e164 = `+62${number.replace(/\D/g, '').slice(1)}`;
  const rows = (await exportedRows(page.request, 'smartfest-registrations')).filter((row) => row.parent_phone === e164);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ student_name: 'Nadia Putri', grade: '5', email: 'sari@contoh.id', user_id: expect.any(String) });
});
