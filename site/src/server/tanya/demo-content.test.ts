import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { cleanTranscript } from '@bimbel/domain/tanya/transcript';
import { describe, expect, it } from 'vitest';
import demoQuestions from './demo/demo-questions.json' with { type: 'json' };

const publicDir = path.resolve(import.meta.dirname, '../../../public');
/** Small on purpose (issue 23): at most 350 KB per 30 s of video, a poster or segment at most 150 KB. */
const MAX_BYTES_PER_30_SECONDS = 350_000;
const MAX_STILL_BYTES = 150_000;

type DemoQuestion = {
  id: string;
  video: {
    source_url: string;
    thumbnail_url: string;
    duration_seconds: number;
    transcript: { start: number; end: number; text: string }[];
  };
};
const questions = demoQuestions as DemoQuestion[];

const mediaFile = (url: string) => path.join(publicDir, url);
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

describe('the demo library shipped in the repository', () => {
  it('plays from files in site/public, each small, HLS playlists with every segment', () => {
    for (const { video } of questions) {
      const url = video.source_url;
      expect(url, url).toMatch(/^\/media\/tanya\//);
      expect(statSync(mediaFile(video.thumbnail_url)).size, url).toBeLessThanOrEqual(MAX_STILL_BYTES);
      const budget = (MAX_BYTES_PER_30_SECONDS * video.duration_seconds) / 30;
      if (!url.endsWith('.m3u8')) expect(statSync(mediaFile(url)).size, url).toBeLessThanOrEqual(budget);
      if (url.endsWith('.m3u8')) {
        const segments = readFileSync(mediaFile(url), 'utf8')
          .split('\n')
          .filter((line) => line && !line.startsWith('#'));
        expect(segments.length, url).toBeGreaterThan(0);
        for (const segment of segments) {
          expect(
            statSync(path.join(path.dirname(mediaFile(url)), segment)).size,
            segment,
          ).toBeLessThanOrEqual(MAX_STILL_BYTES);
        }
      }
    }
  });

  it('loses no real word when its transcripts are cleaned (only hesitations go)', () => {
    for (const question of questions) {
      const cleaned = cleanTranscript(question.video.transcript);
      const kept = cleaned.flatMap((cue) => words(cue.text));
      const spoken = question.video.transcript.flatMap((cue) => words(cue.text));
      const removed = [...spoken];
      for (const word of kept) {
        expect(removed, `${question.id}: "${word}" was not spoken`).toContain(word);
        removed.splice(removed.indexOf(word), 1);
      }
      // What went is a hesitation or a doubled word, never a unit, variable or number.
      for (const word of removed)
        expect(word, `${question.id}: "${word}"`).toMatch(
          /^(?:e{2,}[hm]*|e+h+m+|e+m{2,}|m{2,}|h+m+|a{2,}h*|a+h+|anu|\p{L}{2,})$/u,
        );
      expect(
        removed.filter((word) => /^\p{L}$|^\p{N}+$/u.test(word)),
        question.id,
      ).toEqual([]);
    }
  });
});
