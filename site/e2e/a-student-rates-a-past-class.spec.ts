import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { expectMainFitsTheScreen } from './support/live-classes.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Rating a class (issue 15, decision 076). Raka (PAID, kelas 8) joined his recent demo classes
// (the demo seeds his attendance) and rates nothing himself, so his newest past cards offer
// 'Beri nilai'. Both projects share one database and run at once: each rates its own class (the
// phone the newest rateable one, the desktop the next), and accepts 'Ubah nilai' on a re-run.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

type PastClass = {
  id: string;
  title: string;
  ratingOpen: boolean;
  myRating: { stars: number; comment: string | null } | null;
  ratingSummary: { average: number; count: number } | null;
};

/** "4,6 dari 5 (12 penilaian)", as the card writes a summary. */
const summaryText = ({ average, count }: { average: number; count: number }) =>
  `${average.toFixed(1).replace('.', ',')} dari 5 (${count} penilaian)`;

/** The class this project rates: a rateable one on the first page of "Kelas selesai". */
async function pickClass(page: Page, projectName: string): Promise<PastClass> {
  const answer = await page.request.get('/sessions/v1/students/sessions/past?limit=5');
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { sessions: PastClass[] } };
  const rateable = data.sessions.filter((session) => session.ratingOpen);
  expect(rateable.length).toBeGreaterThanOrEqual(2);
  return rateable[projectName === 'phone' ? 0 : 1]!;
}

function cardOf(page: Page, classId: string): Locator {
  return page.locator(`[id="kelas-${classId}"]`).getByRole('article');
}

test.beforeEach(async ({ page }) => {
  await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
});

test('a student rates a finished class with the keyboard, changes the rating, and it stays after a reload', async ({
  page,
}, testInfo) => {
  const liveClass = await pickClass(page, testInfo.project.name);
  await page.goto('/bimbel/user');
  const card = cardOf(page, liveClass.id);
  await card.scrollIntoViewIfNeeded();
  // The class's own average (from the demo classmates' ratings) is on the card, server-rendered.
  if (liveClass.ratingSummary) {
    await expect(card).toContainText('Nilai kelas:');
    await expect(card).toContainText(summaryText(liveClass.ratingSummary));
  } else {
    await expect(card).not.toContainText('Nilai kelas:');
  }

  const open = card.getByRole('button', { name: /^(Beri|Ubah) nilai: / });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await waitForHydration(open);
  const box = await open.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(24);

  // Keyboard only: open the form; focus lands on the stars.
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const form = card.getByRole('form', { name: `Nilai kelas ${liveClass.title}` });
  await expect(form).toBeVisible();
  const stars = form.getByRole('radiogroup', { name: /Gimana kelasnya\?/ });
  await expect(stars.getByRole('radio').first()).toBeFocused({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('rating-form.png'), fullPage: false });

  if (liveClass.myRating === null) {
    // Saving without stars says what is missing.
    await page.keyboard.press('Tab'); // the comment
    await page.keyboard.press('Tab'); // 'Simpan nilai'
    await expect(form.getByRole('button', { name: 'Simpan nilai' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText('Pilih 1 sampai 5 bintang, ya.');
    await stars.getByRole('radio').first().focus();
  }
  // Space picks the focused star, arrows move it: four stars (from an earlier rating on a re-run,
  // focus starts on its stars).
  const from = liveClass.myRating?.stars ?? 1;
  await page.keyboard.press('Space');
  for (let step = from; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  for (let step = from; step > 4; step -= 1) await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4 bintang' })).toBeChecked();
  await page.keyboard.press('Tab');
  const comment = form.getByRole('textbox', { name: 'Komentar (boleh dikosongkan)' });
  await expect(comment).toBeFocused();
  const words = `Contoh soalnya jelas (${testInfo.project.name}).`;
  await comment.fill('');
  await page.keyboard.type(`  ${words}  `);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Simpan nilai' })).toBeFocused();
  const saved = page.waitForResponse((answer) => answer.url().endsWith(`/sessions/${liveClass.id}/rating`));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);

  // The card is rendered again by the server: the stars, the comment (trimmed), 'Ubah nilai'.
  await expect(card.getByRole('status')).toHaveText('Sip, nilaimu tersimpan. Terima kasih!');
  await expect(card.getByRole('img', { name: 'Nilaimu: 4 dari 5 bintang' })).toBeVisible();
  await expect(card).toContainText(`“${words}”`);
  const before = liveClass.ratingSummary?.count ?? 0;
  await expect(card).toContainText(`(${before + (liveClass.myRating ? 0 : 1)} penilaian)`);
  const change = card.getByRole('button', { name: `Ubah nilai: ${liveClass.title}` });
  await expect(change).toBeFocused();
  // The page was rendered again where the student is, not scrolled back to the top.
  await expect(change).toBeInViewport();
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectMainFitsTheScreen(page);
  await page.screenshot({ path: testInfo.outputPath('rated-card.png'), fullPage: false });

  // A second rating replaces the first: two stars, no comment; Escape first closes the form.
  await change.click();
  await expect(form).toBeVisible();
  await expect(stars.getByRole('radio', { name: '4 bintang' })).toBeChecked();
  await expect(comment).toHaveValue(words);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(change).toBeFocused();
  await change.click();
  // A tap on the second star (the label around its hidden radio).
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '2 bintang' }) })
    .click();
  await expect(stars.getByRole('radio', { name: '2 bintang' })).toBeChecked();
  await comment.fill('');
  await form.getByRole('button', { name: 'Simpan nilai' }).click();
  await expect(card.getByRole('img', { name: 'Nilaimu: 2 dari 5 bintang' })).toBeVisible();
  await expect(card).not.toContainText(words);

  // It sticks: after a reload, and in the past-classes call.
  await page.reload();
  const again = cardOf(page, liveClass.id);
  await expect(again.getByRole('img', { name: 'Nilaimu: 2 dari 5 bintang' })).toBeVisible();
  await expect(again.getByRole('button', { name: `Ubah nilai: ${liveClass.title}` })).toBeVisible();
  const after = await page.request.get('/sessions/v1/students/sessions/past?limit=5');
  const mine = ((await after.json()) as { data: { sessions: PastClass[] } }).data.sessions.find(
    (session) => session.id === liveClass.id,
  );
  expect(mine?.myRating).toMatchObject({ stars: 2, comment: null });
});

test('Guru Juara shows each teacher’s average from students’ ratings, with the rule that says when', async ({
  page,
}, testInfo) => {
  await page.goto('/gurujuara');
  await expect(page.getByText('Rata-rata baru kami tampilkan setelah ada minimal 3 penilaian')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Daftar guru' }).getByRole('article');
  await expect(cards).toHaveCount(10);
  for (const card of await cards.all()) {
    await expect(
      card.getByRole('img', { name: /^Rata-rata nilai dari murid: [1-5],\d dari 5 \(\d+ penilaian\)$/ }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('gurujuara-ratings.png'), fullPage: false });
});

test('a student opens the UTBK-SNBT page from the kelas 12 timetable', async ({ page }) => {
  await page.goto('/jadwal?kelas=12');
  await page.getByRole('link', { name: 'Paket Bimbel UTBK-SNBT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paket Bimbel UTBK-SNBT');
  await expect(
    page.getByRole('region', { name: 'Jadwal kelas dan tryout' }).getByRole('article').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
