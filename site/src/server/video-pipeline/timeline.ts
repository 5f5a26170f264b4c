import { captionText, spokenText, type VideoScript } from './video-script.ts';

/*
 * When each scene of a video plays, and the captions and key moments that follow from it
 * (decision 091). Pure: the renderer gives the length of each scene's speech.
 */

export type Cue = { start: number; end: number; text: string };
export type Moment = { start: number; end: number; name: string };

/** Silence before and after each scene's narration, in seconds. */
export const LEAD_SECONDS = 0.25;
export const TAIL_SECONDS = 0.55;

const round2 = (value: number) => Math.round(value * 100) / 100;

export type Timeline = {
  /** Where each scene starts, in seconds. */
  starts: number[];
  /** How long each scene's slide shows: whole frames, the last stretched to a whole second. */
  lengths: number[];
  /** The video's length in whole seconds (the catalogue's `duration_seconds`). */
  duration: number;
};

/**
 * Each scene lasts its speech plus the pauses, in whole frames of `fps`; the last one is
 * stretched so the video lasts whole seconds.
 *
 * @example
 * planTimeline([1.2, 2], 5); // { starts: [0, 2], lengths: [2, 3], duration: 5 }
 */
export function planTimeline(speechSeconds: readonly number[], fps: number): Timeline {
  // Counted in frames, so every start is a whole frame and the sums stay exact.
  const frames = speechSeconds.map((seconds) =>
    Math.ceil((LEAD_SECONDS + seconds + TAIL_SECONDS) * fps - 1e-9),
  );
  const total = frames.reduce((sum, count) => sum + count, 0);
  const duration = Math.max(1, Math.ceil(total / fps - 1e-9));
  frames[frames.length - 1]! += duration * fps - total;
  let at = 0;
  const starts = frames.map((count) => {
    const start = at / fps;
    at += count;
    return start;
  });
  return { starts, lengths: frames.map((count) => count / fps), duration };
}

/**
 * Sentences of a narration: split after . ? ! followed by a space, never inside `$…$` maths
 * (`$\\frac{10!}{5! \\times 5!}$` is one formula); decimals use commas in Indonesian.
 */
export function captionSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.?!]\s+(?=\S)/g)) {
    const end = match.index + 1;
    if ((text.slice(0, end).match(/\$/g)?.length ?? 0) % 2 === 1) continue;
    sentences.push(text.slice(start, end));
    start = match.index + match[0].length;
  }
  sentences.push(text.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence !== '');
}

/**
 * The captions of one scene: its sentences between `from` and `to` seconds, each given time in
 * proportion to how long it is spoken (its spoken words' length).
 */
export function sceneCues(narration: string, from: number, to: number): Cue[] {
  const sentences = captionSentences(narration);
  const weights = sentences.map((sentence) => Math.max(1, spokenText(sentence).length));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let at = from;
  return sentences.map((sentence, index) => {
    const end = index === sentences.length - 1 ? to : at + ((to - from) * weights[index]!) / total;
    const cue = { start: round2(at), end: round2(end), text: captionText(sentence) };
    at = end;
    return cue;
  });
}

/** The whole video's captions: each scene's, from just before its speech to just after. */
export function transcriptOf(
  script: VideoScript,
  timeline: Timeline,
  speechSeconds: readonly number[],
): Cue[] {
  return script.scenes.flatMap((scene, index) => {
    const start = timeline.starts[index]!;
    const speechEnd = start + LEAD_SECONDS + speechSeconds[index]!;
    // The first cue from the very start, so a paused video shows its first words.
    const from = index === 0 ? 0 : start + LEAD_SECONDS / 2;
    return sceneCues(scene.narration, from, Math.min(timeline.duration, speechEnd + TAIL_SECONDS / 2));
  });
}

/** The key moments: from each scene that starts one to the next one (the last to the end). */
export function keyMomentsOf(script: VideoScript, timeline: Timeline): Moment[] {
  const starts = script.scenes.flatMap((scene, index) =>
    scene.moment === undefined ? [] : [{ start: timeline.starts[index]!, name: scene.moment }],
  );
  return starts.map((moment, index) => ({
    start: round2(moment.start),
    end: round2(starts[index + 1]?.start ?? timeline.duration),
    name: moment.name,
  }));
}
