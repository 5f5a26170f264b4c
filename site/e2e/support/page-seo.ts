import type { Page } from '@playwright/test';

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The names of the page's `BreadcrumbList`, in order, with their URLs. */
export async function readBreadcrumbList(page: Page): Promise<{ name: string; item?: string }[]> {
  const list = (await readJsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList');
  if (!list) throw new Error('The page has no BreadcrumbList JSON-LD.');
  return (list.itemListElement as { name: string; item?: string }[]).map(({ name, item }) => ({
    name,
    item,
  }));
}

/** What link previews and search engines read from the head. */
export async function readHeadSeo(page: Page) {
  const content = (selector: string) => page.locator(selector).first().getAttribute('content');
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    canonical: await page.locator('link[rel="canonical"]').first().getAttribute('href'),
    robots: (await page.locator('meta[name="robots"]').count()) ? await content('meta[name="robots"]') : null,
    ogTitle: await content('meta[property="og:title"]'),
    ogDescription: await content('meta[property="og:description"]'),
    ogUrl: await content('meta[property="og:url"]'),
    ogType: await content('meta[property="og:type"]'),
    ogImage: (await page.locator('meta[property="og:image"]').count())
      ? await content('meta[property="og:image"]')
      : null,
  };
}
