import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { clock, demoVideoOf, MATRIX_QUESTION, MP4_QUESTION, playerOf, videoState, waitForPlayer } from './support/tanya-video-page.ts';

const MP4_VIDEO = demoVideoOf(MP4_QUESTION.id);
const ANSWER_MOMENT = MP4_VIDEO.key_moments.at(-1)!;

test('the video page arrives rendered: the question with MathML, SEO tags and JSON-LD naming the video', async ({ request, baseURL }) => {
  const response = await request.get(MP4_QUESTION.path);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('s-maxage=300');
  // Each answer writes its CSP nonce into every script, style and link tag (decision 068): the
  // tags are compared without it.
  const html = (await response.text()).replace(/ nonce="[^"]*"/g, '');
  // Server-side, before any script: the question text and its formula as MathML.
  expect(html).toContain('Tentukan dua pecahan yang senilai dengan <math');
  expect(html).toMatch(/<mfrac><mn>2<\/mn><mn>3<\/mn><\/mfrac>/);
  expect(html).toContain('<title>Tentukan dua pecahan yang senilai dengan 2/3. | Tanya CoBelajar</title>');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${MP4_QUESTION.path}"/>`);
  expect(html).toContain('<meta property="og:type" content="video.other"/>');
  expect(html).toContain(`<meta property="og:image" content="${baseURL}${MP4_QUESTION.poster}"/>`);
  expect(html).toMatch(/<meta name="description" content="Video pembahasan Matematika kelas 4[^"]*"\/>/);
  // The transcript and key moments are in the document, not fetched later.
  expect(html).toContain('Pecahan senilai didapat dengan mengalikan pembilang dan penyebut');
  // So are the worked steps, their maths as MathML (decision 096).
  expect(html).toMatch(/<ol[^>]*><li[^>]*>Pecahan senilai didapat dengan mengalikan pembilang dan penyebut/);
  expect(html).toMatch(/<li[^>]*>Kalikan dengan <math/);
  expect(html).not.toContain('autoplay');

  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const video = blocks.find((block) => block['@type'] === 'VideoObject');
  expect(video).toMatchObject({
    name: MP4_QUESTION.plainText,
    duration: `PT${MP4_VIDEO.duration_seconds}S`,
    contentUrl: `${baseURL}${MP4_QUESTION.video}`,
    thumbnailUrl: [`${baseURL}${MP4_QUESTION.poster}`],
    url: `${baseURL}${MP4_QUESTION.path}`,
  });
  expect(new Date(video.uploadDate).toISOString()).toBe(video.uploadDate);
  expect(video.hasPart).toContainEqual({
    '@type': 'Clip',
    name: 'Jawaban',
    startOffset: Math.floor(ANSWER_MOMENT.start),
    endOffset: MP4_VIDEO.duration_seconds,
    url: `${baseURL}${MP4_QUESTION.path}?t=${Math.floor(ANSWER_MOMENT.start)}`,
  });
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Tanya', 'Pecahan', 'Pecahan senilai', MP4_QUESTION.plainText]);
  expect(blocks.some((block) => block['@type'] === 'QAPage')).toBe(false);
});

test('an old or wrong slug moves permanently (301) to the canonical address, query kept', async ({ request }) => {
  const response = await request.get(`/tanya/${MP4_QUESTION.id}/judul-lama?t=10`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`${MP4_QUESTION.path}?t=10`);
});

test('an unknown or malformed question id shows the 404 page with status 404', async ({ page, request }) => {
  const unknown = await page.goto('/tanya/00000000-0000-4000-8000-000000000000/soal-yang-tidak-ada');
  expect(unknown?.status()).toBe(404);
  // The 404 page itself comes from the server, not only after scripts run.
  expect(await unknown?.text()).toContain('Halaman tidak ditemukan');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await request.get('/tanya/bukan-id/soal', { maxRedirects: 0 })).status()).toBe(404);
});

test('a student reads the question and watches the solution: no autoplay, captions, key moments and transcript seek, related questions', async ({ page }, testInfo) => {
  await page.goto(MP4_QUESTION.path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tentukan dua pecahan yang senilai dengan');
  await expect(page.getByRole('heading', { level: 1 }).locator('math')).toBeVisible();
  await waitForPlayer(page);
  const player = playerOf(page);

  // Nothing starts by itself; metadata only (the browser does not ask to save data).
  await page.waitForTimeout(500);
  expect(await videoState(page)).toMatchObject({ paused: true, currentTime: 0, preload: 'metadata', controls: false, captions: 'showing' });
  await expect(player.getByRole('slider', { name: 'Posisi video' })).toHaveAttribute('aria-valuetext', `00:00 dari ${clock(MP4_VIDEO.duration_seconds)}`);
  // The narrator is a roster teacher (decision 093): portrait, and a link to their Guru Juara card.
  const narrator = page.getByRole('link', { name: 'Bu Rina Kartika, S.Pd.' });
  await expect(narrator).toHaveAttribute('href', '/gurujuara#rina-kartika');
  const portrait = page.locator('img[src="/media/guru/rina-kartika.svg"]');
  await expect(portrait).toHaveAttribute('alt', '');
  expect(await portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByText('Terverifikasi').first()).toBeVisible();

  const breadcrumb = page.getByRole('navigation', { name: 'Jejak halaman' });
  await expect(breadcrumb.getByRole('link', { name: 'Pecahan senilai' })).toHaveAttribute('href', '/tanya/topic/4/matematika/pecahan-senilai');
  await expect(breadcrumb.getByText('Kelas 4')).toBeVisible();

  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('video-page-paused.png') });
  await page.screenshot({ path: testInfo.outputPath('video-page-full.png'), fullPage: true });

  // A transcript timestamp plays from its cue.
  const cue = MP4_VIDEO.transcript.find((line) => line.start >= 10)!;
  await page.getByRole('button', { name: `Putar dari ${clock(cue.start)}` }).click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  const afterTranscript = await videoState(page);
  expect(afterTranscript.currentTime).toBeGreaterThanOrEqual(Math.floor(cue.start));
  expect(afterTranscript.currentTime).toBeLessThan(cue.start + 3);
  await expect(player).toBeInViewport();
  await player.hover();
  await page.screenshot({ path: testInfo.outputPath('video-page-playing-controls.png') });

  // A key moment jumps, whether playing or not.
  await page.getByRole('button', { name: `${clock(ANSWER_MOMENT.start)} Jawaban`, exact: true }).click();
  await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThanOrEqual(Math.floor(ANSWER_MOMENT.start));

  // The captions track is the cleaned transcript served as WebVTT.
  const captions = await page.request.get(`/api/v1/tanya/questions/${MP4_QUESTION.id}/captions.vtt`);
  const vtt = (seconds: number) => `00:${clock(seconds)}.${String(Math.round((seconds % 1) * 1000)).padStart(3, '0')}`;
  expect(await captions.text()).toContain(`${vtt(cue.start)} --> ${vtt(cue.end)}\n${cue.text}`);

  const related = page.getByRole('region', { name: 'Soal terkait' });
  const firstRelated = related.getByRole('link').first();
  expect(await firstRelated.getAttribute('href')).toMatch(/^\/tanya\/[0-9a-f-]{36}\/[a-z0-9-]+$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a student reads the worked steps under the video: a numbered list with its maths, then the answer', async ({ page }) => {
  await page.goto(MP4_QUESTION.path);
  const solution = page.getByRole('region', { name: 'Langkah pembahasan' });
  await expect(solution.getByRole('heading', { level: 2, name: 'Langkah pembahasan' })).toBeVisible();
  const steps = solution.getByRole('list').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first()).toHaveText('Pecahan senilai didapat dengan mengalikan pembilang dan penyebut dengan bilangan yang sama.');
  await expect(steps.nth(1)).toContainText('Kalikan dengan');
  await expect(steps.nth(1).locator('math')).toHaveCount(2);
  // Numbered by the browser: a real ordered list, its numbers read out with each step.
  expect(await solution.locator('ol > li').first().evaluate((item) => getComputedStyle(item).listStyleType)).toBe('decimal');
  const answer = solution.locator('p').filter({ hasText: /^Jawaban:/ });
  await expect(answer).toHaveText(/^Jawaban: .*4.*6.*dan.*6.*9/);
  await expect(answer.locator('math')).toHaveCount(2);
  // Under the video.
  const player = (await playerOf(page).boundingBox())!;
  expect((await solution.boundingBox())!.y).toBeGreaterThan(player.y + player.height);
  await expectNoAxeViolations(page);
});

test('a step with a formula wider than the phone scrolls that formula in its own box, never the page', async ({ page }) => {
  // "Jarak: s = v₀t + ½at² = 20 × 4 + ½ × (−5) × 4² = 80 − 40 = 40 m": ~400 px of maths.
  await page.goto('/tanya/4e23d14b-6e30-4e1f-b1a9-1b3c7afd196b/x');
  const step = page.getByRole('region', { name: 'Langkah pembahasan' }).getByRole('listitem').filter({ hasText: /^Jarak:/ });
  const formula = step.locator('math');
  await expect(formula).toBeVisible();
  const sizes = await formula.evaluate((math) => ({ scroll: math.scrollWidth, client: math.clientWidth, right: math.getBoundingClientRect().right }));
  expect(sizes.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (page.viewportSize()!.width < 400) expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the brackets of a matrix grow to its height, and only a question with such brackets downloads the maths font', async ({ page }) => {
  const mathFont = () => page.evaluate(() => [...document.fonts].find((face) => face.family.includes('CoBelajar Math'))?.status);
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });

  // A fraction alone: nothing stretches, the subset is never fetched (decision 061).
  await page.goto(MP4_QUESTION.path);
  await expect(page.getByRole('heading', { level: 1 }).locator('math')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await mathFont()).toBe('unloaded');
  expect(fontRequests.filter((path) => path.includes('math-delimiters'))).toEqual([]);

  // Two matrices in parentheses: the subset loads and each bracket covers its matrix.
  await page.goto(MATRIX_QUESTION.path);
  await expect.poll(mathFont).toBe('loaded');
  expect(fontRequests.filter((path) => path.includes('math-delimiters'))).toEqual([expect.stringMatching(/^\/assets\/math-delimiters-[\w-]+\.woff2$/)]);
  const matrices = page.getByRole('heading', { level: 1 }).locator('mtable');
  await expect(matrices).toHaveCount(2);
  for (const matrix of await matrices.all()) {
    // temml: <mrow><mo stretchy="true">(</mo><mtable>…</mtable><mo stretchy="true">)</mo></mrow>
    const bracketToTable = () =>
      matrix.evaluate((table) => {
        const height = (element: Element | null | undefined) => element!.getBoundingClientRect().height;
        const row = table.parentElement;
        return Math.min(height(row?.firstElementChild), height(row?.lastElementChild)) / height(table);
      });
    // Without a MATH table the brackets stay one line high, well short of the two rows.
    await expect.poll(bracketToTable).toBeGreaterThanOrEqual(1);
  }
});

test('a repeating decimal shows its bar over the repeating digits', async ({ page }) => {
  await page.goto('/tanya/0c8d7a52-3f61-4c7e-9b1e-6a2d4f8e1b37/x');
  const bars = page.getByRole('heading', { level: 1 }).locator('menclose[notation="top"]');
  await expect(bars).toHaveCount(2);
  for (const bar of await bars.all()) {
    // Chromium draws no menclose: the bar is the element's top border, over its digits only.
    const drawn = await bar.evaluate((element) => ({ border: parseFloat(getComputedStyle(element).borderTopWidth), text: element.textContent }));
    expect(drawn.border).toBeGreaterThan(0);
    expect(drawn.text).toMatch(/^(3|27)$/);
  }
});

test('a shared key-moment link (?t=) starts the video at that second', async ({ page }) => {
  await page.goto(`${MP4_QUESTION.path}?t=15`);
  await waitForPlayer(page);
  await expect(playerOf(page).getByRole('slider', { name: 'Posisi video' })).toHaveAttribute('aria-valuetext', `00:15 dari ${clock(MP4_VIDEO.duration_seconds)}`);
  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  expect((await videoState(page)).currentTime).toBeGreaterThanOrEqual(15);
});

test('without JavaScript the question, maths and a playable video (native controls) are still there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(MP4_QUESTION.path);
  await expect(page.getByRole('heading', { level: 1 }).locator('math')).toBeVisible();
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => ({ controls: video.controls, src: video.getAttribute('src') }))).toEqual({
    controls: true,
    src: MP4_QUESTION.video,
  });
  await context.close();
});

test('a student shares the video solution with a friend on WhatsApp', async ({ page, baseURL }) => {
  await page.goto(MP4_QUESTION.path);
  const share = page.getByRole('link', { name: 'Bagikan ke WhatsApp' });
  await expect(share).toHaveAttribute('target', '_blank');
  const href = new URL((await share.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
  expect(href.searchParams.get('text')).toBe(`Pembahasan soal Matematika kelas 4: “${MP4_QUESTION.plainText}” ${baseURL}${MP4_QUESTION.path}`);
});

test("a student opens a video from its topic: the video page's skeleton stands in until it arrives", async ({
  page,
  baseURL,
}) => {
  await page.goto('/tanya/topic/4/matematika/pecahan-senilai');
  // Wait for the page's script, then hold the video page's data back.
  await page.waitForLoadState('networkidle');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  await page.route('**/RSC/**', async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('link', { name: /^Tentukan dua pecahan yang senilai dengan/ })
    .click();

  const skeleton = page.getByRole('status', { name: 'Memuat video…' });
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pecahan senilai' })).toBeHidden();
  await expect.poll(() => heldRequests).toBeGreaterThan(0);
  // The video page's shape, not a list's: a single 16:9 block (the player), no grid of cards,
  // in a column no wider than the player.
  const videoBlocks = await skeleton.locator('[aria-hidden="true"]').evaluateAll(
    (shapes) =>
      shapes.filter((shape) => {
        const { width, height } = shape.getBoundingClientRect();
        return height > 0 && Math.abs(width / height - 16 / 9) < 0.02;
      }).length,
  );
  expect(videoBlocks).toBe(1);
  const box = (await skeleton.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(780);

  release();
  await expect(page).toHaveURL(`${baseURL}${MP4_QUESTION.path}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText('Tentukan dua pecahan yang senilai dengan');
  await expect(title).toBeFocused();
  await expect(skeleton).toBeHidden();
  await waitForPlayer(page);
});

test('the player is never wider than 780 px, nor than the screen', async ({ page }) => {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const viewport = page.viewportSize()!;
  const box = (await playerOf(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(Math.min(780, viewport.width));
  expect(box.x).toBeGreaterThanOrEqual(0);
  if (viewport.width >= 1200) {
    // On a wide screen the player takes its full reading column, beside the related questions.
    expect(box.width).toBeGreaterThan(700);
    await expect(page.getByRole('complementary', { name: 'Lanjut belajar' })).toBeInViewport();
  }
});
