import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/** "Hari ini dan minggu ini" on /bimbel/user. */
export function thisWeekSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Hari ini dan minggu ini' });
}

/** The cards of running classes (under "Sedang berlangsung"). */
export function ongoingCards(page: Page): Locator {
  return thisWeekSection(page)
    .getByRole('article')
    .filter({ has: page.getByText('Sedang berlangsung', { exact: true }) });
}

/** The cards of classes still to come this week (or next). */
export function upcomingCards(page: Page): Locator {
  return thisWeekSection(page)
    .getByRole('article')
    .filter({ has: page.getByText('Akan datang', { exact: true }) });
}

/** A card's title: its heading. */
export async function cardTitle(card: Locator): Promise<string> {
  return (await card.getByRole('heading').first().innerText()).trim();
}

/** The class id of a card, read from its calendar link (`/api/v1/live_classes/{id}/calendar.ics`). */
export async function cardClassId(card: Locator): Promise<string> {
  const href = await card.getByRole('link', { name: /^Tambah ke kalender/ }).getAttribute('href');
  const id = /\/live_classes\/([0-9a-f-]{36})\//.exec(href ?? '')?.[1];
  if (!id) throw new Error(`no class id in ${href}`);
  return id;
}

/**
 * Nothing inside the page's main content runs past the right edge (no sideways scroll from the
 * class cards, the timetable or the room).
 */
export async function expectMainFitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    return [main, ...main.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`);
  });
  expect(overflow).toEqual([]);
}
