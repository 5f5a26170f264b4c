import { expect as baseExpect, test } from './support/fixtures.ts';

// Each step waits on the server (embedded PostgreSQL) and often a full page load: generous waits
// keep the journeys steady on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// What only a logged-in student may see on /bimbel/user.
const PRIVATE_MARKERS = ['Halo,', 'Langganan Bimbel', 'Lihat profilku'];

test('a visitor without a session opening /bimbel/user is redirected to /login by the server, before any private HTML', async ({
  page,
}) => {
  const first = await page.request.get('/bimbel/user', { maxRedirects: 0 });
  expect(first.status()).toBe(307);
  expect(first.headers()['location']).toBe('/login?redirect=%2Fbimbel%2Fuser');
  const firstBody = await first.text();
  for (const marker of PRIVATE_MARKERS) expect(firstBody).not.toContain(marker);

  const htmlSeen: string[] = [];
  page.on('response', async (response) => {
    if ((response.headers()['content-type'] ?? '').includes('text/html'))
      htmlSeen.push(await response.text().catch(() => ''));
  });
  await page.goto('/bimbel/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbimbel%2Fuser$/);
  for (const html of htmlSeen) for (const marker of PRIVATE_MARKERS) expect(html).not.toContain(marker);
  await expect(page.getByText('Halo,')).toHaveCount(0);
});

test("the page's client-side payload (RSC) is refused the same way", async ({ page }) => {
  await page.goto('/');
  // The request a client-side navigation to /bimbel/user makes.
  const rsc = await page.request.get('/RSC/R/bimbel/user.txt', { maxRedirects: 0 });
  const body = await rsc.text();
  for (const marker of PRIVATE_MARKERS) expect(body).not.toContain(marker);
});

test('a refresh cookie alone sends the visitor to /auth-redirect to renew the session and come back', async ({
  page,
}) => {
  const response = await page.request.get('/bimbel/user', {
    maxRedirects: 0,
    headers: { cookie: 'bimbel_refresh=some-refresh-token' },
  });
  expect(response.status()).toBe(307);
  expect(response.headers()['location']).toBe('/auth-redirect?to=%2Fbimbel%2Fuser');
});

test('the private page is never stored by caches', async ({ page }) => {
  const response = await page.request.get('/bimbel/user', { maxRedirects: 0 });
  expect(response.headers()['cache-control']).toContain('no-store');
});
