import { describe, expect, it } from 'vitest';
import { formatDurationInWords } from './format-duration-in-words.ts';

describe('formatDurationInWords', () => {
  it('writes hours, minutes and seconds in Indonesian', () => {
    expect(formatDurationInWords(3903)).toBe('1 jam 5 menit 3 detik');
  });

  it('leaves out zero parts', () => {
    expect(formatDurationInWords(120)).toBe('2 menit');
    expect(formatDurationInWords(3607)).toBe('1 jam 7 detik');
    expect(formatDurationInWords(45)).toBe('45 detik');
  });

  it('says 0 detik for zero, negative and NaN durations', () => {
    expect(formatDurationInWords(0)).toBe('0 detik');
    expect(formatDurationInWords(-30)).toBe('0 detik');
    expect(formatDurationInWords(Number.NaN)).toBe('0 detik');
  });

  it('says 0 detik for a fraction of a second', () => {
    expect(formatDurationInWords(0.4)).toBe('0 detik');
  });
});
