import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { toPlainQuestionText } from '@bimbel/domain/tanya/question-plain-text';
import { describe, expect, it } from 'vitest';
import { readMp4Info } from '../video-pipeline/mp4-info.ts';
import { captionText } from '../video-pipeline/video-script.ts';
import demoQuestions from './demo/demo-questions.json' with { type: 'json' };

/*
 * Each demo question's media belong to it (issue 23): its own video and poster, made from its
 * text and worked steps by `tanya:render` — never a file shared with another question, a
 * transcript that reads the question's numbers and ends with its answer, a file as long as its
 * captions, and key moments at the question, each step and the answer.
 */

const publicDir = path.resolve(import.meta.dirname, '../../../public');
/** All Tanya and class media together (issue 23). */
const MEDIA_BUDGET_BYTES = 60_000_000;

type DemoQuestion = {
  id: string;
  text: string;
  steps: string[];
  answer: string;
  video: {
    source_url: string;
    thumbnail_url: string;
    duration_seconds: number;
    transcript: { start: number; end: number; text: string }[];
    key_moments: { start: number; end: number; name: string }[];
  };
};
const questions = demoQuestions as DemoQuestion[];

const files = new Map<string, Buffer>();
/** A file under site/public, read once for all the checks (165 videos, ~20 MB). */
const file = (url: string) => {
  let bytes = files.get(url);
  if (!bytes) files.set(url, (bytes = readFileSync(path.join(publicDir, url))));
  return bytes;
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The MP4 a question plays: itself, or the file its HLS playlist was cut from. */
const mp4Of = (question: DemoQuestion) => `/media/tanya/${question.id}/video.mp4`;
const numbersIn = (text: string) => toPlainQuestionText(text).match(/\d+(?:[.,]\d+)*/g) ?? [];

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

describe("each demo question's media", () => {
  it('are its own files, in its own folder: no two questions share a video or a poster', () => {
    const videos = new Map<string, string>();
    const posters = new Map<string, string>();
    for (const question of questions) {
      expect(question.video.source_url, question.id).toMatch(new RegExp(`^/media/tanya/${question.id}/`));
      expect(question.video.thumbnail_url, question.id).toBe(`/media/tanya/${question.id}/poster.jpg`);
      const videoSha = sha(file(mp4Of(question)));
      const posterSha = sha(file(question.video.thumbnail_url));
      expect(videos.get(videoSha), `${question.id} plays the video of`).toBeUndefined();
      expect(posters.get(posterSha), `${question.id} shows the poster of`).toBeUndefined();
      videos.set(videoSha, question.id);
      posters.set(posterSha, question.id);
    }
    expect(videos.size).toBe(questions.length);
  });

  it('carry the question in the file itself (its id in the MP4 metadata)', () => {
    for (const question of questions) {
      expect(file(mp4Of(question)).includes(`CoBelajar Tanya ${question.id}`), question.id).toBe(true);
    }
  });

  it("have a transcript that reads the question with its numbers and ends with the question's answer", () => {
    for (const question of questions) {
      const transcript = question.video.transcript.map((cue) => cue.text).join(' ');
      // Captions are read, not typeset: no LaTeX left in them.
      expect(transcript, question.id).not.toMatch(/[$\\]/);
      for (const number of numbersIn(question.text))
        expect(transcript, `${question.id}: ${number}`).toContain(number);
      const last = question.video.transcript.at(-1)!.text;
      expect(last, question.id).toContain(captionText(question.answer).replace(/[.]$/, ''));
      for (const step of question.steps)
        expect(transcript, question.id).toContain(captionText(step).split(' ').slice(0, 4).join(' '));
    }
  });

  it('last as long as their captions: the file, the catalogue and the last cue agree', () => {
    for (const question of questions) {
      const info = readMp4Info(file(mp4Of(question)));
      const { duration_seconds: duration, transcript } = question.video;
      expect(Math.abs(info.durationSeconds - duration), question.id).toBeLessThan(0.25);
      const lastEnd = transcript.at(-1)!.end;
      expect(lastEnd, question.id).toBeLessThanOrEqual(duration);
      expect(duration - lastEnd, question.id).toBeLessThan(2);
      expect(info.moovFirst, question.id).toBe(true);
      expect([info.width, info.height], question.id).toEqual([854, 480]);
      for (const [index, cue] of transcript.entries()) {
        expect(cue.end, question.id).toBeGreaterThan(cue.start);
        if (index > 0)
          expect(cue.start, question.id).toBeGreaterThanOrEqual(transcript[index - 1]!.end - 0.01);
      }
    }
  });

  it('have key moments at the question, at every step and at the answer, in order', () => {
    for (const question of questions) {
      const moments = question.video.key_moments;
      expect(
        moments.map((moment) => moment.name.replace(/:.*/, '')),
        question.id,
      ).toEqual(['Soal', ...question.steps.map((_, index) => `Langkah ${index + 1}`), 'Jawaban']);
      expect(moments[0]!.start).toBe(0);
      for (const [index, moment] of moments.entries()) {
        expect(moment.end, question.id).toBeGreaterThan(moment.start);
        if (index > 0) expect(moment.start, question.id).toBe(moments[index - 1]!.end);
      }
      expect(moments.at(-1)!.end).toBe(question.video.duration_seconds);
    }
  });
});

describe('all the media the site ships', () => {
  it('fit in 60 MB: Tanya, the classes (recordings and materials) and the teachers', () => {
    const total = ['tanya', 'kelas', 'guru'].reduce(
      (sum, dir) => sum + folderBytes(path.join(publicDir, 'media', dir)),
      0,
    );
    expect(total).toBeLessThanOrEqual(MEDIA_BUDGET_BYTES);
  });
});
