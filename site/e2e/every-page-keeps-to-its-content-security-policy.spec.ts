import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { leadForm, LEAD_TITLES } from './support/lead-form.ts';
import { HLS_QUESTION, MP4_QUESTION, playerOf, waitForPlayer } from './support/tanya-video-page.ts';

/**
 * Issue 13: every HTML page carries a nonce-based Content-Security-Policy (decision 068), and
 * none of them breaks it — Waku's payload scripts, the prerendered pages, the micro-cached Tanya
 * pages and the scripts they load (hls.js and its worker) all run, and nothing is refused.
 */

/** Every CSP refusal the page meets: console messages and `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, `${path} has a policy`).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  // Every script of the page carries this response's nonce (the DOM hides it: read the property).
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const nonces = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThan(0);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  return nonce;
}

test('no page type meets a Content-Security-Policy refusal, and each still works', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  // Home (prerendered): the lead modal opens from the banner.
  await visit(page, '/');
  const cta = page.getByRole('button', { name: 'Minta info Bimbel' }).first();
  await waitForHydration(cta);
  await cta.click();
  await expect(leadForm(page).dialog.getByRole('heading', { name: LEAD_TITLES.details })).toBeVisible();
  await leadForm(page).close.click();

  await visit(page, '/bimbel');
  await visit(page, '/login');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await visit(page, '/contact-me');
  await waitForHydration(page.getByRole('button', { name: 'Minta info Bimbel' }).first());
  // The UTBK-SNBT page (issue 15): server-rendered, micro-cached, with JSON-LD blocks.
  await visit(page, '/bimbel/paket/utbk-snbt');
  await waitForHydration(page.getByRole('button', { name: 'Minta info paket', exact: true }));
  // Slot selection (dynamic, per visitor): its slot picker hydrates under the policy.
  await visit(page, '/slot-selection?sesi=matematika-8-semua-merdeka');
  await waitForHydration(page.getByRole('link', { name: 'Masuk untuk pesan kursi' }));

  // A Tanya list and a video page from the micro-cache (another visitor rendered them a moment
  // ago): each answer has a nonce of its own, and the page works.
  for (const path of ['/tanya', MP4_QUESTION.path]) {
    const otherVisitor = await page.request.get(path);
    const nonce = await visit(page, path);
    expect(nonce).not.toBe(
      /'nonce-([^']+)'/.exec(otherVisitor.headers()['content-security-policy'] ?? '')?.[1],
    );
  }
  expect((await page.request.get('/tanya')).headers()['x-page-cache']).toBe('hit');
  await waitForPlayer(page);
  // A reload revalidates (304): the stored page and its stored policy still agree.
  await page.reload();
  await waitForPlayer(page);

  // HLS: hls.js loads on play, with its blob: worker.
  await visit(page, HLS_QUESTION.path);
  await waitForPlayer(page);
  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect
    .poll(() =>
      page
        .locator('video')
        .evaluate((video: HTMLVideoElement) => video.currentTime > 0 || video.readyState >= 2),
    )
    .toBe(true);

  await visit(page, '/tidak-ada-halaman-ini', 404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();

  expect(violations).toEqual([]);
});
