import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMp4Info } from '../video-pipeline/mp4-info.ts';
import { captionText } from '../video-pipeline/video-script.ts';
import { demoLessons } from './demo-lessons.ts';
import recordings from './demo-recordings.json' with { type: 'json' };
import { plannedTopicSlugs } from './demo-term-plans.ts';
import { topicMediaPaths } from './demo-topics.ts';

/*
 * A past class's recording is its lesson, narrated (issue 23): every topic of every term plan has
 * one, made by `lessons:render` from the lesson — its own file, a few minutes long, whose
 * captions go through the topic, its points and every worked example to its answer.
 */

const publicDir = path.resolve(import.meta.dirname, '../../../public');
type Recording = {
  slug: string;
  duration_seconds: number;
  key_moments: { start: number; end: number; name: string }[];
  transcript: { start: number; end: number; text: string }[];
};
const bySlug = new Map((recordings as Recording[]).map((recording) => [recording.slug, recording]));
const recordingFiles = new Map<string, Buffer>();
/** A recording's bytes, read once for all the checks. */
const fileOf = (slug: string) => {
  let bytes = recordingFiles.get(slug);
  if (!bytes)
    recordingFiles.set(
      slug,
      (bytes = readFileSync(path.join(publicDir, topicMediaPaths(slug as never).recording))),
    );
  return bytes;
};

describe('the class recordings', () => {
  it('exist for every topic a term plan teaches, one file each, and nothing else in the folder', () => {
    const slugs = plannedTopicSlugs();
    const files = readdirSync(path.join(publicDir, 'media/kelas/rekaman')).filter((name) =>
      name.endsWith('.mp4'),
    );
    expect(files.sort()).toEqual(slugs.map((slug) => `${slug}.mp4`).sort());
    const hashes = new Set(slugs.map((slug) => createHash('sha256').update(fileOf(slug)).digest('hex')));
    expect(hashes.size).toBe(slugs.length);
  });

  it('are a few minutes long, as long as the catalogue says and as their captions run', () => {
    for (const lesson of demoLessons()) {
      const recording = bySlug.get(lesson.slug)!;
      const file = fileOf(lesson.slug);
      const info = readMp4Info(file);
      expect(file.includes(`CoBelajar rekaman kelas ${lesson.slug}`), lesson.slug).toBe(true);
      expect(Math.abs(info.durationSeconds - recording.duration_seconds), lesson.slug).toBeLessThan(0.6);
      expect(recording.duration_seconds, lesson.slug).toBeGreaterThanOrEqual(60);
      expect(recording.duration_seconds, lesson.slug).toBeLessThanOrEqual(5 * 60);
      expect(recording.duration_seconds - recording.transcript.at(-1)!.end, lesson.slug).toBeLessThan(2);
      expect([info.width, info.height, info.moovFirst], lesson.slug).toEqual([854, 480, true]);
    }
  });

  it('say the lesson: its topic, its points and every example with its answer, in order', () => {
    for (const lesson of demoLessons()) {
      const { transcript, key_moments: moments } = bySlug.get(lesson.slug)!;
      const text = transcript.map((cue) => cue.text).join(' ');
      expect(text, lesson.slug).not.toMatch(/[$\\]/);
      expect(text, lesson.slug).toContain(lesson.name);
      let at = 0;
      const expectNext = (part: string) => {
        const found = text.indexOf(part, at);
        expect(found, `${lesson.slug}: ${part}`).toBeGreaterThanOrEqual(at);
        at = found + part.length;
      };
      for (const point of lesson.points) expectNext(captionText(point).split(' ').slice(0, 5).join(' '));
      for (const example of lesson.examples) {
        expectNext(captionText(example.question).split(' ').slice(0, 5).join(' '));
        expectNext(captionText(example.answer).replace(/[.]$/, ''));
      }
      expect(
        moments.filter((moment) => moment.name.startsWith('Contoh')),
        lesson.slug,
      ).toHaveLength(lesson.examples.length);
    }
  });
});
