import { SUBSCRIPTION_TYPES } from '@bimbel/domain/subscription/subscription-type';
import { describe, expect, it } from 'vitest';
import { describeSubscription } from './describe-subscription.ts';

// 03:00 UTC is 10.00 in Jakarta, 11.00 in Makassar.
const endsAt = new Date('2026-11-29T03:00:00Z');

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

  it('names a paid plan by its package and says until when it is active, in the viewer’s zone', () => {
    const paid = describeSubscription(
      { subscriptionType: 'PAID', endsAt, canActivateTrial: false, packageName: 'Bimbel SMP Kelas 7–9' },
      'Asia/Makassar',
    );
    expect(paid).toMatchObject({ title: 'Bimbel SMP Kelas 7–9', badge: 'Aktif', tone: 'active' });
    expect(paid.body).toBe('Aktif sampai Minggu, 29 November 2026 pukul 11.00 WITA. Ikuti kelas live sesuai jadwalmu, ya.');
    // Without an order there is no package name to give: the plain title, not an invented one.
    expect(describeSubscription({ subscriptionType: 'PAID', endsAt, canActivateTrial: false }).title).toBe(
      'Paket Bimbel aktif',
    );
  });

  it('says until when a trial runs, in Jakarta time by default', () => {
    const { body, tone } = describeSubscription({ subscriptionType: 'TRIAL', endsAt, canActivateTrial: false });
    expect(body).toContain('sampai Minggu, 29 November 2026 pukul 10.00 WIB');
    expect(tone).toBe('active');
  });

  it('shows a pause with its start, the days it keeps and when it ends by itself', () => {
    const paused = describeSubscription(
      {
        subscriptionType: 'PAUSED',
        endsAt: null,
        canActivateTrial: false,
        packageName: 'Bimbel SMP Kelas 7–9',
        pausedAt: new Date('2026-11-25T03:00:00Z'),
        pausedRemainingSeconds: 45 * 86_400,
      },
      'Asia/Jakarta',
    );
    expect(paused).toMatchObject({ title: 'Bimbel SMP Kelas 7–9 dijeda', badge: 'Dijeda', tone: 'attention' });
    expect(paused.body).toBe(
      'Langgananmu dijeda sejak Rabu, 25 November 2026. Sisa 45 hari masa langgananmu disimpan. Aktif lagi otomatis Jumat, 25 Desember 2026, atau aktifkan sekarang di halaman Langganan. Sementara itu, pesan kursi di kelas gratis, yuk.',
    );
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

  it('never sends a student of a grade without packages (kelas 4) to buy one', () => {
    for (const subscriptionType of ['FREE', 'FREE_AFTER_TRIAL'] as const) {
      for (const canActivateTrial of [true, false]) {
        const { body } = describeSubscription({ subscriptionType, endsAt, canActivateTrial, packageAvailable: false });
        expect(body, subscriptionType).toContain('Paket berbayar belum ada untuk kelasmu');
        expect(body, subscriptionType).not.toMatch(/belum punya paket|lanjut dengan paket|memilih paket/);
        expect(body, subscriptionType).toMatch(/pesan kursi/i);
      }
    }
    expect(
      describeSubscription({ subscriptionType: 'FREE', endsAt: null, canActivateTrial: true, packageAvailable: false }).body,
    ).toContain('gratis selama 7 hari');
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
