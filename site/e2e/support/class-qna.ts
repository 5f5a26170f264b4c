import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Raka's classmates (site/src/server/class-qna/seed-class-questions-demo.ts): each asks one of the
 * lesson's questions in every kelas 8 class — Salsa 2 minutes in (the teacher answers it), Fikri
 * at 8, Intan at 15, Yoga three hours after the class (from the recording, when the lesson has a
 * fourth question).
 */
export const CLASSMATES = ['Salsa', 'Fikri', 'Intan', 'Yoga'] as const;
export type Classmate = (typeof CLASSMATES)[number];

/** A classmate's question on the Q&A page. */
export function classmateQuestion(page: Page, name: Classmate): Locator {
  return questionList(page)
    .getByRole('article')
    .filter({ hasText: `Dari ${name}` });
}

/**
 * Opens the Q&A of one of Raka's finished classes in which all four classmates asked (a running
 * class has only what was asked so far): the Q&A stays open for days after a class.
 */
export async function openFinishedClassQna(page: Page): Promise<string> {
  await page.goto('/bimbel/user');
  const hrefs = await page
    .getByRole('link', { name: /^Tanya jawab kelas: / })
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya jawab kelas' })).toBeVisible();
    const asked = await questionList(page)
      .getByRole('article')
      .filter({ hasText: /Dari (Salsa|Fikri|Intan|Yoga)/ })
      .count();
    if (asked === CLASSMATES.length) return href;
  }
  throw new Error(`no finished class of Raka has all four classmates' questions (looked at ${hrefs.length})`);
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
