import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The seeded classmates' questions of a kelas 8 class (site/src/server/class-qna/seed-class-questions-demo.ts). */
export const SEEDED_QUESTIONS = {
  answered: 'Aku sering salah di bagian ini',
  movingTerms: 'cara memindahkan suku ke ruas kanan',
  fractions: 'boleh ditulis desimal saja',
  exam: 'keluar di ulangan tengah semester',
  practice: 'Ada latihan soal tambahan',
} as const;

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
