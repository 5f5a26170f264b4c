import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './support/fixtures.ts';
import { longWords, readTextIn } from './support/ocr.ts';
import { playerOf, waitForPlayer } from './support/tanya-video-page.ts';

/*
 * Issue 23: every question plays its own video. A student opens three questions of different
 * subjects, plays each, and the first frame of each video — read back from the <video> element
 * and put through OCR — shows that question's own words; the three videos are three files.
 */

type DemoQuestion = { id: string; text: string; subject: string };
const questions = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../src/server/tanya/demo/demo-questions.json'), 'utf8'),
) as DemoQuestion[];
/** The first Matematika, Fisika and Kimia questions of the demo library. */
const PICKED = ['matematika', 'fisika', 'kimia'].map((subject) =>
  questions.find((question) => question.subject === subject)!,
);

test('three questions play three different videos, each opening on its own question', async ({ page }) => {
  test.setTimeout(90_000);
  const seen: { src: string; frame: string }[] = [];
  for (const question of PICKED) {
    // Any slug redirects to the question's canonical address.
    await page.goto(`/tanya/${question.id}/soal`);
    await waitForPlayer(page);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await playerOf(page).getByRole('button', { name: 'Putar video' }).click();
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.3);
    // Back to the start, paused: the frame a student sees first.
    const shot = await video.evaluate(async (element: HTMLVideoElement) => {
      element.pause();
      await new Promise<void>((resolve) => {
        element.addEventListener('seeked', () => resolve(), { once: true });
        element.currentTime = 0;
      });
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')!.drawImage(element, 0, 0);
      return { src: element.currentSrc, frame: canvas.toDataURL('image/png'), width: element.videoWidth };
    });
    expect(shot.width, question.id).toBeGreaterThanOrEqual(854);
    const text = await readTextIn(Buffer.from(shot.frame.split(',')[1]!, 'base64'));
    expect(text, question.id).toMatch(/Soal/);
    // Most of the question's longer words are on its first frame (OCR may miss one or two).
    const words = longWords(heading);
    const read = new Set(longWords(text));
    const found = words.filter((word) => read.has(word));
    expect(found.length / words.length, `${question.id}: read "${text}"`).toBeGreaterThanOrEqual(0.6);
    seen.push({ src: shot.src, frame: shot.frame });
  }
  expect(new Set(seen.map((shot) => new URL(shot.src).pathname)).size).toBe(3);
  expect(new Set(seen.map((shot) => shot.frame)).size).toBe(3);
  await expectNoAxeViolations(page);
});
