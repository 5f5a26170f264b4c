import { describe, expect, it } from 'vitest';
import { formatClockDuration } from './format-clock-duration.ts';

describe('formatClockDuration', () => {
  it('shows durations under an hour as mm:ss', () => {
    expect(formatClockDuration(65)).toBe('01:05');
    expect(formatClockDuration(3599)).toBe('59:59');
  });

  it('shows an hour or more as h:mm:ss', () => {
    expect(formatClockDuration(3600)).toBe('1:00:00');
    expect(formatClockDuration(3725)).toBe('1:02:05');
    expect(formatClockDuration(36_000)).toBe('10:00:00');
  });

  it('drops fractions of a second', () => {
    expect(formatClockDuration(59.9)).toBe('00:59');
  });

  it('shows zero, negative and NaN durations as 00:00', () => {
    expect(formatClockDuration(0)).toBe('00:00');
    expect(formatClockDuration(-5)).toBe('00:00');
    expect(formatClockDuration(Number.NaN)).toBe('00:00');
    expect(formatClockDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
