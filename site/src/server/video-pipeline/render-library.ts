import { chromium } from '@playwright/test';
import type { EncodeProfile, RenderedVideo } from './render-video.ts';
import { renderVideo } from './render-video.ts';
import type { VideoScript } from './video-script.ts';

/*
 * Renders many videos (the Tanya library, the class recordings) with one Chromium and two pages
 * at a time (this machine kind has two cores), printing each one's size and time. `--only a,b`
 * picks items by key; `--jobs n` sets the parallelism.
 */

export type LibraryItem = {
  key: string;
  script: () => VideoScript;
  videoFile: string;
  posterFile?: string;
  metadataComment: string;
  done: (video: RenderedVideo) => void | Promise<void>;
};

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

export async function renderLibrary(options: {
  items: readonly LibraryItem[];
  profile: EncodeProfile;
  argv: readonly string[];
  save: () => void;
}): Promise<void> {
  const only = option(options.argv, '--only')
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  const jobs = Math.max(1, Number(option(options.argv, '--jobs') ?? 2));
  const unknown = only?.filter((key) => !options.items.some((item) => item.key === key)) ?? [];
  if (unknown.length > 0) throw new Error(`tidak dikenal: ${unknown.join(', ')}`);
  const items = only ? options.items.filter((item) => only.includes(item.key)) : [...options.items];

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--font-render-hinting=none'],
  });
  const started = performance.now();
  let total = 0;
  let next = 0;
  let finished = 0;
  const problems: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(jobs, items.length) }, async () => {
        const page = await browser.newPage();
        while (next < items.length) {
          const item = items[next++]!;
          const itemStarted = performance.now();
          const video = await renderVideo(item.script(), page, {
            videoFile: item.videoFile,
            posterFile: item.posterFile,
            profile: options.profile,
            metadataComment: item.metadataComment,
          });
          await item.done(video);
          total += video.videoBytes + (video.posterBytes ?? 0);
          finished += 1;
          if (video.overflowing.length > 0)
            problems.push(`${item.key}: slide ${video.overflowing.join(', ')} tidak muat`);
          if (finished % 10 === 0) options.save();
          console.log(
            `${finished}/${items.length} ${item.key}: ${video.durationSeconds} s, ${(video.videoBytes / 1024).toFixed(0)} KB` +
              ` (${((video.videoBytes * 8) / video.durationSeconds / 1000).toFixed(1)} kbit/s),` +
              ` ${((performance.now() - itemStarted) / 1000).toFixed(1)} s`,
          );
        }
        await page.close();
      }),
    );
  } finally {
    options.save();
    await browser.close();
  }
  console.log(
    `${items.length} video dalam ${((performance.now() - started) / 1000).toFixed(0)} s, ${(total / 1024 / 1024).toFixed(1)} MB` +
      ` (video + poster)`,
  );
  for (const problem of problems) console.warn(problem);
}
