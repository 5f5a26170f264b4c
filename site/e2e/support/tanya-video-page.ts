import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Demo questions (site/src/server/tanya/demo/demo-questions.json). */
export const MP4_QUESTION = {
  id: '54b42824-1746-4bad-942e-b5b94fc32086',
  path: '/tanya/54b42824-1746-4bad-942e-b5b94fc32086/tentukan-dua-pecahan-yang-senilai-dengan-2-3',
  plainText: 'Tentukan dua pecahan yang senilai dengan 2/3.',
  /** Its own video and poster, made by the pipeline (decision 091). */
  video: '/media/tanya/54b42824-1746-4bad-942e-b5b94fc32086/video.mp4',
  poster: '/media/tanya/54b42824-1746-4bad-942e-b5b94fc32086/poster.jpg',
};
/** Two 2×2 matrices in parentheses (`pmatrix`): their brackets must stretch (decision 061). */
export const MATRIX_QUESTION = {
  id: '80e8ceb6-53ba-4f54-a42b-18010a8f975b',
  path: '/tanya/80e8ceb6-53ba-4f54-a42b-18010a8f975b/diketahui-a-2-1-3-4-dan-b-1-0-2-5-tentukan-ab',
};
export const HLS_QUESTION = {
  id: '74ebaaa2-9d35-4e38-aa99-d855c6e6778c',
  path: '/tanya/74ebaaa2-9d35-4e38-aa99-d855c6e6778c/tentukan-nilai-x-dari-persamaan-3x-5-20',
  /** Its video as HLS: a playlist and 4-second segments beside it. */
  playlist: '/media/tanya/74ebaaa2-9d35-4e38-aa99-d855c6e6778c/hls/index.m3u8',
};

type DemoVideo = {
  duration_seconds: number;
  transcript: { start: number; end: number; text: string }[];
  key_moments: { start: number; end: number; name: string }[];
};

/** A demo question's video as the pipeline wrote it (duration, captions, key moments). */
export function demoVideoOf(id: string): DemoVideo {
  const questions = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../../src/server/tanya/demo/demo-questions.json'),
      'utf8',
    ),
  ) as { id: string; video: DemoVideo }[];
  return questions.find((question) => question.id === id)!.video;
}

/** Seconds as the page's clock shows them: '00:34'. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export const playerOf = (page: Page) => page.getByRole('group', { name: /^Video pembahasan:/ });

/** The `<video>` element's state, read in the page. */
export function videoState(page: Page) {
  return page.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    currentTime: video.currentTime,
    muted: video.muted,
    preload: video.preload,
    captions: video.textTracks[0]?.mode,
    controls: video.controls,
  }));
}

/** Waits until the player has hydrated (its custom controls replace the native ones). */
export async function waitForPlayer(page: Page) {
  await expect(playerOf(page).getByRole('button', { name: 'Putar video' })).toBeVisible();
}

/** Presses Tab until `target` has focus, failing if it is not reached in `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
