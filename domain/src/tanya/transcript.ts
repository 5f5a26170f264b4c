/** One timestamped line of a video transcript, in seconds from the start. */
export type TranscriptCue = { start: number; end: number; text: string };

/**
 * Hesitation sounds of spoken Indonesian that carry no meaning in a written transcript. Never a
 * single letter: 'm' (metre), 'a', 'e' and 'A' are units and variables in maths.
 */
const FILLERS = /(^|[\s,])(?:e{2,}[hm]*|e+h+m+|e+m{2,}|m{2,}|h+m+|a{2,}h*|a+h+|anu)(?=[\s,.!?]|$)/gi;

/** A first word to capitalise: two or more lowercase letters (never a variable such as 'x'). */
const LOWERCASE_FIRST_WORD = /^\p{Ll}{2,}(?!\p{L})/u;

/**
 * A transcript fit to read: hesitations ('eee', 'emm', 'anu') and doubled words removed,
 * whitespace collapsed, a first word capitalised (not a one-letter variable); cues left empty are dropped and cues are
 * sorted by start time.
 *
 * @example
 * cleanTranscript([{ start: 0, end: 4, text: 'eee  jadi jadi kita hitung dulu' }]);
 * // [{ start: 0, end: 4, text: 'Jadi kita hitung dulu' }]
 */
export function cleanTranscript(cues: readonly TranscriptCue[]): TranscriptCue[] {
  return [...cues]
    .sort((a, b) => a.start - b.start)
    .map((cue) => {
      const text = cue.text
        .replace(FILLERS, '$1')
        .replace(/\b(\p{L}+)(\s+\1\b)+/giu, '$1')
        .replace(/\s+([,.!?])/g, '$1')
        .replace(/^[\s,]+/, '')
        .replace(/\s+/g, ' ')
        .trim();
      return { ...cue, text: LOWERCASE_FIRST_WORD.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text };
    })
    .filter((cue) => cue.text !== '');
}

function toVttTime(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(totalMs / 3_600_000);
  const minutes = Math.floor((totalMs % 3_600_000) / 60_000);
  const secs = Math.floor((totalMs % 60_000) / 1000);
  const ms = totalMs % 1000;
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(ms, 3)}`;
}

/**
 * A WebVTT captions file from transcript cues (the player's captions track). Text that could
 * end a cue or open a tag is escaped.
 *
 * @example
 * toWebVtt([{ start: 0, end: 2.5, text: 'Halo' }]); // 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHalo\n'
 */
export function toWebVtt(cues: readonly TranscriptCue[]): string {
  const body = cues
    .map((cue, index) => {
      const text = cue.text.replaceAll('-->', '→').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      return `${index + 1}\n${toVttTime(cue.start)} --> ${toVttTime(cue.end)}\n${text}\n`;
    })
    .join('\n');
  return `WEBVTT\n\n${body}`;
}
