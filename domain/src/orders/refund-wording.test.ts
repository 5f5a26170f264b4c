import { describe, expect, it } from 'vitest';
import { describeRefund, periodWords } from './refund-wording.ts';

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('the refund wording', () => {
  it('says what went back, how much and when', () => {
    expect(describeRefund({ amount: 299_000, kind: 'refund', full: false, at: '2026-12-03T03:00:00Z' })).toBe(
      'Dana dikembalikan sebagian Rp 299.000 pada 3 Desember 2026.',
    );
  });

  it('marks a fully refunded period as stopped on the refund’s day, and leaves any other as bought', () => {
    const line = { startsAt: '2026-11-28T03:00:00Z', endsAt: '2026-12-28T03:00:00Z' };
    expect(periodWords({ ...line, refund: { full: true, at: '2026-12-03T03:00:00Z' } }, iso)).toBe(
      '2026-11-28 – 2026-12-28, dihentikan 2026-12-03',
    );
    expect(periodWords({ ...line, refund: { full: false, at: '2026-12-03T03:00:00Z' } }, iso)).toBe('2026-11-28 – 2026-12-28');
    expect(periodWords({ ...line, refund: null }, iso)).toBe('2026-11-28 – 2026-12-28');
    // Refunded after the period was over: nothing stopped.
    expect(periodWords({ ...line, refund: { full: true, at: '2027-01-03T03:00:00Z' } }, iso)).toBe('2026-11-28 – 2026-12-28');
  });
});
