import { describe, expect, it } from 'vitest';
import { statusFromMidtrans } from './midtrans-status.ts';

describe('statusFromMidtrans', () => {
  it('reads settlement and accepted captures as paid', () => {
    expect(statusFromMidtrans('settlement')).toBe('paid');
    expect(statusFromMidtrans('capture', 'accept')).toBe('paid');
  });

  it('reads a challenged capture as still pending, a denied one as failed', () => {
    expect(statusFromMidtrans('capture', 'challenge')).toBe('pending');
    expect(statusFromMidtrans('capture', 'deny')).toBe('failed');
  });

  it('maps the endings', () => {
    expect(statusFromMidtrans('expire')).toBe('expired');
    expect(statusFromMidtrans('cancel')).toBe('cancelled');
    expect(statusFromMidtrans('deny')).toBe('failed');
    expect(statusFromMidtrans('failure')).toBe('failed');
  });

  it('leaves refunds, chargebacks and unknown statuses to people', () => {
    expect(statusFromMidtrans('refund')).toBeNull();
    expect(statusFromMidtrans('partial_chargeback')).toBeNull();
    expect(statusFromMidtrans('whatever')).toBeNull();
  });
});
