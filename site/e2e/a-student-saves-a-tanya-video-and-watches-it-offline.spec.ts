import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { MP4_QUESTION, playerOf, videoState, waitForPlayer } from './support/tanya-video-page.ts';

// Saving downloads the page's files and the video on a busy machine: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** A question that is never saved here (the related question of MP4_QUESTION's page is not either). */
const UNSAVED_PATH = '/tanya/0004bc58-017e-4f26-bc59-cf284efc5b81/tuliskan-semua-faktor-dari-24';

/** Saves MP4_QUESTION's page with its button and waits for 'Tersimpan'. */
async function saveTheVideoPage(page: Page) {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const save = page.getByRole('button', { name: 'Simpan untuk offline' });
  await save.click();
  await expect(page.getByRole('button', { name: /^Tersimpan \(\d+ KB\)$/ })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Tersimpan. Video ini bisa dibuka dan diputar tanpa internet.' }),
  ).toBeVisible();
  // The worker the save registered runs and controls the page.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

test('a student saves a video page, goes offline, opens it again and it plays with captions', async ({
  page,
  context,
}, testInfo) => {
  await saveTheVideoPage(page);
  await expectNoAxeViolations(page);

  await context.setOffline(true);
  await page.goto(MP4_QUESTION.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Tentukan dua pecahan yang senilai dengan',
  );
  await waitForPlayer(page);
  // The saved page knows it is saved.
  await expect(page.getByRole('button', { name: /^Tersimpan \(\d+ KB\)$/ })).toBeVisible();

  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(1);
  // The captions came from the saved WebVTT file: the track has its cues, and the strip under the
  // picture shows the one playing.
  const cues = await page
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.textTracks[0]?.cues?.length ?? 0);
  expect(cues).toBeGreaterThan(0);
  expect((await videoState(page)).captions).toBe('showing');
  await expect(playerOf(page).locator('p[data-active]')).toHaveText(/\w+/);
  await page.screenshot({ path: testInfo.outputPath('saved-video-offline.png') });
  // Paused, as a student stops to read: playing, the controls fade out after 2 s, and a check
  // caught mid-fade measures half-transparent text.
  await page.locator('video').evaluate((video: HTMLVideoElement) => video.pause());
  await expect(playerOf(page).getByRole('button', { name: 'Putar video' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A page that was not saved: the offline page, with the way to the saved videos.
  await page.goto(UNSAVED_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Kamu sedang offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buka video tersimpan' })).toHaveAttribute(
    'href',
    '/tanya/tersimpan',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('offline-page.png') });
  await context.setOffline(false);
});

test('the Tersimpan page lists the saved video with its size, offline too, and deletes it', async ({
  page,
  context,
}, testInfo) => {
  await saveTheVideoPage(page);
  await context.setOffline(true);
  await page.goto(UNSAVED_PATH);
  await page.getByRole('link', { name: 'Buka video tersimpan' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Video tersimpan' })).toBeVisible();
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: MP4_QUESTION.plainText });
  await expect(item.getByRole('link', { name: MP4_QUESTION.plainText })).toHaveAttribute(
    'href',
    MP4_QUESTION.path,
  );
  // The size of what was kept: the page's files and the 83 KB video.
  await expect(item).toContainText(/\b\d{2,4} KB · disimpan \d{1,2} \w+ \d{4}/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('tersimpan-offline.png'), fullPage: true });

  await item.getByRole('button', { name: `Hapus ${MP4_QUESTION.plainText}` }).click();
  await expect(page.getByRole('status')).toHaveText(
    `“${MP4_QUESTION.plainText}” dihapus dari video tersimpan.`,
  );
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText('Belum ada video tersimpan.')).toBeVisible();
  // Gone from the device: the page and its video are no longer kept (the browser's own HTTP cache
  // may still hold the page for its max-age of a minute, which is not ours to clear).
  const stillKept = await page.evaluate(
    async (paths) => Promise.all(paths.map(async (path) => (await caches.match(path)) !== undefined)),
    [MP4_QUESTION.path, MP4_QUESTION.video, `/api/v1/tanya/questions/${MP4_QUESTION.id}/captions.vtt`],
  );
  expect(stillKept).toEqual([false, false, false]);
  // The Tersimpan page itself (precached) still opens offline.
  await page.reload();
  await expect(page.getByText('Belum ada video tersimpan.')).toBeVisible();
  await context.setOffline(false);
});

test('the worker keeps nothing the student did not save: no API answer, no private page, no other page', async ({
  page,
}) => {
  await saveTheVideoPage(page);
  // Browse on: another Tanya page, the API, a private page that redirects.
  await page.goto(UNSAVED_PATH);
  await page.request.get('/api/v1/tanya/search?q=pecahan');
  await page.goto('/bimbel/user');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain(MP4_QUESTION.path);
  expect(kept).toContain(MP4_QUESTION.video);
  expect(kept).toContain(`/api/v1/tanya/questions/${MP4_QUESTION.id}/captions.vtt`);
  expect(kept).toContain('/offline.html');
  expect(kept).toContain('/tanya/tersimpan');
  expect(kept.filter((path) => path.startsWith('/api/') && !path.endsWith('/captions.vtt'))).toEqual([]);
  expect(kept).not.toContain(UNSAVED_PATH);
  expect(kept.filter((path) => path.startsWith('/bimbel') || path.startsWith('/login'))).toEqual([]);
});
