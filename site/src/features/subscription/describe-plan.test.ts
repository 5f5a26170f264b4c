import { describe, expect, it } from 'vitest';
import { describePlan, NO_ORDER_NOTE, NO_PACKAGE_NOTE } from './describe-plan.ts';

const base = { endsAt: null, packageName: null, pausedAt: null, pausedRemainingSeconds: null, pausesUsed: 0 };
const END = new Date('2027-02-27T05:00:00Z');
const NOW = new Date('2026-11-27T03:00:00Z');
const DAY = 86_400_000;

describe('describePlan', () => {
  it('shows a paid plan’s package and end date in the viewer’s zone, and lets it be paused and extended', () => {
    const plan = describePlan({ ...base, subscriptionType: 'PAID', endsAt: END, packageName: 'Bimbel SMP Reguler' }, 'Asia/Makassar', NOW);
    expect(plan).toMatchObject({
      badge: 'Aktif',
      title: 'Bimbel SMP Reguler',
      detail: 'Aktif sampai Sabtu, 27 Februari 2027 pukul 13.00 WITA',
      canPause: true,
      pauseNote: null,
      canResume: false,
      buyLabel: 'Perpanjang paket',
    });
  });

  it('does not offer a pause of a paid plan without an end (nothing to keep), and says why', () => {
    const plan = describePlan({ ...base, subscriptionType: 'PAID' }, 'Asia/Jakarta', NOW);
    expect(plan).toMatchObject({ canPause: false, detail: 'Aktif' });
    expect(plan.pauseNote).toContain('Tanggal berakhirnya belum tercatat');
  });

  it('says honestly why a paid plan without an order has no package name or receipt', () => {
    const bare = describePlan({ ...base, subscriptionType: 'PAID', endsAt: END }, 'Asia/Jakarta', NOW);
    expect(bare).toMatchObject({ title: 'Paket Bimbel', originNote: NO_ORDER_NOTE });
    const bought = describePlan({ ...base, subscriptionType: 'PAID', endsAt: END, packageName: 'Bimbel SMP Kelas 7–9' }, 'Asia/Jakarta', NOW);
    expect(bought.originNote).toBeNull();
  });

  it('offers no purchase to a student whose grade has no package (kelas 4), and says so', () => {
    for (const subscriptionType of ['FREE', 'FREE_AFTER_TRIAL', 'TRIAL'] as const) {
      const plan = describePlan({ ...base, subscriptionType, endsAt: END, packageAvailable: false }, 'Asia/Jakarta', NOW);
      expect(plan.buyLabel, subscriptionType).toBeNull();
      expect(plan.detail, subscriptionType).toContain(NO_PACKAGE_NOTE);
    }
    expect(describePlan({ ...base, subscriptionType: 'FREE', packageAvailable: true }, 'Asia/Jakarta', NOW).buyLabel).toBe('Beli paket');
  });

  it('says why a paid plan cannot be paused: its one pause used, or under 7 days left', () => {
    const used = describePlan({ ...base, subscriptionType: 'PAID', endsAt: END, pausesUsed: 1 }, 'Asia/Jakarta', NOW);
    expect(used).toMatchObject({ canPause: false, pauseNote: expect.stringContaining('Jeda sudah dipakai') });
    const short = describePlan(
      { ...base, subscriptionType: 'PAID', endsAt: new Date(NOW.getTime() + 6 * DAY) },
      'Asia/Jakarta',
      NOW,
    );
    expect(short).toMatchObject({ canPause: false, pauseNote: 'Sisa langganan kurang dari 7 hari, jadi tidak bisa dijeda.' });
  });

  it('shows a pause with its start and the days it keeps, offers the resume and no purchase', () => {
    const plan = describePlan(
      { ...base, subscriptionType: 'PAUSED', pausedAt: new Date('2026-11-25T03:00:00Z'), pausedRemainingSeconds: 50 * 86_400 },
      'Asia/Jakarta',
      NOW,
    );
    expect(plan).toMatchObject({ badge: 'Dijeda', canResume: true, canPause: false, buyLabel: null });
    expect(plan.detail).toBe(
      'Dijeda sejak Rabu, 25 November 2026. Sisa 50 hari masa langganan disimpan dan berjalan lagi saat diaktifkan. Aktif lagi otomatis Jumat, 25 Desember 2026, atau aktifkan sekarang.',
    );
  });

  it('words an older pause that kept no time without inventing a number', () => {
    expect(describePlan({ ...base, subscriptionType: 'PAUSED' }, 'Asia/Jakarta', NOW).detail).toBe(
      'Dijeda. Sisa masa langganan berjalan lagi saat diaktifkan.',
    );
  });

  it('leads every free state to /paket with its own words', () => {
    expect(describePlan({ ...base, subscriptionType: 'FREE' }, 'Asia/Jakarta', NOW)).toMatchObject({ title: 'Belum berlangganan', buyLabel: 'Beli paket' });
    expect(describePlan({ ...base, subscriptionType: 'FREE_AFTER_TRIAL' }, 'Asia/Jakarta', NOW).buyLabel).toBe('Beli paket');
    expect(describePlan({ ...base, subscriptionType: 'FREE_AFTER_PAID', endsAt: END }, 'Asia/Jakarta', NOW)).toMatchObject({
      detail: 'Paket berakhir Sabtu, 27 Februari 2027. Kelas gratis tetap bisa dipesan.',
      buyLabel: 'Beli lagi',
    });
    expect(describePlan({ ...base, subscriptionType: 'TRIAL', endsAt: END }, 'Asia/Jakarta', NOW).canPause).toBe(false);
  });
});
