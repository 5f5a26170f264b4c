import { VIDEO_IDLE_TIMEOUT_MS } from '@bimbel/domain/constants/limits';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { MP4_QUESTION, playerOf, tabTo, videoState, waitForPlayer } from './support/tanya-video-page.ts';

/** How opaque an element really is: its own opacity times every ancestor's. */
function effectiveOpacity(target: Locator) {
  return target.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

test('a student controls the player with the keyboard: Tab to play, Space, arrows, captions, mute', async ({ page }) => {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const player = playerOf(page);
  const play = player.getByRole('button', { name: 'Putar video' });

  // Every control is reachable by Tab, in reading order: seek bar, then the buttons.
  await tabTo(page, player.getByRole('slider', { name: 'Posisi video' }));
  await page.keyboard.press('Tab');
  await expect(play).toBeFocused();
  const outline = await play.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).toBe('solid');

  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await expect(player.getByRole('button', { name: 'Jeda video' })).toBeFocused();

  // K pauses; ← and → move 5 seconds.
  await page.keyboard.press('k');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  const before = (await videoState(page)).currentTime;
  await page.keyboard.press('ArrowRight');
  expect((await videoState(page)).currentTime).toBeCloseTo(before + 5, 0);
  await page.keyboard.press('ArrowLeft');
  expect((await videoState(page)).currentTime).toBeCloseTo(before, 0);
  // Never before the start.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect((await videoState(page)).currentTime).toBe(0);

  // C turns the captions track off and on; the button says which.
  const captionsButton = player.getByRole('button', { name: 'Subtitle' });
  await expect(captionsButton).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('c');
  expect((await videoState(page)).captions).toBe('hidden');
  await expect(captionsButton).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('c');
  expect((await videoState(page)).captions).toBe('showing');

  await page.keyboard.press('m');
  expect((await videoState(page)).muted).toBe(true);
  await expect(player.getByRole('button', { name: 'Nyalakan suara' })).toBeVisible();

  // F fills the screen with the player and leaves again.
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null)).toMatch(/^Video pembahasan:/);
  await expect(player.getByRole('button', { name: 'Keluar dari layar penuh' })).toBeVisible();
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

  // The seek bar itself: → moves 5 s too, and Space on it plays.
  await player.getByRole('slider', { name: 'Posisi video' }).focus();
  await page.keyboard.press('ArrowRight');
  expect((await videoState(page)).currentTime).toBeCloseTo(5, 0);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);

  // Keys typed elsewhere on the page do not drive the player.
  await page.getByRole('searchbox', { name: 'Cari soal' }).press('k');
  expect((await videoState(page)).paused).toBe(false);
});

test('while playing, the controls hide after 2000 ms without activity and come back on a key press', async ({ page }, testInfo) => {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const player = playerOf(page);
  // Started with the mouse: the pressed button has focus but no keyboard focus ring.
  await player.getByRole('button', { name: 'Putar video' }).click();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);

  // Measured in the page, from the last activity (a pointer move) to the controls hiding.
  const hiddenAfterMs = await player.evaluate(
    (root) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (root.hasAttribute('data-controls-hidden')) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(root, { attributes: true });
        const started = performance.now();
        root.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      }),
  );
  expect(hiddenAfterMs).toBeGreaterThanOrEqual(VIDEO_IDLE_TIMEOUT_MS - 50);
  expect(hiddenAfterMs).toBeLessThan(VIDEO_IDLE_TIMEOUT_MS + 700);
  const pause = player.getByRole('button', { name: 'Jeda video' });
  await expect.poll(() => effectiveOpacity(pause)).toBe(0);
  expect((await videoState(page)).paused).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('controls-hidden.png') });

  await page.keyboard.press('Shift');
  await expect(player).not.toHaveAttribute('data-controls-hidden');
  await expect.poll(() => effectiveOpacity(pause)).toBe(1);

  // Paused, they stay.
  await page.keyboard.press('k');
  await page.waitForTimeout(VIDEO_IDLE_TIMEOUT_MS + 500);
  await expect(player).not.toHaveAttribute('data-controls-hidden');
});

test('a control with the keyboard focus ring keeps the controls on screen while the video plays', async ({ page }) => {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const player = playerOf(page);
  await tabTo(page, player.getByRole('button', { name: 'Putar video' }));
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  const pause = player.getByRole('button', { name: 'Jeda video' });
  await expect(pause).toBeFocused();

  // Past the idle time, the focused control (and its ring) is still seen (WCAG 2.4.7).
  await page.waitForTimeout(VIDEO_IDLE_TIMEOUT_MS + 700);
  await expect(player).not.toHaveAttribute('data-controls-hidden');
  expect(await effectiveOpacity(pause)).toBe(1);
  expect((await videoState(page)).paused).toBe(false);

  // Once focus leaves the player, the controls hide after the idle time again.
  await page.getByRole('searchbox', { name: 'Cari soal' }).focus();
  await expect(player).toHaveAttribute('data-controls-hidden', '', { timeout: VIDEO_IDLE_TIMEOUT_MS + 2000 });
  await expect.poll(() => effectiveOpacity(pause)).toBe(0);
});
