import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoTokens, logInThroughLoginPage, storedUserData } from './support/login-steps.ts';
import { chooseOption, chooseRadio, newNumberFor } from './support/sign-up-steps.ts';

test('a new number signs up as a student, is logged in on /bimbel, and updates the profile later', async ({
  page,
  context,
}, testInfo) => {
  // Three steps, a detour, the registration and a profile change, with axe at each: a long journey.
  test.setTimeout(90_000);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const main = page.getByRole('main');
  await logInThroughLoginPage(page, newNumberFor(testInfo, 'student'));

  // Step 1: the role. The register token is kept; nothing else is known yet.
  await expect(page).toHaveURL(/\/user\/select-role$/);
  expect(await storedUserData(page)).toMatchObject({
    primary_user: null,
    register_token: expect.any(String),
  });
  await expect(main.getByRole('heading', { level: 1, name: 'Kamu daftar sebagai siapa?' })).toBeVisible();
  await expect(main.getByText('Langkah 1 dari 3')).toBeVisible();
  const next = main.getByRole('button', { name: 'Lanjut' });
  await expect(next).toBeDisabled();
  await expectNoAxeViolations(page);
  await shot('sign-up-1-role');
  await main.getByRole('radio', { name: /Murid/ }).check();
  await next.click();

  // Step 2: the details, every missing field named at once, the focus on the first.
  await expect(page).toHaveURL(/\/user\/register\/user-details$/);
  await expect(main.getByText('Langkah 2 dari 3')).toBeVisible();
  await main.getByRole('button', { name: 'Lanjut' }).click();
  await expect(main.getByText('Tulis minimal 2 karakter, ya.')).toBeVisible();
  await expect(main.getByText('Pilih jenjang sekolah dulu, ya.')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Nama lengkap' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot('sign-up-2-details-errors');

  await main.getByRole('textbox', { name: 'Nama lengkap' }).fill('Budi Santoso');
  await chooseRadio(main, 'SMA/MA');
  await chooseOption(main, page, 'Kelas', 'Kelas 11');
  await main.getByRole('button', { name: 'Lanjut' }).click();
  await expect(main.getByText('Pilih jurusan IPA atau IPS dulu, ya.')).toBeVisible();
  await chooseRadio(main, 'IPA');
  await main.getByRole('textbox', { name: 'Email (opsional)' }).fill('budi@');
  await main.getByRole('button', { name: 'Lanjut' }).click();
  await expect(main.getByText('Format email belum benar. Contoh: nama@email.com')).toBeVisible();
  await main.getByRole('textbox', { name: 'Email (opsional)' }).fill('budi@example.id');
  await expectNoAxeViolations(page);
  await shot('sign-up-3-details');
  await main.getByRole('button', { name: 'Lanjut' }).click();

  // Step 3: the location, with a summary of the details and the way back to change them.
  await expect(page).toHaveURL(/\/user\/register\/add-location$/);
  await expect(main.getByText('Langkah 3 dari 3')).toBeVisible();
  const summary = main.getByRole('region', { name: 'Data diri' });
  await expect(summary).toContainText('Budi Santoso');
  await expect(summary).toContainText('Kelas 11 IPA SMA/MA');
  await main.getByRole('button', { name: 'Daftar' }).click();
  await expect(main.getByText('Pilih provinsi dulu, ya.')).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseOption(main, page, 'Provinsi', 'Jawa Barat');
  await main.getByRole('textbox', { name: 'Kota atau kabupaten' }).fill('Kota Bandung');
  await expectNoAxeViolations(page);
  await shot('sign-up-4-location');

  await summary.getByRole('link', { name: 'Ubah data diri' }).click();
  await expect(page).toHaveURL(/\/user\/register\/update-user-details$/);
  const name = main.getByRole('textbox', { name: 'Nama lengkap' });
  await expect(name).toHaveValue('Budi Santoso');
  await name.fill('Budi Santoso Putra');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/user\/register\/add-location$/);
  await expect(main.getByRole('region', { name: 'Data diri' })).toContainText('Budi Santoso Putra');
  // The location typed before the detour is still there.
  await expect(main.getByRole('textbox', { name: 'Kota atau kabupaten' })).toHaveValue('Kota Bandung');

  await main.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/bimbel$/);
  const stored = await storedUserData(page);
  expect(stored).toMatchObject({
    primary_user: {
      full_name: 'Budi Santoso Putra',
      role: 'student',
      grade: 11,
      stream: 'IPA',
      email: 'budi@example.id',
    },
    parent_user: null,
    register_token: null,
  });
  expectNoTokens(stored);
  expect((await context.cookies()).find((cookie) => cookie.name === 'bimbel_auth')?.httpOnly).toBe(true);
  // The sign-up answers are gone with the registration.
  expect(await page.evaluate(() => sessionStorage.getItem('bimbel_registration_draft'))).toBeNull();

  // Later: the student changes its grade.
  await page.goto('/user/update-user');
  await expect(main.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue('Budi Santoso Putra');
  await expect(main.getByRole('radio', { name: 'SMA/MA' })).toBeChecked();
  await chooseOption(main, page, 'Kelas', 'Kelas 12');
  await main.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Sip, datamu berhasil diperbarui.')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot('update-user');
  expect(await storedUserData(page)).toMatchObject({
    primary_user: { full_name: 'Budi Santoso Putra', grade: 12 },
  });
});

test('a new number signs up as a parent with a child, adds another child and chooses who learns', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const main = page.getByRole('main');
  await logInThroughLoginPage(page, newNumberFor(testInfo, 'parent'));
  await expect(page).toHaveURL(/\/user\/select-role$/);
  await main.getByRole('radio', { name: /Orangtua/ }).check();
  await main.getByRole('button', { name: 'Lanjut' }).click();

  await expect(page).toHaveURL(/\/user\/register\/user-details$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Data anak' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Nama orangtua' }).fill('Ibu Ratna');
  await main.getByRole('textbox', { name: 'Nama anak' }).fill('Sinta Ayu');
  await chooseRadio(main, 'SD');
  await chooseOption(main, page, 'Kelas', 'Kelas 5');
  await expectNoAxeViolations(page);
  await shot('sign-up-parent-details');
  await main.getByRole('button', { name: 'Lanjut' }).click();

  await expect(page).toHaveURL(/\/user\/register\/add-location$/);
  await chooseOption(main, page, 'Provinsi', 'Bali');
  await main.getByRole('textbox', { name: 'Kota atau kabupaten' }).fill('Denpasar');
  await main.getByRole('button', { name: 'Daftar' }).click();
  await expect(page).toHaveURL(/\/bimbel$/);
  expect(await storedUserData(page)).toMatchObject({
    primary_user: { full_name: 'Sinta Ayu', role: 'student', grade: 5 },
    parent_user: { name: 'Ibu Ratna' },
  });

  await page.goto('/user/add-user');
  await main.getByRole('button', { name: 'Tambah anak' }).click();
  await expect(main.getByText('Tulis minimal 2 karakter, ya.')).toBeVisible();
  await main.getByRole('textbox', { name: 'Nama anak' }).fill('Bima Sakti');
  await chooseRadio(main, 'SMP/MTs');
  await chooseOption(main, page, 'Kelas', 'Kelas 8');
  await expectNoAxeViolations(page);
  await shot('add-user');
  await main.getByRole('button', { name: 'Tambah anak' }).click();

  // The picker says so and offers the new child first; a reload would not repeat the note.
  await expect(main.getByText('Sip, data anak berhasil ditambahkan.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/select-student$/);
  await expect(main.getByRole('radio')).toHaveCount(2);
  await expect(main.getByRole('radio', { name: /Bima Sakti/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Pilih profil' }).click();
  await expect(page).toHaveURL(/\/bimbel$/);
  expect(await storedUserData(page)).toMatchObject({
    primary_user: { full_name: 'Bima Sakti', grade: 8, class_type: 'SMP/MTs' },
    student_users: [{ full_name: 'Sinta Ayu' }, { full_name: 'Bima Sakti' }],
  });
});

test('the sign-up steps send a visitor without a register token to /login', async ({ page }) => {
  await page.goto('/user/register/add-location');
  await expect(page).toHaveURL(/\/login$/);
});
