import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { DEMO_PHONES } from './support/session.ts';
import { expectNoTokens, loginForm, logInThroughLoginPage, storedUserData } from './support/login-steps.ts';

test('a student logs in with the WhatsApp code and lands on /bimbel, with no token in storage', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/login');
  const form = loginForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk atau daftar' })).toBeVisible();
  await expect(form.phone).toBeFocused();
  await expect(form.phone).toHaveAttribute('inputmode', 'numeric');
  await expect(form.main.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-1-number.png'), fullPage: true });

  // A number that is not an Indonesian mobile number: docs/product §5's message, and the number stays.
  await form.phone.fill('0215551234');
  await form.sendCode.click();
  await expect(
    form.main.getByText('Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter'),
  ).toBeVisible();
  await expect(form.phone).toHaveValue('0215551234');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-2-number-error.png'), fullPage: true });

  await form.phone.fill('811-0000-0002');
  await form.sendCode.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan kode' })).toBeVisible();
  await expect(form.code).toBeFocused();
  await expect(form.code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(form.code).toHaveAttribute('inputmode', 'numeric');
  await expect(form.main.getByText('Dikirim lewat WhatsApp ke +62 811-0000-0002.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-3-code.png'), fullPage: true });

  await form.code.pressSequentially('123456');
  await expect(page).toHaveURL(/\/bimbel$/);
  const stored = await storedUserData(page);
  expect(stored).toMatchObject({
    primary_user: { full_name: 'Dimas Ardiansyah', role: 'student', grade: 11 },
    register_token: null,
  });
  expect(stored?.expires_at).toEqual(expect.any(Number));
  expectNoTokens(stored);
  const authCookie = (await context.cookies()).find((cookie) => cookie.name === 'bimbel_auth');
  expect(authCookie?.httpOnly).toBe(true);
});

test('a wrong code says how many tries are left, and the right code still logs in', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  const form = loginForm(page);
  await form.phone.fill(DEMO_PHONES.studentTrial);
  await form.sendCode.click();
  await form.code.pressSequentially('111111');
  await expect(form.main.getByText('Kode salah. Coba lagi, ya. Sisa 4 kesempatan lagi.')).toBeVisible();
  await expect(form.code).toHaveValue('');
  await expect(form.code).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-4-wrong-code.png'), fullPage: true });

  await form.code.pressSequentially('222222');
  await expect(form.main.getByText('Kode salah. Coba lagi, ya. Sisa 3 kesempatan lagi.')).toBeVisible();
  await form.code.pressSequentially('123456');
  await expect(page).toHaveURL(/\/bimbel$/);
});

test('a new code can be asked for after 90 seconds, also by SMS, and the number can be changed', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/login');
  const form = loginForm(page);
  await form.phone.fill(DEMO_PHONES.studentTrial);
  await form.sendCode.click();
  const again = form.main.getByRole('button', { name: 'Kirim ulang lewat WhatsApp' });
  const bySms = form.main.getByRole('button', { name: 'Kirim lewat SMS' });
  await expect(again).toBeDisabled();
  await expect(bySms).toBeDisabled();
  await expect(form.main.getByText(/Kamu bisa minta kode baru dalam 01:(30|29)\./)).toBeVisible();

  await page.clock.fastForward(60_000);
  await expect(form.main.getByText(/dalam 00:(30|29)\./)).toBeVisible();
  await expect(bySms).toBeDisabled();

  await page.clock.fastForward(30_000);
  await expect(bySms).toBeEnabled();
  await expect(again).toBeEnabled();
  await expect(
    form.main.getByRole('status').filter({ hasText: 'Sekarang kamu bisa minta kode baru.' }),
  ).toBeAttached();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('login-5-resend.png'), fullPage: true });

  await bySms.click();
  await expect(form.main.getByText('Kode baru sudah dikirim lewat SMS.')).toBeVisible();
  await expect(form.main.getByText('Dikirim lewat SMS ke +62 811-0000-0002.')).toBeVisible();
  await expect(form.main.getByRole('button', { name: 'Kirim ulang lewat SMS' })).toBeDisabled();

  // Back to the number: it is still there, and the same number goes straight back to the code.
  await form.main.getByRole('button', { name: 'Ubah nomor' }).click();
  await expect(form.phone).toHaveValue(DEMO_PHONES.studentTrial);
  await expect(form.phone).toBeFocused();
  await form.sendCode.click();
  await form.code.pressSequentially('123456');
  await expect(page).toHaveURL(/\/bimbel$/);
});

test('a student logs in with the keyboard only', async ({ page }) => {
  await page.goto('/login');
  const form = loginForm(page);
  await expect(form.phone).toBeFocused();
  await page.keyboard.type('81100000002');
  await page.keyboard.press('Tab');
  await expect(form.main.getByRole('radio', { name: 'WhatsApp' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.main.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.sendCode).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.code).toBeFocused();
  await expect(form.main.getByText('Dikirim lewat SMS ke +62 811-0000-0002.')).toBeVisible();
  await page.keyboard.type('123456');
  await expect(page).toHaveURL(/\/bimbel$/);
  expect(await storedUserData(page)).toMatchObject({ primary_user: { full_name: 'Dimas Ardiansyah' } });
});

test('a parent with two students chooses who learns now before going on', async ({ page }, testInfo) => {
  await logInThroughLoginPage(page, DEMO_PHONES.parentWithTwoStudents);
  await expect(page).toHaveURL(/\/user\/select-student$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Siapa yang mau belajar?' })).toBeVisible();
  const choose = main.getByRole('button', { name: 'Pilih profil' });
  await expect(choose).toBeDisabled();
  await expect(main.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('select-student.png'), fullPage: true });

  await main.getByRole('radio', { name: /Nadia/ }).check();
  await expect(choose).toBeEnabled();
  await choose.click();
  await expect(page).toHaveURL(/\/bimbel$/);
  const stored = await storedUserData(page);
  expect(stored).toMatchObject({ primary_user: { full_name: 'Nadia Putri', role: 'student' } });
  expectNoTokens(stored);
});

test("on a phone the channel choice follows the number's helper text without an empty gap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  const form = loginForm(page);
  await expect(form.phone).toBeFocused();
  const helper = form.main.getByText('Pakai nomor yang aktif di WhatsApp atau bisa terima SMS.');
  const channels = form.main.getByRole('radiogroup', { name: 'Kirim kode lewat' });
  const gap = async () => {
    const [above, below] = [await helper.boundingBox(), await channels.boundingBox()];
    return (below?.y ?? Infinity) - ((above?.y ?? 0) + (above?.height ?? 0));
  };
  // Two reserved error lines (40 px) used to sit between them; now only the form's own spacing.
  expect(await gap()).toBeLessThanOrEqual(16);
  // A wrong number still shows its message there (and the choice moves down for it).
  await form.phone.fill('0215551234');
  await form.sendCode.click();
  await expect(
    form.main.getByText('Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter'),
  ).toBeVisible();
  await expect(channels).toBeVisible();
});
