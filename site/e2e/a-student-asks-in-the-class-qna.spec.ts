import { expectNoAxeViolations } from './axe.ts';
import { E2E_ADMIN_TOKEN } from './support/admin-leads.ts';
import {
  classIdOf,
  ensureNotVoted,
  expectVoteSettled,
  questionCard,
  questionList,
  CLASSMATES,
  classmateQuestion,
  openFinishedClassQna,
  type Classmate,
  uniqueText,
  voteButton,
  votesOf,
} from './support/class-qna.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { waitForHydration } from './support/hydration.ts';
import { cardClassId, cardTitle, expectMainFitsTheScreen, ongoingCards } from './support/live-classes.ts';
import { DEMO_PHONES, logInThroughApi } from './support/session.ts';

// Each step waits on the server and often a page refresh: generous waits keep the journeys steady
// on a busy machine without hiding a missing result.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'Asia/Jakarta' });

/**
 * Where each test votes, different per project and test: phone and desktop run at once on one
 * database, and a vote by one must not move the other's count. Each project votes in its own
 * class (the first or second with every classmate's question), each test on its own classmate.
 */
const VOTE_TARGETS = { mouse: 'Fikri', keyboard: 'Intan' } as const satisfies Record<string, Classmate>;
const classOf = (project: string) => (project === 'desktop' ? 1 : 0);

test.describe('Raka (PAID, kelas 8)', () => {
  test.beforeEach(async ({ page }) => {
    // Raka is the profile the family's login opens with.
    await logInThroughApi(page, DEMO_PHONES.parentWithTwoStudents);
  });

  test('opens the running class’s Q&A, asks with maths, upvotes a classmate once, deletes his own question', async ({
    page,
  }, testInfo) => {
    await page.goto('/bimbel/user');
    const running = ongoingCards(page).first();
    const title = await cardTitle(running);
    const runningId = await cardClassId(running);
    await running.getByRole('link', { name: `Tanya jawab kelas: ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/bimbel/user/qna/${runningId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya jawab kelas' })).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toBeVisible();

    // A class where every classmate has asked: most voted first, the teacher's answer.
    await openFinishedClassQna(page, classOf(testInfo.project.name));
    const classId = classIdOf(page);
    const answered = classmateQuestion(page, 'Salsa');
    await expect(questionList(page).getByRole('article').first()).toContainText('Dari Salsa');
    await expect(answered.getByText('Dijawab', { exact: true })).toBeVisible();
    await expect(answered.getByText(/^Jawaban /)).toBeVisible();
    for (const name of CLASSMATES) await expect(classmateQuestion(page, name)).toHaveCount(1);
    await expectMainFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('qna-page.png'), fullPage: true });

    // The page is private and never stored by a cache.
    const answer = await page.request.get(page.url());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(await answer.text()).toContain('<meta name="robots" content="noindex"/>');

    // Too short, then past the limit: the form says so in Indonesian, and keeps the text.
    const field = page.getByRole('textbox', { name: 'Pertanyaanmu' });
    const send = page.getByRole('button', { name: 'Kirim pertanyaan' });
    await waitForHydration(send);
    await field.fill('Halo kak');
    await send.click();
    await expect(page.getByText('Tulis pertanyaanmu minimal 10 karakter, ya.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await field.fill('x'.repeat(501));
    await expect(page.getByText('501/500')).toBeVisible();
    await expect(page.getByText('Pertanyaan maksimal 500 karakter, ya.').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('qna-over-limit.png'), fullPage: false });

    // Asked with maths: the question comes back rendered by the server.
    const mine = uniqueText('Kenapa $\\sqrt{16} = 4$ dan bukan $\\pm 4$?');
    const marker = mine.split('?')[1]!.trim();
    await field.fill(mine);
    await expect(page.getByText(`${[...mine].length}/500`)).toBeVisible();
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Pertanyaanmu sudah terkirim' })).toBeVisible();
    const own = questionCard(page, marker);
    await expect(own).toBeVisible();
    await expect(own.getByText('Pertanyaanmu', { exact: true })).toBeVisible();
    await expect(own.locator('math msqrt')).toBeAttached();
    await expect(own).not.toContainText('\\sqrt');
    await expect(field).toHaveValue('');
    // No vote for one's own question: the count, not the button.
    await expect(own.getByText('0 dukungan', { exact: true })).toBeVisible();
    await expect(voteButton(own)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A classmate's question: one vote, shown at once and kept after a refresh.
    const target = classmateQuestion(page, VOTE_TARGETS.mouse);
    const vote = voteButton(target);
    await waitForHydration(vote);
    await ensureNotVoted(vote);
    const before = await votesOf(vote);
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expect(vote).toHaveText(new RegExp(`Dukung\\s*${before + 1}`));
    await expectVoteSettled(vote);
    await page.reload();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    expect(await votesOf(vote)).toBe(before + 1);
    await page.screenshot({ path: testInfo.outputPath('qna-voted.png'), fullPage: true });

    // Not twice: the same vote again changes nothing; a vote for one's own question is refused.
    const targetId = (await target.getAttribute('aria-labelledby'))!
      .split(' ')[0]!
      .replace('pertanyaan-', '');
    const again = await page.request.put(`/sessions/v1/sessions/${classId}/questions/${targetId}/vote`);
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { data: { votes: number } }).data.votes).toBe(before + 1);
    const ownId = (await own.getAttribute('aria-labelledby'))!.split(' ')[0]!.replace('pertanyaan-', '');
    const selfVote = await page.request.put(`/sessions/v1/sessions/${classId}/questions/${ownId}/vote`);
    expect(selfVote.status()).toBe(403);
    expect(((await selfVote.json()) as { error: { message: string } }).error.message).toBe(
      'Pertanyaanmu sendiri tidak bisa kamu dukung. Ajak teman sekelas mendukungnya, ya.',
    );
    // Pressed again, the vote is taken back.
    await waitForHydration(vote);
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expect(vote).toHaveText(new RegExp(`Dukung\\s*${before}`));
    await expectVoteSettled(vote);

    // Deleting one's own question asks first.
    await own.getByRole('button', { name: 'Hapus pertanyaanku' }).click();
    const confirm = own.getByRole('group', { name: 'Konfirmasi hapus pertanyaan' });
    await expect(confirm).toContainText('Hapus pertanyaan ini?');
    await expect(confirm.getByRole('button', { name: 'Batal' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('qna-delete-confirm.png'), fullPage: false });
    await confirm.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(questionCard(page, marker)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Pertanyaan \(\d+\)$/ })).toBeFocused();
  });

  test('does it all with the keyboard: ask, vote, take the vote back, cancel and confirm a delete', async ({
    page,
  }, testInfo) => {
    await page.goto('/bimbel/user');
    const running = ongoingCards(page).first();
    const link = running.getByRole('link', { name: /^Tanya jawab kelas: / });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya jawab kelas' })).toBeVisible();
    // On to a finished class, where every classmate has asked.
    await openFinishedClassQna(page, classOf(testInfo.project.name));

    const field = page.getByRole('textbox', { name: 'Pertanyaanmu' });
    const send = page.getByRole('button', { name: 'Kirim pertanyaan' });
    await waitForHydration(send);
    // From the way back, Tab reaches the field, then the button.
    await page.getByRole('link', { name: 'Kembali ke beranda belajar' }).focus();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    const text = uniqueText('Pakai keyboard: berapa $2^{10}$?');
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    const own = questionCard(page, text.split('?')[1]!.trim());
    await expect(own).toBeVisible();
    await expect(own.locator('math msup')).toBeAttached();

    const vote = voteButton(classmateQuestion(page, VOTE_TARGETS.keyboard));
    await waitForHydration(vote);
    await ensureNotVoted(vote);
    const box = await vote.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
    await vote.focus();
    await page.keyboard.press('Space');
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    await expectVoteSettled(vote);
    await page.keyboard.press('Enter');
    await expect(vote).toHaveAttribute('aria-pressed', 'false');
    await expectVoteSettled(vote);

    const remove = own.getByRole('button', { name: 'Hapus pertanyaanku' });
    await waitForHydration(remove);
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(own.getByRole('button', { name: 'Batal' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(own.getByRole('group', { name: 'Konfirmasi hapus pertanyaan' })).toHaveCount(0);
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(own.getByRole('button', { name: 'Ya, hapus' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(questionCard(page, text.split('?')[1]!.trim())).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('sees the Q&A under the stage of the demo room, and goes on to the whole Q&A', async ({
    page,
  }, testInfo) => {
    await page.goto('/bimbel/user');
    const running = ongoingCards(page).first();
    const title = await cardTitle(running);
    const join = running.getByRole('button', { name: `Masuk kelas ${title}` });
    await waitForHydration(join);
    await join.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const qna = page.getByRole('region', { name: 'Tanya jawab kelas' });
    await expect(qna).toBeVisible();
    await expect(qna.getByRole('textbox', { name: 'Pertanyaanmu' })).toBeVisible();
    // The room shows the first five of what the class asked so far (a class just begun: none yet).
    const inRoom = await qna.getByRole('article').allInnerTexts();
    expect(inRoom.length).toBeLessThanOrEqual(5);
    if (inRoom.length === 0)
      await expect(qna.getByText('Belum ada pertanyaan. Jadilah yang pertama bertanya, yuk!')).toBeVisible();
    await expectMainFitsTheScreen(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('demo-room-qna.png'), fullPage: true });

    await qna
      .getByRole('link', { name: /^(Lihat semua \d+ pertanyaan|Buka halaman tanya jawab kelas)$/ })
      .click();
    await expect(page).toHaveURL(/\/bimbel\/user\/qna\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya jawab kelas' })).toBeVisible();
    // The page has them all, the room's first ones first.
    if (inRoom.length > 0) {
      const onPage = await questionList(page).getByRole('article').allInnerTexts();
      expect(onPage.length).toBeGreaterThanOrEqual(inRoom.length);
      inRoom.forEach((text, index) =>
        expect(onPage[index]).toContain(text.split('\n').find((line) => line.length > 20) ?? text),
      );
    }
  });
});

test('the teacher answers from the signed link, and hides an abusive question from the class', async ({
  page,
  browser,
}, testInfo) => {
  // Dimas (TRIAL, kelas 11 IPA) asks in his running class: Raka's questions count against his own
  // limit (5 per 10 minutes), which the other journeys of both projects use.
  await logInThroughApi(page, DEMO_PHONES.studentTrial);
  await page.goto('/bimbel/user');
  const running = ongoingCards(page).first();
  const classId = await cardClassId(running);
  await page.goto(`/bimbel/user/qna/${classId}`);
  expect(classIdOf(page)).toBe(classId);
  const question = uniqueText('Untuk guru: apa arti $\\frac{a}{b}$?');
  const marker = question.split('?')[1]!.trim();
  const asked = await page.request.post(`/sessions/v1/sessions/${classId}/questions`, {
    data: { body: question },
  });
  expect(asked.status()).toBe(201);

  // The academic team gets the link; the teacher opens it without logging in.
  const issued = await page.request.get(`/api/admin/live-classes/${classId}/teacher-qna-url`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { url } = ((await issued.json()) as { data: { url: string } }).data;
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const teacherContext = await browser.newContext({
    timezoneId: 'Asia/Jakarta',
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const teacher = await teacherContext.newPage();
  const opened = await teacher.goto(url);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['cache-control']).toBe('private, no-store');
  await expect(
    teacher.getByRole('heading', { level: 1, name: 'Tanya jawab kelas untuk guru' }),
  ).toBeVisible();
  const card = teacher.getByRole('article').filter({ hasText: marker });
  await expect(card.locator('math mfrac')).toBeAttached();
  await expectNoAxeViolations(teacher);

  const answerField = card.getByRole('textbox', { name: 'Jawabanmu' });
  const save = card.getByRole('button', { name: 'Simpan jawaban' });
  await waitForHydration(save);
  await answerField.fill('Pecahan $\\frac{a}{b}$ artinya $a$ dibagi $b$.');
  await save.click();
  await expect(card.getByText('Dijawab', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Ubah jawaban' })).toBeVisible();
  await teacher.screenshot({ path: testInfo.outputPath('teacher-qna.png'), fullPage: true });

  // The student sees the answer, rendered.
  await page.reload();
  const seen = questionCard(page, marker);
  await expect(seen.getByText('Dijawab', { exact: true })).toBeVisible();
  await expect(seen.getByText(/^Jawaban /)).toBeVisible();
  await expect(seen.locator('math').nth(1)).toBeAttached();

  // Hidden: gone for the class, kept and marked for its author.
  const hide = card.getByRole('button', { name: 'Sembunyikan' });
  await waitForHydration(hide);
  await hide.click();
  await expect(card.getByText('Disembunyikan', { exact: true })).toBeVisible();
  await page.reload();
  await expect(seen.getByText('Disembunyikan guru', { exact: true })).toBeVisible();
  await expect(seen).toContainText('Hanya kamu yang bisa melihatnya');
  await expectNoAxeViolations(page);
  const teacherList = await page.request.get(`/api/admin/live-classes/${classId}/questions`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const hiddenAt = (
    (await teacherList.json()) as { data: { questions: { body: string; hiddenAt: string | null }[] } }
  ).data.questions.find((item) => item.body === question)?.hiddenAt;
  expect(hiddenAt).toEqual(expect.any(String));

  // A tampered link is refused with a clear page.
  const tampered = await teacher.goto(url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  expect(tampered?.status()).toBe(403);
  await expect(teacher.getByRole('heading', { level: 1, name: 'Tautan guru tidak berlaku' })).toBeVisible();
  await teacherContext.close();
});

test('a FREE student is refused a regular class’s Q&A with a 403 page; an unknown class is a 404', async ({
  page,
}, testInfo) => {
  // A regular (programme) class of Ayu's own grade and stream, read from the public timetable.
  await page.goto('/jadwal?kelas=10&jurusan=ips');
  const regularId = await page.evaluate(() => {
    const articles = [...document.querySelectorAll('article[aria-labelledby^="kelas-"]')];
    const regular = articles.find((article) => !/Gratis|UTBK-SNBT/.test(article.textContent ?? ''));
    return regular?.getAttribute('aria-labelledby')?.replace('kelas-', '');
  });
  expect(regularId).toMatch(/^[0-9a-f-]{36}$/);

  await logInThroughApi(page, DEMO_PHONES.studentFreeAfterTrial);
  const refused = await page.goto(`/bimbel/user/qna/${regularId}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas ini bukan untuk paketmu' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('qna-not-entitled.png'), fullPage: true });
  const api = await page.request.get(`/sessions/v1/sessions/${regularId}/questions`);
  expect(api.status()).toBe(403);
  expect(((await api.json()) as { error: { code: string } }).error.code).toBe('class_not_entitled');

  for (const id of ['00000000-0000-4000-8000-000000000000', 'bukan-kelas']) {
    const missing = await page.goto(`/bimbel/user/qna/${id}`);
    expect(missing?.status(), id).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  }
});
