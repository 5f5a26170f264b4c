import { UUID_PATTERN_SOURCE } from '@bimbel/domain/validation/uuid';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { readBreadcrumbList, readHeadSeo } from './support/page-seo.ts';

const VIDEO_PATH = new RegExp(`^/tanya/${UUID_PATTERN_SOURCE}/[a-z0-9]+(?:-[a-z0-9]+)*$`);

test('a visitor browses Tanya: home, a grade, a chapter, a topic, and a video card', async ({
  page,
  baseURL,
}, testInfo) => {
  const response = await page.goto('/tanya');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('s-maxage=');
  await expect(page.getByRole('heading', { level: 1, name: 'Tanya: video pembahasan soal' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Cari video pembahasan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Minta info Bimbel' })).toBeVisible();

  const seo = await readHeadSeo(page);
  expect(seo.title).toBe('Tanya: Video Pembahasan Soal Matematika, Fisika, Kimia | CoBelajar');
  expect(seo.canonical).toBe(`${baseURL}/tanya`);
  expect(seo.ogUrl).toBe(`${baseURL}/tanya`);
  expect(seo.ogType).toBe('website');
  expect(seo.ogImage).toMatch(new RegExp(`^${baseURL}/media/tanya/.+\\.jpg$`));
  expect(seo.description?.length).toBeGreaterThan(50);
  expect(await readBreadcrumbList(page)).toEqual([
    { name: 'CoBelajar', item: `${baseURL}/` },
    { name: 'Tanya', item: `${baseURL}/tanya` },
  ]);
  // Six recommended videos, the first thumbnails eager and the rest lazy, each with its size.
  const recommended = page.getByRole('region', { name: 'Video pilihan' }).getByRole('article');
  await expect(recommended).toHaveCount(6);
  const thumbnails = page.getByRole('region', { name: 'Video pilihan' }).locator('img');
  await expect(thumbnails.first()).toHaveAttribute('loading', 'eager');
  await expect(thumbnails.last()).toHaveAttribute('loading', 'lazy');
  await expect(thumbnails.last()).toHaveAttribute('width', /\d+/);
  await expect(thumbnails.last()).toHaveAttribute('height', /\d+/);
  await page.evaluate(() => document.fonts.ready);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-home.png'), fullPage: true });

  // Grade 10 and its subjects; Fisika has the chapter "Gerak Lurus".
  await page
    .getByRole('navigation', { name: 'Atau pilih kelas' })
    .getByRole('link', { name: 'Kelas 10' })
    .click();
  await expect(page).toHaveURL(/\/tanya#kelas-10$/);
  const physics10 = page.getByRole('region', { name: 'Fisika kelas 10' });
  await expect(physics10).toBeInViewport();
  await physics10.getByRole('link', { name: 'Gerak Lurus', exact: true }).click();

  await expect(page).toHaveURL(/\/tanya\/chapter\/10\/fisika\/gerak-lurus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerak Lurus' })).toBeFocused();
  const trail = page.getByRole('navigation', { name: 'Jejak halaman' });
  await expect(trail.getByRole('listitem')).toHaveText(['Tanya', 'Kelas 10', 'Fisika', 'Gerak Lurus']);
  await expect(trail.getByRole('link', { name: 'Kelas 10' })).toHaveAttribute('href', '/tanya#kelas-10');
  await expect(page).toHaveTitle('Gerak Lurus: Video Pembahasan Fisika Kelas 10 | CoBelajar');
  expect(await readBreadcrumbList(page)).toEqual([
    { name: 'Tanya', item: `${baseURL}/tanya` },
    { name: 'Gerak Lurus', item: `${baseURL}/tanya/chapter/10/fisika/gerak-lurus` },
  ]);
  expect((await readHeadSeo(page)).canonical).toBe(`${baseURL}/tanya/chapter/10/fisika/gerak-lurus`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-chapter.png'), fullPage: true });

  await page
    .getByRole('region', { name: 'Topik di bab ini' })
    .getByRole('link', { name: /^Gerak jatuh bebas/ })
    .click();
  await expect(page).toHaveURL(/\/tanya\/topic\/10\/fisika\/gerak-jatuh-bebas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerak jatuh bebas' })).toBeVisible();
  await expect(trail.getByRole('listitem')).toHaveText([
    'Tanya',
    'Kelas 10',
    'Fisika',
    'Gerak Lurus',
    'Gerak jatuh bebas',
  ]);
  await expect(trail.getByText('Gerak jatuh bebas')).toHaveAttribute('aria-current', 'page');
  expect((await readBreadcrumbList(page)).map((crumb) => crumb.name)).toEqual([
    'Tanya',
    'Gerak Lurus',
    'Gerak jatuh bebas',
  ]);
  const cards = page.getByRole('main').getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  const card = cards.first();
  await expect(card.getByText(/^\d\d:\d\d$/)).toBeVisible();
  await expect(card.getByText(/^(Kak|Bu|Pak) /)).toBeVisible();
  const href = await card.getByRole('link').getAttribute('href');
  expect(href).toMatch(VIDEO_PATH);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-topic.png'), fullPage: true });
});

test('the recommended list pages through every video, /page/1 first', async ({ page, baseURL }, testInfo) => {
  await page.goto('/tanya');
  await page.getByRole('link', { name: 'Lihat semua video pilihan' }).click();
  await expect(page).toHaveURL(/\/tanya\/questions\/page\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Video pembahasan pilihan' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Halaman video' });
  await expect(pages.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Sebelumnya' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-recommended.png'), fullPage: true });

  await pages.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\/tanya\/questions\/page\/2$/);
  await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Sebelumnya' })).toHaveAttribute(
    'href',
    '/tanya/questions/page/1',
  );
  await expect(page).toHaveTitle(
    'Video pembahasan pilihan: Matematika, Fisika, Kimia (Halaman 2) | CoBelajar',
  );
  expect((await readHeadSeo(page)).canonical).toBe(`${baseURL}/tanya/questions/page/2`);

  // The last page has no "Berikutnya"; the one after it does not exist.
  const last = Number(
    await pages
      .getByRole('link', { name: /^Halaman \d+$/ })
      .last()
      .textContent(),
  );
  const lastPage = await page.goto(`/tanya/questions/page/${last}`);
  expect(lastPage?.status()).toBe(200);
  await expect(pages.getByRole('link', { name: 'Berikutnya' })).toHaveAttribute('aria-disabled', 'true');
  const beyond = await page.goto(`/tanya/questions/page/${last + 1}`);
  expect(beyond?.status()).toBe(404);
});

test('unknown Tanya places and pages answer a real 404 page', async ({ page }, testInfo) => {
  for (const path of [
    '/tanya/topic/10/fisika/topik-yang-tidak-ada',
    '/tanya/chapter/10/biologi/sel',
    '/tanya/topic/13/matematika/pecahan-senilai',
    '/tanya/topic/10/fisika/gerak-jatuh-bebas/page/2',
    '/tanya/questions/page/0',
    // Not a page number, and a page far past the last one.
    '/tanya/questions/page/abc',
    '/tanya/questions/page/9999',
    '/tanya/chapter/10/fisika/gerak-lurus/page/abc',
    '/tanya/chapter/10/fisika/gerak-lurus/page/9999',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // In the HTML itself, not only after scripts run.
    expect(await response?.text(), path).toContain('Halaman tidak ditemukan');
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tanya-404.png'), fullPage: true });
});

test('page 1 of a topic lives at its bare address', async ({ page }) => {
  const response = await page.request.get('/tanya/topic/10/fisika/gerak-jatuh-bebas/page/1', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/tanya/topic/10/fisika/gerak-jatuh-bebas');
});

test('while the next Tanya page loads, its skeleton stands in', async ({ page }) => {
  await page.goto('/tanya/chapter/10/fisika/gerak-lurus');
  // Wait for the page's script, then hold the next page's data back.
  await page.waitForLoadState('networkidle');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/RSC/**', async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByRole('region', { name: 'Topik di bab ini' })
    .getByRole('link', { name: /^Gerak jatuh bebas/ })
    .click();
  const skeleton = page.getByRole('status', { name: 'Memuat video…' });
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerak Lurus' })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerak jatuh bebas' })).toBeFocused();
  await expect(skeleton).toBeHidden();
});

test('verified cards light up after the 1500 ms base delay, at once for reduced motion', async ({ page }) => {
  await page.goto('/tanya/questions/page/1');
  const delays = await page
    .locator('main li[data-verified]')
    .evaluateAll((items) =>
      items.slice(0, 3).map((item) => getComputedStyle(item, '::after').animationDelay),
    );
  expect(delays).toEqual(['1.5s', '1.6s', '1.7s']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await page
    .locator('main li[data-verified]')
    .first()
    .evaluate((item) => {
      const style = getComputedStyle(item, '::after');
      return { animationName: style.animationName, opacity: style.opacity };
    });
  expect(reduced.animationName).toBe('none');
  expect(reduced.opacity).toBe('1');
});

test("the breadcrumb's grade leads back to that grade's part of /tanya", async ({ page }) => {
  await page.goto('/tanya/chapter/10/fisika/gerak-lurus');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Jejak halaman' }).getByRole('link', { name: 'Kelas 10' }).click();
  await expect(page).toHaveURL(/\/tanya#kelas-10$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Kelas 10' })).toBeInViewport();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gerak Lurus' })).toBeVisible();
});

/** Demo lists long enough for a second page (20 videos a page). */
const LONG_LISTS = [
  {
    kind: 'topic',
    path: '/tanya/topic/7/matematika/persamaan-linear-satu-variabel',
    name: 'Persamaan linear satu variabel',
    listTitle: 'Video pembahasan',
  },
  {
    kind: 'chapter',
    path: '/tanya/chapter/7/matematika/persamaan-dan-pertidaksamaan-linear-satu-variabel',
    name: 'Persamaan dan Pertidaksamaan Linear Satu Variabel',
    listTitle: 'Semua video di bab ini',
  },
] as const;

for (const list of LONG_LISTS) {
  test(`a visitor pages through a long ${list.kind}: page 2 has its own address, title and links back to the bare page 1`, async ({
    page,
    baseURL,
  }) => {
    const first = await page.goto(list.path);
    expect(first?.status()).toBe(200);
    const title = `${list.name}: Video Pembahasan Matematika Kelas 7 | CoBelajar`;
    await expect(page).toHaveTitle(title);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(20);
    // The description starts with the list's size: '22 video pembahasan soal …'.
    const total = Number(/^(\d+) video /.exec((await readHeadSeo(page)).description ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(40);
    const pages = page.getByRole('navigation', { name: 'Halaman video' });
    await expect(pages.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'href',
      `${list.path}/page/2`,
    );
    await expect(pages.getByRole('link', { name: 'Berikutnya' })).toHaveAttribute(
      'href',
      `${list.path}/page/2`,
    );

    await page.waitForLoadState('networkidle');
    await pages.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(`${baseURL}${list.path}/page/2`);
    await expect(page.getByRole('heading', { level: 1, name: list.name })).toBeFocused();
    await expect(
      page.getByRole('heading', { level: 2, name: `${list.listTitle} (halaman 2 dari 2)` }),
    ).toBeVisible();
    await expect(cards).toHaveCount(total - 20);
    await expect(page).toHaveTitle(
      `${list.name}: Video Pembahasan Matematika Kelas 7 (Halaman 2) | CoBelajar`,
    );
    await expect(pages.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    // Page 1 is the bare address, never /page/1.
    await expect(pages.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('href', list.path);
    await expect(pages.getByRole('link', { name: 'Sebelumnya' })).toHaveAttribute('href', list.path);
    await expect(pages.getByRole('link', { name: 'Berikutnya' })).toHaveAttribute('aria-disabled', 'true');

    // The same page loaded afresh, as a search engine finds it: 200, its own canonical address.
    const second = await page.goto(`${list.path}/page/2`);
    expect(second?.status()).toBe(200);
    const seo = await readHeadSeo(page);
    expect(seo.title).toBe(`${list.name}: Video Pembahasan Matematika Kelas 7 (Halaman 2) | CoBelajar`);
    expect(seo.canonical).toBe(`${baseURL}${list.path}/page/2`);
    expect(seo.ogUrl).toBe(`${baseURL}${list.path}/page/2`);
    await expectNoAxeViolations(page);

    await pages.getByRole('link', { name: 'Halaman 1' }).click();
    await expect(page).toHaveURL(`${baseURL}${list.path}`);
    await expect(cards).toHaveCount(20);

    const pageOne = await page.request.get(`${list.path}/page/1`, { maxRedirects: 0 });
    expect(pageOne.status()).toBe(308);
    expect(pageOne.headers()['location']).toBe(list.path);
    await page.goto(`${list.path}/page/1`);
    await expect(page).toHaveURL(`${baseURL}${list.path}`);
    const beyond = await page.goto(`${list.path}/page/3`);
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  });
}

/** What search engines and link previews read of a list page, checked in its server HTML too. */
async function expectListPageSeo(
  page: Page,
  path: string,
  expected: { title: string; description: RegExp; canonical: string },
) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const seo = await readHeadSeo(page);
  expect(seo.title, path).toBe(expected.title);
  expect(seo.description, path).toMatch(expected.description);
  expect(seo.description!.length, path).toBeLessThanOrEqual(160);
  expect(seo.canonical, path).toBe(expected.canonical);
  expect(seo.ogTitle, path).toBe(expected.title);
  expect(seo.ogDescription, path).toBe(seo.description);
  expect(seo.ogUrl, path).toBe(expected.canonical);
  expect(seo.ogType, path).toBe('website');
  expect(seo.ogImage, path).toMatch(/^https?:\/\/[^/]+\/media\/tanya\/.+\.jpg$/);
  // One of each, however the page was rendered and hydrated.
  for (const selector of ['link[rel="canonical"]', 'meta[name="description"]', 'meta[property="og:url"]']) {
    await expect(page.locator(selector), `${path} ${selector}`).toHaveCount(1);
  }
  // Link previews do not run scripts: the tags are in the HTML itself.
  const html = (await response?.text()) ?? '';
  expect(html, path).toContain(`<meta property="og:title" content="${expected.title}"/>`);
  expect(html, path).toContain(`<meta property="og:url" content="${expected.canonical}"/>`);
}

test('each Tanya list page tells search engines and link previews its own title, description and address', async ({
  page,
  baseURL,
}) => {
  await expectListPageSeo(page, '/tanya/topic/10/fisika/gerak-jatuh-bebas', {
    title: 'Gerak jatuh bebas: Video Pembahasan Fisika Kelas 10 | CoBelajar',
    description: /^\d+ video pembahasan soal Gerak jatuh bebas \(Gerak Lurus\) untuk Fisika kelas 10/,
    canonical: `${baseURL}/tanya/topic/10/fisika/gerak-jatuh-bebas`,
  });
  await expectListPageSeo(page, '/tanya/chapter/10/fisika/gerak-lurus', {
    title: 'Gerak Lurus: Video Pembahasan Fisika Kelas 10 | CoBelajar',
    description: /^\d+ video pembahasan soal Gerak Lurus untuk Fisika kelas 10: /,
    canonical: `${baseURL}/tanya/chapter/10/fisika/gerak-lurus`,
  });
  await expectListPageSeo(page, '/tanya/questions/page/1', {
    title: 'Video pembahasan pilihan: Matematika, Fisika, Kimia | CoBelajar',
    description: /^\d+ video pembahasan soal Matematika, Fisika, dan Kimia untuk kelas 4 sampai 12\./,
    canonical: `${baseURL}/tanya/questions/page/1`,
  });
});
