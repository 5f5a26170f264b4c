import { describe, expect, it } from 'vitest';
import { canActivateFreeTrial, FREE_TRIAL_DAYS, freeTrialPeriod } from './free-trial.ts';

describe('canActivateFreeTrial', () => {
  it('lets a student without any subscription start the trial', () => {
    expect(canActivateFreeTrial([])).toBe(true);
  });

  it('lets a free student who never had a trial start it', () => {
    expect(canActivateFreeTrial([{ type: 'FREE', trialActivatedAt: null }])).toBe(true);
  });

  it('refuses a student whose record carries a trial date', () => {
    expect(canActivateFreeTrial([{ type: 'FREE', trialActivatedAt: new Date('2026-01-01') }])).toBe(false);
  });

  it('refuses a student who is or was on a trial or a paid plan', () => {
    for (const type of ['TRIAL', 'FREE_AFTER_TRIAL', 'PAID', 'PAUSED', 'FREE_AFTER_PAID'] as const) {
      expect(
        canActivateFreeTrial([
          { type: 'FREE', trialActivatedAt: null },
          { type, trialActivatedAt: null },
        ]),
      ).toBe(false);
    }
  });
});

describe('freeTrialPeriod', () => {
  it('runs the trial for exactly FREE_TRIAL_DAYS days from now', () => {
    const now = new Date('2026-11-22T03:00:00.000Z');
    const period = freeTrialPeriod(now);
    expect(FREE_TRIAL_DAYS).toBe(7);
    expect(period.startsAt.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(period.endsAt.toISOString()).toBe('2026-11-29T03:00:00.000Z');
  });
});
