import { expect, test } from './support/fixtures.ts';
import {
  clock,
  demoVideoOf,
  MP4_QUESTION,
  playerOf,
  videoState,
  waitForPlayer,
} from './support/tanya-video-page.ts';

const MP4_VIDEO = demoVideoOf(MP4_QUESTION.id);

test("the picture has the video's own shape, and captions and controls sit under it, readable", async ({
  page,
}, testInfo) => {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
    .toBeGreaterThan(0);
  const shape = await video.evaluate((element: HTMLVideoElement) => {
    const box = element.getBoundingClientRect();
    return {
      file: element.videoWidth / element.videoHeight,
      box: box.width / box.height,
      bottom: box.bottom,
    };
  });
  // No stretching and no bars: the box has the file's width/height ratio.
  expect(Math.abs(shape.box / shape.file - 1)).toBeLessThan(0.01);

  // The caption strip and the control bar are under the picture: nothing covers the slide.
  const strip = playerOf(page).locator('p[data-active]');
  await expect(strip).toHaveText(MP4_VIDEO.transcript[0]!.text);
  const stripBox = (await strip.boundingBox())!;
  expect(stripBox.y).toBeGreaterThanOrEqual(shape.bottom - 1);
  const seek = (await playerOf(page).getByRole('slider', { name: 'Posisi video' }).boundingBox())!;
  expect(seek.y).toBeGreaterThanOrEqual(stripBox.y + stripBox.height - 1);
  // Readable on a phone: at least 15 px, white on near-black.
  const text = await strip.evaluate((element) => {
    const style = getComputedStyle(element);
    return { size: parseFloat(style.fontSize), color: style.color };
  });
  expect(text.size).toBeGreaterThanOrEqual(15);
  expect(text.color).toBe('rgb(255, 255, 255)');
  // The browser's own caption drawing over the picture is invisible while the strip shows the words.
  expect((await videoState(page)).captions).toBe('showing');
  await page.screenshot({ path: testInfo.outputPath('player-captions.png') });

  // Nothing moves while the captions change: every cue shares the strip's height.
  const heightBefore = stripBox.height;
  const third = MP4_VIDEO.transcript.find((cue) => cue.text.startsWith('Kalikan dengan 3'))!;
  await page.getByRole('button', { name: `Putar dari ${clock(third.start)}` }).click();
  await expect(strip).toHaveText(/Kalikan dengan 3/);
  expect((await strip.boundingBox())!.height).toBe(heightBefore);
});

test("the poster's play button sits in the corner kept free of text and is a 44 px target", async ({
  page,
}) => {
  await page.goto(MP4_QUESTION.path);
  await waitForPlayer(page);
  const frame = (await page.locator('video').boundingBox())!;
  const bigPlay = playerOf(page)
    .locator('span[aria-hidden="true"]')
    .filter({ has: page.locator('svg') })
    .first();
  await expect(bigPlay).toBeVisible();
  const button = (await bigPlay.boundingBox())!;
  expect(button.width).toBeGreaterThanOrEqual(44);
  expect(button.height).toBeGreaterThanOrEqual(44);
  // Inside x 70–100 %, y 55–100 % of the picture (the Tanya pipeline keeps it free of text).
  expect(button.x).toBeGreaterThanOrEqual(frame.x + frame.width * 0.7);
  expect(button.x + button.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(button.y).toBeGreaterThanOrEqual(frame.y + frame.height * 0.55);
  expect(button.y + button.height).toBeLessThanOrEqual(frame.y + frame.height);
  // A press on it plays (it is part of the picture, which is the target); then it is gone.
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
  await expect(bigPlay).toBeHidden();
});
