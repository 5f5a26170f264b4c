import { describe, expect, it } from 'vitest';
import { findActiveCue } from './caption-strip.tsx';

const cues = [
  { start: 0, end: 5, text: 'Halo' },
  { start: 5, end: 10, text: 'Langkah 1' },
  { start: 12, end: 15, text: 'Jawaban' },
];

describe('findActiveCue', () => {
  it('finds the cue playing, its end belonging to the next one', () => {
    expect(findActiveCue(cues, 0)).toBe(0);
    expect(findActiveCue(cues, 5)).toBe(1);
    expect(findActiveCue(cues, 14.9)).toBe(2);
  });

  it('shows none between cues and after the last', () => {
    expect(findActiveCue(cues, 11)).toBe(-1);
    expect(findActiveCue(cues, 15)).toBe(-1);
  });
});
