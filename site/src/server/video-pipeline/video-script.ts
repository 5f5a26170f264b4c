import { toSpokenIndonesian } from '@bimbel/domain/speech/to-spoken-indonesian';
import { toPlainQuestionText } from '@bimbel/domain/tanya/question-plain-text';

/*
 * What a video says and shows, before anything is rendered (decision 091): a list of scenes,
 * each one slide and the words narrated over it. Tanya's solution videos and the narrated class
 * recordings are both built as scripts, so one renderer (render-video.ts) makes both.
 */

/** One slide's content. Texts keep their `$…$` LaTeX; the slide renders it with temml. */
export type Slide =
  | {
      kind: 'question';
      /** Small line above the question: "Soal" or "Contoh 2". */
      label: string;
      question: string;
    }
  | {
      kind: 'steps';
      label: string;
      /** The question, repeated small above the steps while it fits. */
      question: string;
      steps: readonly string[];
      /** How many steps are shown: the last of them is the one being narrated. */
      shown: number;
      /** The answer, boxed under the steps (the last scene of a worked example). */
      answer?: string;
    }
  | {
      kind: 'title';
      /** Big heading (a lesson's topic). */
      heading: string;
      lines: readonly string[];
    }
  | {
      kind: 'points';
      heading: string;
      points: readonly string[];
      /** The point being narrated (the others are shown muted). */
      current: number;
    };

export type Scene = {
  slide: Slide;
  /** What the narrator says, written as text with maths (read aloud through `toSpokenIndonesian`). */
  narration: string;
  /** A key moment starts with this scene (JSON-LD `Clip`, the video's chapters). */
  moment?: string;
};

export type VideoScript = {
  /** Stable name of the video (a question's id, a lesson's slug). */
  id: string;
  /** The bar on top of every slide: "Matematika · Kelas 8 · Teorema Pythagoras". */
  context: string;
  /** Who explains (a roster teacher's name), in every slide's footer. */
  teacher: string;
  scenes: readonly Scene[];
};

/** The words given to the synthesiser: maths and symbols read out in Indonesian. */
export function spokenText(narration: string): string {
  return toSpokenIndonesian(narration, { spellSymbols: true });
}

/** The words shown in the captions: the narration with its maths as plain readable text. */
export function captionText(narration: string): string {
  return toPlainQuestionText(narration).replace(/\s+/g, ' ').trim();
}

/** A key moment's name: at most `max` characters of plain text, cut at a word. */
export function momentName(text: string, max = 80): string {
  const plain = captionText(text).replace(/[.:;,]+$/, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}
