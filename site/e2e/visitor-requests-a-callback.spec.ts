import { expectNoAxeViolations } from './axe.ts';
import { exportedLeadsFor } from './support/admin-leads.ts';
import { expect, test } from './support/fixtures.ts';
import {
  chooseGrade,
  chooseRequester,
  LEAD_MESSAGES,
  LEAD_TITLES,
  leadForm,
  openLeadFormOnContactMe,
  uniquePhone,
} from './support/lead-form.ts';
import { waitForHydration } from './support/hydration.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

test('a visitor sees every message of the form, sends it, and the lead reaches the export', async ({
  page,
}, testInfo) => {
  // Four axe runs and a full-page screenshot: more than the default 30 s on a busy 2-core machine.
  test.slow();
  await page.goto('/contact-me');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('contact-me.png'), fullPage: true });

  const form = await openLeadFormOnContactMe(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('lead-details.png') });

  // Sending nothing shows the three field messages of docs/product §5, each tied to its field.
  await form.submit.click();
  await expect(form.phone).toHaveAccessibleDescription(LEAD_MESSAGES.phoneNumber);
  await expect(form.name).toHaveAccessibleDescription(LEAD_MESSAGES.name);
  await expect(form.dialog.getByText(LEAD_MESSAGES.grade)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('lead-details-errors.png') });

  // Validated on change: a one-letter name and a short or lettered number keep their messages…
  await form.name.fill('S');
  await expect(form.name).toHaveAccessibleDescription(LEAD_MESSAGES.name);
  await form.phone.fill('812-abc');
  await expect(form.phone).toHaveAccessibleDescription(LEAD_MESSAGES.phoneNumber);
  await form.phone.fill('021 555 1234');
  await expect(form.phone).toHaveAccessibleDescription(LEAD_MESSAGES.phoneNumber);

  // …and valid values clear them as they are typed.
  const phone = uniquePhone();
  const name = `Ibu Sari ${testInfo.project.name}`;
  await form.phone.fill(phone.typed);
  await expect(form.phone).toHaveAccessibleDescription('');
  await form.name.fill(name);
  await expect(form.name).toHaveAccessibleDescription('');
  await chooseGrade(page, 7);
  await expect(form.dialog.getByText(LEAD_MESSAGES.grade)).toHaveCount(0);

  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
  await expect(form.dialog).toContainText(`+62 812-${phone.e164.slice(6, 10)}-${phone.e164.slice(10)}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('lead-success.png') });

  const leads = await exportedLeadsFor(page.request, phone.e164);
  expect(leads).toEqual([
    expect.objectContaining({
      name,
      grade: '7',
      source_page: 'in-house ads',
      user_type: 'student',
      reason: null,
      user_id: null,
    }),
  ]);

  await form.done.click();
  await expect(form.dialog).toHaveCount(0);
});

test('a failing backend shows "Ada yang salah" and keeps the form with everything typed', async ({
  page,
}, testInfo) => {
  // The backend answers 503 — once the journey has looked at the form while it is sending.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/callmeback', async (route) => {
    await answered;
    // Backend words no family should read (docs/product §8: only Indonesian copy under the title).
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'relation "leads" does not exist' } }),
    });
  });
  const form = await openLeadFormOnContactMe(page);
  const phone = uniquePhone();
  await form.phone.fill(phone.typed);
  await form.name.fill('Pak Budi');
  await chooseGrade(page, 9);
  await form.submit.click();

  // Sending: the button shows its loading state, and Escape does not drop the half-sent lead.
  const sendingButton = form.dialog.getByRole('button', { name: /Mengirim/ });
  await expect(sendingButton).toBeVisible();
  await expect(sendingButton).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(form.dialog).toBeVisible();
  answer();

  await expect(page.getByText('Ada yang salah', { exact: true })).toBeVisible();
  await expect(page.getByText('Coba kirim lagi, ya.', { exact: true })).toBeVisible();
  await expect(page.getByText(/relation|does not exist/)).toHaveCount(0);
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
  await expect(form.phone).toHaveValue(phone.typed);
  await expect(form.name).toHaveValue('Pak Budi');
  await expect(form.grade).toContainText('Kelas - 9');
  await expect(form.submit).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('lead-failed.png') });

  // Once the backend answers again, the same form sends the same lead, once.
  await page.unroute('**/api/v1/callmeback');
  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
  expect(await exportedLeadsFor(page.request, phone.e164)).toHaveLength(1);
});

test('a visitor completes the form with the keyboard only', async ({ page }) => {
  await page.goto('/contact-me');
  const cta = page.getByRole('button', { name: 'Minta info Bimbel' });
  await waitForHydration(cta);
  // Tab from the top of the page to the call to action.
  for (
    let press = 0;
    press < 10 && !(await cta.evaluate((node) => node === document.activeElement));
    press += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(cta).toBeFocused();
  await page.keyboard.press('Enter');
  const form = leadForm(page);
  await expect(form.dialog).toBeVisible();

  for (
    let press = 0;
    press < 5 && !(await form.phone.evaluate((node) => node === document.activeElement));
    press += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(form.phone).toBeFocused();
  const phone = uniquePhone();
  await page.keyboard.type(phone.typed);
  await page.keyboard.press('Tab');
  await expect(form.name).toBeFocused();
  await page.keyboard.type('Ibu Rina');
  await page.keyboard.press('Tab');
  await expect(form.grade).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list opens on its first option (Kelas - 4): two more steps down is Kelas - 6.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.grade).toContainText('Kelas - 6');
  await expect(form.grade).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.submit).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(form.done).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.dialog).toHaveCount(0);
  // Focus goes back to where the visitor was.
  await expect(cta).toBeFocused();
  expect(await exportedLeadsFor(page.request, phone.e164)).toEqual([
    expect.objectContaining({ name: 'Ibu Rina', grade: '6' }),
  ]);
});

test('Escape on the details step closes the form without sending anything', async ({ page }) => {
  const form = await openLeadFormOnContactMe(page);
  const phone = uniquePhone();
  await form.phone.fill(phone.typed);
  await page.keyboard.press('Escape');
  await expect(form.dialog).toHaveCount(0);
  expect(await exportedLeadsFor(page.request, phone.e164)).toEqual([]);
});

test('a logged-in student finds the form filled in, and the lead is stored as theirs', async ({ page }) => {
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  const form = await openLeadFormOnContactMe(page);
  await expect(form.phone).toHaveValue('81100000002');
  await expect(form.name).toHaveValue('Dimas Ardiansyah');
  await expect(form.grade).toContainText('Kelas - 11');
  await expect(form.requester.getByRole('radio', { name: 'Saya murid' })).toBeChecked();
  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();

  const leads = await exportedLeadsFor(page.request, '+6281100000002');
  expect(leads.length).toBeGreaterThan(0);
  for (const lead of leads) expect(lead).toMatchObject({ user_id: expect.any(String), user_type: 'student' });
});

test("a student whose account has a parent finds the parent's data under the parent's labels, and can ask as themself", async ({
  page,
}) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  const form = await openLeadFormOnContactMe(page);
  // The labels, the choice and the values name the same person (decision 086).
  await expect(form.requester.getByRole('radio', { name: 'Saya orangtua' })).toBeChecked();
  await expect(form.dialog.getByRole('textbox', { name: 'Nama orangtua' })).toHaveValue('Ibu Sari Wulandari');
  await expect(form.dialog.getByRole('textbox', { name: /Nomor WhatsApp orangtua/ })).toHaveValue(
    '81100000001',
  );
  await expectNoAxeViolations(page);

  await chooseRequester(page, 'Saya murid');
  await expect(form.dialog.getByRole('textbox', { name: 'Nama kamu' })).not.toHaveValue('Ibu Sari Wulandari');
  await expect(form.dialog.getByRole('textbox', { name: /Nomor WhatsApp kamu/ })).toBeVisible();
  await chooseRequester(page, 'Saya orangtua');
  await expect(form.dialog.getByRole('textbox', { name: 'Nama orangtua' })).toHaveValue('Ibu Sari Wulandari');

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/callmeback') && request.method() === 'POST',
  );
  await form.submit.click();
  expect((await sent).postDataJSON()).toMatchObject({
    user_type: 'parent',
    name: 'Ibu Sari Wulandari',
    phone_number: '+6281100000001',
  });
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
});

test('a visitor who says they are the parent is asked for the parent’s data, and the lead says so', async ({
  page,
}) => {
  const form = await openLeadFormOnContactMe(page);
  // docs/product §3: the student asks by default; the labels say so.
  await expect(form.requester.getByRole('radio', { name: 'Saya murid' })).toBeChecked();
  await expect(form.dialog.getByRole('textbox', { name: 'Nama kamu' })).toBeVisible();
  await chooseRequester(page, 'Saya orangtua');
  const phone = uniquePhone();
  await form.dialog.getByRole('textbox', { name: /Nomor WhatsApp orangtua/ }).fill(phone.typed);
  await form.dialog.getByRole('textbox', { name: 'Nama orangtua' }).fill('Pak Joko');
  await chooseGrade(page, 5);
  await expectNoAxeViolations(page);
  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();
  expect(await exportedLeadsFor(page.request, phone.e164)).toEqual([
    expect.objectContaining({ name: 'Pak Joko', user_type: 'parent' }),
  ]);
});

test('a visitor asks for a callback from the Tanya banner, and the lead says it came from there', async ({
  page,
}) => {
  await page.goto('/tanya');
  const banner = page.getByRole('region', { name: 'Mau dijelaskan langsung sama guru?' });
  const cta = banner.getByRole('button', { name: 'Minta info Bimbel' });
  await waitForHydration(cta);
  await cta.click();
  const form = leadForm(page);
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();

  const phone = uniquePhone();
  await form.phone.fill(phone.typed);
  await form.name.fill('Bu Wulan');
  await chooseGrade(page, 8);
  await form.submit.click();
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.success })).toBeVisible();

  expect(await exportedLeadsFor(page.request, phone.e164)).toEqual([
    expect.objectContaining({
      name: 'Bu Wulan',
      grade: '8',
      source_page: 'Tanya Page Banner',
      user_id: null,
    }),
  ]);
  await form.done.click();
  await expect(form.dialog).toHaveCount(0);
  await expect(cta).toBeFocused();
});
