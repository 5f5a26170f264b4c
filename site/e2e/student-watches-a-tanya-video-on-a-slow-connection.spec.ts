import { expect, test } from './support/fixtures.ts';
import { HLS_QUESTION, MP4_QUESTION, playerOf, videoState, waitForPlayer } from './support/tanya-video-page.ts';

const HLS_LIBRARY = /\/assets\/hls\.light-[\w-]+\.js$/;
const HLS_SEGMENT = new RegExp(`^${HLS_QUESTION.playlist.replace('index.m3u8', '')}segment-\\d{3}\\.ts$`);

test('when the browser asks to save data, the video loads nothing until the student presses play', async ({ page }) => {
  // Chromium's Data Saver, as a page sees it.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });
  });
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
  });
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  await page.waitForTimeout(1000);
  expect((await videoState(page)).preload).toBe('none');
  expect(videoRequests).toEqual([]);

  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(0);
});

test('an HLS video plays through hls.js where the browser has no native HLS, loaded only then', async ({ page }) => {
  // Recent Chromium plays HLS itself; pretend it does not, as Firefox and older Chromium.
  await page.addInitScript(() => {
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
    };
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(HLS_QUESTION.path);
  await waitForPlayer(page);
  await page.waitForTimeout(500);
  // Nothing about the stream, and not hls.js either, before the student presses play.
  expect(requested.filter((path) => HLS_LIBRARY.test(path) || path.startsWith(HLS_QUESTION.playlist.replace('index.m3u8', '')))).toEqual([]);

  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(() => requested.some((path) => HLS_LIBRARY.test(path))).toBe(true);
  await expect.poll(() => requested.some((path) => path === HLS_QUESTION.playlist)).toBe(true);
  await expect.poll(() => requested.some((path) => HLS_SEGMENT.test(path))).toBe(true);
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
  const state = await videoState(page);
  expect(state.paused).toBe(false);
  // Fed through Media Source Extensions, not a playlist URL the browser cannot play.
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentSrc.startsWith('blob:'))).toBe(true);
});

test('an HLS video plays natively where the browser can, without hls.js', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(HLS_QUESTION.path);
  await waitForPlayer(page);
  const native = (await page.locator('video').evaluate((video: HTMLVideoElement) => video.canPlayType('application/vnd.apple.mpegurl'))) !== '';
  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(() => requested.some((path) => HLS_SEGMENT.test(path))).toBe(true);
  await expect.poll(async () => (await videoState(page)).currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
  // hls.js comes only for a browser without native HLS.
  expect(requested.some((path) => HLS_LIBRARY.test(path))).toBe(!native);
});

test('an MP4 video never downloads hls.js', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(async () => (await videoState(page)).currentTime).toBeGreaterThan(0.5);
  expect(requested.some((path) => HLS_LIBRARY.test(path))).toBe(false);
  expect(requested).toContain(MP4_QUESTION.video);
});
