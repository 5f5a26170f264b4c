import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { SAMPLE_RATE, synthesise, writeWav, type Pcm } from './narration.ts';
import { runTool } from './run-tool.ts';
import { FIT_SCRIPT, FRAME_HEIGHT, FRAME_WIDTH, slideHtml } from './slide-html.ts';
import {
  keyMomentsOf,
  LEAD_SECONDS,
  planTimeline,
  transcriptOf,
  type Cue,
  type Moment,
  type Timeline,
} from './timeline.ts';
import { spokenText, type VideoScript } from './video-script.ts';

/*
 * One video from one script (decision 091): every scene's slide is rendered by Chromium into a
 * PNG, every scene's narration is spoken by espeak-ng, the timeline follows the speech
 * (timeline.ts: a short breath before, a pause after), and ffmpeg encodes the slides and the
 * joined narration into an MP4 a low-end Android phone plays: H.264 Main 3.0 at 854×480 and a
 * few frames a second (the picture only changes between scenes), AAC-LC mono, `moov` first.
 */
export type { Cue, Moment } from './timeline.ts';

export type EncodeProfile = {
  /** AAC bitrate, e.g. '16k'. */
  audioBitrate: string;
  /** AAC sample rate: 16 kHz keeps the voice's whole band, 8 kHz is the telephone band. */
  audioRate: number;
  /** x264 constant rate factor for the slides (higher: smaller, softer). */
  crf: number;
  /**
   * Longest stretch without a keyframe, in seconds. Slides are still pictures: a new slide is
   * coded from the last (no scene-cut keyframes), and a jump decodes a few hundred tiny frames.
   */
  keyframeSeconds: number;
  /** Frames a second: the picture only changes between scenes, so few are needed. */
  fps: number;
  /** The encoded picture's size (slides are drawn at 854×480 and scaled when smaller). */
  width: number;
  height: number;
  /** How fast the narrator speaks (espeak-ng's -s). */
  wordsPerMinute: number;
};

/** Tanya solution videos: short, the voice's whole band (about 9.7 kbit/s of AAC). */
export const TANYA_PROFILE: EncodeProfile = {
  audioBitrate: '8k',
  audioRate: 16_000,
  crf: 37,
  keyframeSeconds: 120,
  fps: 2,
  width: 854,
  height: 480,
  wordsPerMinute: 140,
};
/**
 * Class recordings: 148 of them, each near two minutes, inside the 60 MB all media share: the
 * least the AAC encoder spends (about 8.3 kbit/s at 11 kHz, a little more than a phone call's
 * band), a brisker voice and softer slides.
 */
export const LESSON_PROFILE: EncodeProfile = {
  audioBitrate: '4k',
  audioRate: 11_025,
  crf: 43,
  keyframeSeconds: 120,
  fps: 2,
  width: 854,
  height: 480,
  wordsPerMinute: 165,
};

export type RenderedVideo = {
  durationSeconds: number;
  transcript: Cue[];
  keyMoments: Moment[];
  width: number;
  height: number;
  videoBytes: number;
  posterBytes?: number;
  /** Scenes whose slide still overflowed at the smallest font (should be none). */
  overflowing: number[];
};

/**
 * The picture's encoding: H.264 Main 3.0 tuned for still slides, a keyframe at least every `gop`
 * frames and none at scene cuts (a new slide is coded from the last one).
 */
function x264Args(profile: EncodeProfile, gop: number): string[] {
  return [
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'stillimage', '-crf', String(profile.crf)],
    ...['-profile:v', 'main', '-level', '3.0', '-g', String(gop), '-sc_threshold', '0'],
  ];
}

/** Each scene's slide as `s<n>.png` in `dir`; returns the scenes that still overflow. */
async function renderSlides(script: VideoScript, page: Page, dir: string): Promise<number[]> {
  await page.setViewportSize({ width: FRAME_WIDTH, height: FRAME_HEIGHT });
  const overflowing: number[] = [];
  for (const [index, scene] of script.scenes.entries()) {
    await page.setContent(slideHtml(script, scene.slide, `${index + 1}/${script.scenes.length}`), {
      waitUntil: 'load',
    });
    if ((await page.evaluate(`(${FIT_SCRIPT})()`)) !== true) overflowing.push(index);
    await page.screenshot({ path: path.join(dir, `s${index}.png`), type: 'png' });
  }
  return overflowing;
}

/** The slides of `dir` for their lengths and `narration.wav` under them, as one MP4. */
async function encode(
  dir: string,
  timeline: Timeline,
  videoFile: string,
  profile: EncodeProfile,
  metadata: Record<string, string>,
) {
  const last = timeline.lengths.length - 1;
  const list = timeline.lengths.map(
    (length, index) => `file 's${index}.png'\nduration ${length.toFixed(3)}\n`,
  );
  writeFileSync(path.join(dir, 'slides.txt'), `${list.join('')}file 's${last}.png'\n`);
  mkdirSync(path.dirname(videoFile), { recursive: true });
  const scale =
    profile.width === FRAME_WIDTH ? '' : `,scale=${profile.width}:${profile.height}:flags=lanczos`;
  await runTool('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', path.join(dir, 'slides.txt')],
    ...['-i', path.join(dir, 'narration.wav'), '-map', '0:v', '-map', '1:a'],
    ...['-vf', `fps=${profile.fps}${scale},format=yuv420p`],
    ...x264Args(profile, profile.fps * profile.keyframeSeconds),
    ...['-c:a', 'aac', '-b:a', profile.audioBitrate, '-ar', String(profile.audioRate), '-ac', '1'],
    ...['-t', String(timeline.duration), '-movflags', '+faststart', '-map_metadata', '-1'],
    ...Object.entries(metadata).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    videoFile,
  ]);
}

/**
 * Renders `script` to `videoFile` (and the first slide to `posterFile`, a JPEG, when given),
 * using `page` (a Chromium page; its viewport is set here).
 */
export async function renderVideo(
  script: VideoScript,
  page: Page,
  out: { videoFile: string; posterFile?: string; profile: EncodeProfile; metadataComment: string },
): Promise<RenderedVideo> {
  const work = mkdtempSync(path.join(tmpdir(), `render-${script.id.slice(0, 24)}-`));
  try {
    const speech = Promise.all(
      script.scenes.map((scene) => synthesise(spokenText(scene.narration), out.profile.wordsPerMinute)),
    );
    const overflowing = await renderSlides(script, page, work);
    const voices: Pcm[] = await speech;
    const speechSeconds = voices.map((voice) => voice.samples.length / SAMPLE_RATE);
    const timeline = planTimeline(speechSeconds, out.profile.fps);

    const audio = new Int16Array(Math.round(timeline.duration * SAMPLE_RATE));
    voices.forEach((voice, index) =>
      audio.set(voice.samples, Math.round((timeline.starts[index]! + LEAD_SECONDS) * SAMPLE_RATE)),
    );
    writeFileSync(path.join(work, 'narration.wav'), writeWav({ samples: audio, sampleRate: SAMPLE_RATE }));
    await encode(work, timeline, out.videoFile, out.profile, {
      title: script.context,
      comment: out.metadataComment,
    });

    let posterBytes: number | undefined;
    if (out.posterFile) {
      const poster = await sharp(path.join(work, 's0.png')).jpeg({ quality: 60, mozjpeg: true }).toBuffer();
      writeFileSync(out.posterFile, poster);
      posterBytes = poster.length;
    }
    return {
      durationSeconds: timeline.duration,
      transcript: transcriptOf(script, timeline, speechSeconds),
      keyMoments: keyMomentsOf(script, timeline),
      width: out.profile.width,
      height: out.profile.height,
      videoBytes: statSync(out.videoFile).size,
      posterBytes,
      overflowing,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * An HLS copy of a rendered MP4 (for a question whose catalogue entry streams): 4-second MPEG-TS
 * segments, so the picture is re-encoded with a keyframe every 4 s; the narration is copied.
 * Writes `dir/index.m3u8` and `dir/segment-000.ts`…
 */
export async function writeHlsCopy(videoFile: string, dir: string, profile: EncodeProfile): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const gop = profile.fps * 4;
  await runTool('ffmpeg', [
    ...['-v', 'error', '-y', '-i', videoFile],
    ...x264Args(profile, gop),
    ...['-keyint_min', String(gop)],
    ...['-c:a', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 'segment-%03d.ts'), path.join(dir, 'index.m3u8')],
  ]);
}
