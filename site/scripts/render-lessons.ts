// Renders the demo classes' recordings (decision 091): every demo lesson (or those named with
// --only <slug>[,<slug>…]) narrated with its points and worked examples.
//   pnpm --filter site lessons:render [--only <slug>,…]
// Writes site/public/media/kelas/rekaman/<slug>.mp4 and, per slug, its duration, key moments and
// transcript in site/src/server/live-classes/demo-recordings.json. Needs the same tools as
// tanya:render (bash scripts/install-media-tools.sh).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoLessons } from '../src/server/live-classes/demo-lessons.ts';
import { TERM_PLAN_KEYS, TERM_PLANS } from '../src/server/live-classes/demo-term-plans.ts';
import type { DemoTopicSlug } from '../src/server/live-classes/demo-topics.ts';
import { topicMediaPaths } from '../src/server/live-classes/demo-topics.ts';
import { lessonScript } from '../src/server/video-pipeline/lesson-script.ts';
import { renderLibrary } from '../src/server/video-pipeline/render-library.ts';
import { LESSON_PROFILE, type Cue, type Moment } from '../src/server/video-pipeline/render-video.ts';

type Recording = { slug: string; duration_seconds: number; key_moments: Moment[]; transcript: Cue[] };

const site = path.resolve(import.meta.dirname, '..');
const manifestFile = path.join(site, 'src/server/live-classes/demo-recordings.json');
const recordings = new Map<string, Recording>(
  existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Recording[]).map((recording) => [
        recording.slug,
        recording,
      ])
    : [],
);

/** Who takes the topic's classes: "Matematika Kelas 11 IPA dan IPS", "Fisika Kelas 10". */
function groupsOf(slug: string): string {
  const titles = [
    ...new Set(
      TERM_PLAN_KEYS.filter((key) => (TERM_PLANS[key].topics as readonly string[]).includes(slug)).map(
        (key) => TERM_PLANS[key].title,
      ),
    ),
  ];
  if (titles.length === 0) throw new Error(`${slug}: no term plan teaches it`);
  return titles.length === 1 ? titles[0]! : `${titles[0]} dan ${titles.length - 1} kelas lain`;
}

await renderLibrary({
  items: demoLessons().map((lesson) => ({
    key: lesson.slug,
    script: () => lessonScript(lesson, groupsOf(lesson.slug)),
    videoFile: path.join(site, 'public', topicMediaPaths(lesson.slug as DemoTopicSlug).recording),
    metadataComment: `CoBelajar rekaman kelas ${lesson.slug}`,
    done: (video) => {
      recordings.set(lesson.slug, {
        slug: lesson.slug,
        duration_seconds: video.durationSeconds,
        key_moments: video.keyMoments,
        transcript: video.transcript,
      });
    },
  })),
  profile: LESSON_PROFILE,
  argv: process.argv.slice(2),
  save: () => {
    const order = demoLessons().map((lesson) => lesson.slug);
    const sorted = [...recordings.values()].sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
    writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  },
});
