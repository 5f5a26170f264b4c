import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Raka's classmates who ask the kelas 8 lessons' three class questions
 * (site/src/server/class-qna/seed-class-questions-demo.ts): Salsa 2 minutes into the class (the
 * teacher answers her), Fikri at 8, Intan at 15. (Yoga asks a lesson's fourth, which no kelas 8
 * lesson has.)
 */
export const CLASSMATES = ['Salsa', 'Fikri', 'Intan'] as const;
export type Classmate = (typeof CLASSMATES)[number];

/** A classmate's question on the Q&A page. */
export function classmateQuestion(page: Page, name: Classmate): Locator {
  return questionList(page)
    .getByRole('article')
    .filter({ hasText: `Dari ${name}` });
}

/**
 * Opens the Q&A of one of Raka's classes in which all the classmates asked (a class begun minutes
 * ago has only what was asked so far; the Q&A stays open for days after a class): the first such
 * class on his home, or the `nth` — so that journeys running at once vote in different classes.
 */
export async function openFinishedClassQna(page: Page, nth = 0): Promise<string> {
  let found = 0;
  await page.goto('/bimbel/user');
  const hrefs = await page
    .getByRole('link', { name: /^Tanya jawab kelas: / })
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya jawab kelas' })).toBeVisible();
    const asked = await questionList(page)
      .getByRole('article')
      .filter({ hasText: new RegExp(`Dari (${CLASSMATES.join('|')})`) })
      .count();
    if (asked === CLASSMATES.length && found++ === nth) return href;
  }
  throw new Error(
    `Raka's home has fewer than ${nth + 1} classes with every classmate's question (looked at ${hrefs.length})`,
  );
}

/** The list of questions ("Pertanyaan (n)"). */
export function questionList(page: Page): Locator {
  return page.getByRole('region', { name: /^Pertanyaan \(\d+\)$/ });
}

/** The question whose text contains `text`. */
export function questionCard(page: Page, text: string): Locator {
  return questionList(page).getByRole('article').filter({ hasText: text });
}

/** A question's 'Dukung' toggle. */
export function voteButton(card: Locator): Locator {
  return card.getByRole('button', { name: /^Dukung \d+ dukungan$/ });
}

/** The count a 'Dukung' button shows. */
export async function votesOf(button: Locator): Promise<number> {
  return Number(/(\d+)/.exec(await button.innerText())?.[1] ?? Number.NaN);
}

/** The vote's request has been answered (the button is no longer busy). */
export async function expectVoteSettled(button: Locator): Promise<void> {
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
}

/** Makes sure the student has not voted for the question (a retried test may find its own vote). */
export async function ensureNotVoted(button: Locator): Promise<void> {
  if ((await button.getAttribute('aria-pressed')) === 'true') {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expectVoteSettled(button);
  }
}

/** The id of the class a Q&A page is about, from its address. */
export function classIdOf(page: Page): string {
  const id = /\/bimbel\/user\/qna\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  if (!id) throw new Error(`not a Q&A page: ${page.url()}`);
  return id;
}

/** Text no other test writes: the journeys share one database. */
export function uniqueText(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
