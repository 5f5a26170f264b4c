import { describe, expect, it } from 'vitest';
import { readStartParameter } from './player-settings.ts';

describe('readStartParameter', () => {
  it('reads whole seconds inside the video', () => {
    expect(readStartParameter('?t=12', 35)).toBe(12);
    expect(readStartParameter('?utm_source=wa&t=0', 35)).toBe(0);
  });

  it('ignores anything else: missing, past the end, negative, fractional or not a number', () => {
    for (const search of ['', '?t=', '?t=35', '?t=99999', '?t=-3', '?t=1.5', '?t=abc', '?t=1e3']) {
      expect(readStartParameter(search, 35)).toBe(0);
    }
  });
});
