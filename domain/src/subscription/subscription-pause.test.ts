import { describe, expect, it } from 'vitest';
import { automaticResumeAt, keptDays, pauseRefusal } from './subscription-pause.ts';

const NOW = new Date('2027-01-01T00:00:00Z');
const days = (count: number) => new Date(NOW.getTime() + count * 86_400_000);

describe('pauseRefusal', () => {
  it('lets a paid period with a week or more left be paused once', () => {
    expect(pauseRefusal({ type: 'PAID', endsAt: days(7), pausesUsed: 0 }, NOW)).toBeNull();
    expect(pauseRefusal({ type: 'PAID', endsAt: days(90), pausesUsed: 1 }, NOW)).toBe('already_paused');
  });

  it('refuses less than 7 paid days left', () => {
    expect(pauseRefusal({ type: 'PAID', endsAt: new Date(days(7).getTime() - 1), pausesUsed: 0 }, NOW)).toBe(
      'too_little_left',
    );
  });

  it('refuses anything but a paid period with an end', () => {
    for (const type of ['FREE', 'TRIAL', 'PAUSED', 'FREE_AFTER_PAID', 'FREE_AFTER_TRIAL'] as const) {
      expect(pauseRefusal({ type, endsAt: days(30), pausesUsed: 0 }, NOW)).toBe('not_paid');
    }
    expect(pauseRefusal({ type: 'PAID', endsAt: null, pausesUsed: 0 }, NOW)).toBe('not_paid');
  });
});

describe('automaticResumeAt', () => {
  it('is 30 days after the pause began', () => {
    expect(automaticResumeAt(NOW)).toEqual(days(30));
  });
});

describe('keptDays', () => {
  it('rounds a kept time up to whole days, never below zero', () => {
    expect(keptDays(50 * 86_400)).toBe(50);
    expect(keptDays(50 * 86_400 + 1)).toBe(51);
    expect(keptDays(3 * 3600)).toBe(1);
    expect(keptDays(-5)).toBe(0);
  });
});
