// Renders Tanya's solution videos (decision 091): for every demo question (or those named with
// --only), its video, poster, transcript and key moments, from its text and worked steps.
//   pnpm --filter site tanya:render                 # the whole library
//   pnpm --filter site tanya:render --only <id>[,<id>…]
// Writes site/public/media/tanya/<id>/{video.mp4,poster.jpg} (and hls/, an HLS copy, for a
// question whose catalogue entry streams HLS) and the question's `video` fields in
// site/src/server/tanya/demo/demo-questions.json. Needs chromium, ffmpeg and espeak-ng (with the
// MBROLA voice mb-id1): `bash scripts/install-media-tools.sh` installs them on Debian/Ubuntu.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderLibrary } from '../src/server/video-pipeline/render-library.ts';
import { questionScript } from '../src/server/video-pipeline/question-script.ts';
import { TANYA_PROFILE, writeHlsCopy } from '../src/server/video-pipeline/render-video.ts';

type DemoQuestion = {
  id: string;
  text: string;
  grade: number;
  subject: string;
  topic: string;
  steps?: string[];
  answer?: string;
  video: Record<string, unknown> & { teacher: string };
};

const site = path.resolve(import.meta.dirname, '..');
const dataFile = path.join(site, 'src/server/tanya/demo/demo-questions.json');
const questions = JSON.parse(readFileSync(dataFile, 'utf8')) as DemoQuestion[];

await renderLibrary({
  items: questions.map((question) => ({
    key: question.id,
    script: () => {
      if (!question.steps?.length || !question.answer)
        throw new Error(`${question.id}: no worked steps or answer`);
      return questionScript({
        ...question,
        steps: question.steps,
        answer: question.answer,
        teacher: question.video.teacher,
      });
    },
    videoFile: path.join(site, 'public/media/tanya', question.id, 'video.mp4'),
    posterFile: path.join(site, 'public/media/tanya', question.id, 'poster.jpg'),
    metadataComment: `CoBelajar Tanya ${question.id}`,
    done: async (video) => {
      const folder = `/media/tanya/${question.id}`;
      const streams =
        question.video.source_type === 'hls' || String(question.video.source_url).endsWith('.m3u8');
      if (streams)
        await writeHlsCopy(
          path.join(site, 'public', folder, 'video.mp4'),
          path.join(site, 'public', folder, 'hls'),
          TANYA_PROFILE,
        );
      question.video = {
        ...question.video,
        source_url: streams ? `${folder}/hls/index.m3u8` : `${folder}/video.mp4`,
        source_type: undefined,
        duration_seconds: video.durationSeconds,
        thumbnail_url: `${folder}/poster.jpg`,
        transcript: video.transcript,
        key_moments: video.keyMoments,
      };
    },
  })),
  profile: TANYA_PROFILE,
  argv: process.argv.slice(2),
  save: () => writeFileSync(dataFile, `${JSON.stringify(questions, null, 2)}\n`),
});
