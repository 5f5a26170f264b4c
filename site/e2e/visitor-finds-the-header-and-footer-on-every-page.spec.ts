import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForHydration } from './support/hydration.ts';

// The (app) pages with the whole shell. The checkout pages do not exist yet: their header, menu
// and footer rules are covered by domain/src/routes/layout-visibility.test.ts and by
// site/src/features/shell/site-header-view.test.ts, which renders the header for each route.
// /slot-selection has the header without the footer (its own test below).
const SHELL_PAGES = ['/', '/bimbel', '/kebijakan-privasi', '/ketentuan-layanan', '/faq-pusat-bantuan', '/jadwal', '/gurujuara', '/bimbel/paket/utbk-snbt', '/bimbel-online', '/daftar-bimbel', '/daftar-bimbel-smp', '/smartfest', '/akademi'];
const FEATURES = [
  ['Bimbel', '/bimbel'],
  ['Tanya', '/tanya'],
  ['Jadwal dan Materi', '/jadwal'],
  ['Guru Juara', '/gurujuara'],
  ['SmartFest', '/smartfest'],
] as const;

for (const path of SHELL_PAGES) {
  test(`${path} has the header and the footer in its server HTML and passes axe`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('Minta info bimbel');

    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'CoBelajar', exact: true }),
    ).toHaveAttribute('href', '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}

test('/slot-selection has the header but not the footer, already in its server HTML', async ({ page, request }) => {
  const html = await (await request.get('/slot-selection?kelas=8')).text();
  expect(html).toMatch(/<header[^>]*>/);
  expect(html).not.toMatch(/<footer[^>]*>/);
  await page.goto('/slot-selection?kelas=8');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas live gratis bareng Guru Juara' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('the header opens WhatsApp with a prefilled message and links every feature', async ({ page }) => {
  await page.goto('/ketentuan-layanan');
  const isPhone = page.viewportSize()!.width < 768;
  if (isPhone) {
    const burger = page.getByRole('button', { name: 'Menu' });
    await waitForHydration(burger);
    await burger.click();
  }
  const whatsapp = page.getByRole('link', { name: 'Minta info bimbel' });
  await expect(whatsapp).toBeVisible();
  const href = new URL((await whatsapp.getAttribute('href'))!);
  expect(href.hostname).toBe('wa.me');
  expect(href.searchParams.get('text')).toBe('Halo, saya mau tanya info bimbel online.');
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  for (const [name, href] of FEATURES)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
});

test('the Download button shows on phones everywhere, on wide screens only on the bimbel pages', async ({
  page,
}) => {
  const isPhone = page.viewportSize()!.width < 768;
  const download = page.getByRole('banner').getByRole('link', { name: 'Download aplikasi CoBelajar' });

  await page.goto('/');
  if (isPhone) await expect(download).toBeVisible();
  else await expect(download).toBeHidden();

  await page.goto('/bimbel');
  await expect(download).toBeVisible();
  await expect(download).toHaveAttribute('href', /play\.google\.com|apps\.apple\.com/);
  if (isPhone) await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(menu.getByRole('link', { name: 'Bimbel', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Tanya', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the footer has the tagline, store badges, company links, contacts and social links', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Bimbel online Matematika untuk kelas 4 sampai 12')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Tersedia di Google Play' })).toHaveAttribute(
    'href',
    /^https:\/\/play\.google\.com\//,
  );
  await expect(footer.getByRole('link', { name: 'Download di App Store' })).toHaveAttribute(
    'href',
    /^https:\/\/apps\.apple\.com\//,
  );
  for (const [name, href] of FEATURES)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', { name: 'Karier' })).toHaveAttribute('href', /^https:\/\//);
  await expect(footer.getByRole('link', { name: 'Akademi Guru' })).toHaveAttribute('href', '/akademi');
  await expect(footer.getByRole('link', { name: 'Pusat Bantuan (FAQ)' })).toHaveAttribute(
    'href',
    '/faq-pusat-bantuan',
  );
  await expect(footer.getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
    'href',
    '/kebijakan-privasi',
  );
  await expect(footer.getByRole('link', { name: 'Ketentuan Layanan' })).toHaveAttribute(
    'href',
    '/ketentuan-layanan',
  );

  const purchase = footer.getByRole('link', { name: /Beli paket lewat WhatsApp/ });
  expect(new URL((await purchase.getAttribute('href'))!).searchParams.get('text')).toBe(
    'Halo, saya mau beli paket bimbel.',
  );
  await expect(footer.getByRole('link', { name: /^Telepon/ })).toHaveAttribute('href', /^tel:\+62/);
  await expect(footer.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.locator('address')).toContainText('Jakarta Selatan');
  for (const network of ['Instagram', 'TikTok', 'YouTube', 'Facebook']) {
    const link = footer.getByRole('link', { name: `CoBelajar di ${network}` });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    const box = (await link.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  // The badges are real images that loaded (not broken).
  await footer.scrollIntoViewIfNeeded();
  for (const alt of ['Tersedia di Google Play', 'Download di App Store']) {
    await expect
      .poll(() =>
        footer
          .getByRole('img', { name: alt })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
  await footer.screenshot({ path: testInfo.outputPath('footer.png') });
});
