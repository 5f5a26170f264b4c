import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { LEAD_TITLES, leadForm } from './support/lead-form.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';
import type { Page } from '@playwright/test';

// docs/product §9: the lead form opens by itself 15000 ms after /contact-me opens. The page's clock is
// fake (page.clock), so the journeys fast-forward instead of waiting.

async function openContactMeWithFakeClock(page: Page) {
  await page.clock.install();
  await page.goto('/contact-me');
  await waitForHydration(page.getByRole('button', { name: 'Minta info Bimbel' }));
}

test('the form opens by itself after 15 seconds, and only once per browser session', async ({ page }) => {
  await openContactMeWithFakeClock(page);
  const form = leadForm(page);
  await page.clock.fastForward(12_000);
  await expect(form.dialog).toHaveCount(0);
  await page.clock.fastForward(4_000);
  await expect(form.dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
  await form.close.click();
  await expect(form.dialog).toHaveCount(0);

  // The same tab, a new page view: never twice in a session.
  await page.reload();
  await waitForHydration(page.getByRole('button', { name: 'Minta info Bimbel' }));
  await page.clock.fastForward(30_000);
  await expect(form.dialog).toHaveCount(0);
});

test('a visitor who opened the form by hand does not get it again by itself', async ({ page }) => {
  await openContactMeWithFakeClock(page);
  await page.getByRole('button', { name: 'Minta info Bimbel' }).click();
  const form = leadForm(page);
  await expect(form.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form.dialog).toHaveCount(0);
  await page.clock.fastForward(30_000);
  await expect(form.dialog).toHaveCount(0);
});

test('the form waits while another dialog is open, then opens', async ({ page }) => {
  await openContactMeWithFakeClock(page);
  // Stands for any other modal of the site (profile, popup…).
  await page.evaluate(() => {
    const other = document.createElement('div');
    other.id = 'other-dialog';
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-label', 'Dialog lain');
    document.body.append(other);
  });
  await page.clock.fastForward(20_000);
  await expect(page.getByRole('heading', { name: LEAD_TITLES.details })).toHaveCount(0);

  await page.evaluate(() => document.getElementById('other-dialog')?.remove());
  await page.clock.fastForward(1_500);
  await expect(page.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
});

test('a logged-in PAID subscriber never gets the form by itself', async ({ page }) => {
  // Ibu Sari's account opens on Raka, a PAID student.
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  const status = page.waitForResponse('**/sessions/v2/students/subscription-status');
  await openContactMeWithFakeClock(page);
  // The page has learnt the status; the body is read again through the same cookies, because
  // the browser may have let go of the page's copy by now.
  await status;
  const answer = await page.request.get('/sessions/v2/students/subscription-status');
  expect(
    ((await answer.json()) as { data: { subscriptionStatus: { subscriptionType: string } } }).data.subscriptionStatus
      .subscriptionType,
  ).toBe('PAID');
  await page.clock.fastForward(30_000);
  await expect(leadForm(page).dialog).toHaveCount(0);
});
