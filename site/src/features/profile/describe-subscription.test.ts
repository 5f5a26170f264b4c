import { SUBSCRIPTION_TYPES } from '@bimbel/domain/subscription/subscription-type';
import { describe, expect, it } from 'vitest';
import { describeSubscription, formatJakartaDateTime } from './describe-subscription.ts';

// 03:00 UTC is 10.00 in Jakarta.
const endsAt = new Date('2026-11-29T03:00:00Z');

describe('formatJakartaDateTime', () => {
  it('writes the Jakarta date and time with the WIB label', () => {
    expect(formatJakartaDateTime(endsAt)).toBe('Minggu, 29 November 2026 pukul 10.00 WIB');
    // 18:30 UTC is already the next day in Jakarta.
    expect(formatJakartaDateTime(new Date('2026-11-22T18:30:00Z'))).toBe(
      'Senin, 23 November 2026 pukul 01.30 WIB',
    );
  });
});

describe('describeSubscription', () => {
  it('gives every subscription type its own title, with and without an end date', () => {
    const titles = new Set<string>();
    for (const subscriptionType of SUBSCRIPTION_TYPES) {
      const dated = describeSubscription({ subscriptionType, endsAt, canActivateTrial: false });
      const undated = describeSubscription({ subscriptionType, endsAt: null, canActivateTrial: false });
      titles.add(dated.title);
      expect(undated.title).toBe(dated.title);
      expect(undated.body, subscriptionType).not.toContain('WIB');
    }
    expect(titles.size).toBe(SUBSCRIPTION_TYPES.length);
  });

  it('says until when a trial, a paid plan or a pause runs, in Jakarta time', () => {
    for (const subscriptionType of ['TRIAL', 'PAID', 'PAUSED'] as const) {
      const { body, tone } = describeSubscription({ subscriptionType, endsAt, canActivateTrial: false });
      expect(body, subscriptionType).toContain('sampai Minggu, 29 November 2026 pukul 10.00 WIB');
      expect(tone).toBe(subscriptionType === 'PAUSED' ? 'attention' : 'active');
    }
  });

  it('says when an ended trial or plan ended', () => {
    for (const subscriptionType of ['FREE_AFTER_TRIAL', 'FREE_AFTER_PAID'] as const) {
      const { body, tone } = describeSubscription({ subscriptionType, endsAt, canActivateTrial: false });
      expect(body, subscriptionType).toContain('berakhir Minggu, 29 November 2026 pukul 10.00 WIB');
      expect(tone).toBe('attention');
    }
  });

  it('invites a free student to the 7-day trial only while it can still be taken', () => {
    expect(
      describeSubscription({ subscriptionType: 'FREE', endsAt: null, canActivateTrial: true }).body,
    ).toContain('gratis selama 7 hari');
    expect(
      describeSubscription({ subscriptionType: 'FREE', endsAt: null, canActivateTrial: false }).body,
    ).not.toContain('7 hari');
  });

  it('tells every student without the programme that free sessions are joined by booking a seat', () => {
    for (const subscriptionType of ['FREE', 'FREE_AFTER_TRIAL', 'FREE_AFTER_PAID', 'PAUSED'] as const) {
      for (const canActivateTrial of [true, false]) {
        const { body } = describeSubscription({ subscriptionType, endsAt, canActivateTrial });
        expect(body, subscriptionType).toMatch(/pesan kursi/i);
      }
    }
    // A trial opens the free sessions too, without a booking: the card does not ask for one.
    const trial = describeSubscription({ subscriptionType: 'TRIAL', endsAt, canActivateTrial: false }).body;
    expect(trial).toContain('tanpa pesan kursi');
  });
});
