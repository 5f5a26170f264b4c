import { describe, expect, it } from 'vitest';
import { canActivateFreeTrial, FREE_TRIAL_DAYS, freeTrialPeriod, trialRefusal } from './free-trial.ts';

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

describe('trialRefusal', () => {
  const paid = { type: 'PAID', trialActivatedAt: null } as const;
  const trial = { type: 'TRIAL', trialActivatedAt: new Date('2026-11-01') } as const;

  it('tells a paying student they are subscribed, not that they used a trial they never had', () => {
    expect(trialRefusal('PAID', [paid])).toBe('paid');
    // Even after a trial long ago: what they have now comes first.
    expect(trialRefusal('PAID', [trial, paid])).toBe('paid');
  });

  it('tells a paused student their subscription is paused', () => {
    expect(trialRefusal('PAUSED', [{ type: 'PAUSED', trialActivatedAt: null }])).toBe('paused');
  });

  it('tells a student in their trial that it is running, and one after it that it was used', () => {
    expect(trialRefusal('TRIAL', [trial])).toBe('trial_running');
    expect(trialRefusal('FREE_AFTER_TRIAL', [trial])).toBe('trial_used');
    expect(trialRefusal('FREE', [{ type: 'FREE', trialActivatedAt: new Date('2026-11-01') }])).toBe(
      'trial_used',
    );
  });

  it('tells a student whose paid plan ended, without a trial, that they subscribed before', () => {
    expect(trialRefusal('FREE_AFTER_PAID', [paid])).toBe('paid_before');
  });

  it('refuses nobody canActivateFreeTrial lets through, and everybody it refuses', () => {
    const histories = [[], [{ type: 'FREE', trialActivatedAt: null }], [paid], [trial]] as const;
    for (const history of histories) {
      for (const current of ['FREE', 'FREE_AFTER_TRIAL', 'FREE_AFTER_PAID'] as const) {
        expect(trialRefusal(current, history) === null, `${current} ${JSON.stringify(history)}`).toBe(
          canActivateFreeTrial(history),
        );
      }
    }
  });
});
