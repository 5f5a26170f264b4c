import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canRetryPayment,
  nextPaymentStatus,
  type OrderStatus,
} from './order-status.ts';

describe('nextPaymentStatus', () => {
  it('moves created → pending → paid', () => {
    expect(nextPaymentStatus('created', 'pending')).toBe('pending');
    expect(nextPaymentStatus('pending', 'paid')).toBe('paid');
  });

  it('never leaves paid, whatever arrives afterwards', () => {
    for (const incoming of ORDER_STATUSES) expect(nextPaymentStatus('paid', incoming)).toBeNull();
  });

  it('honours a settlement that arrives after an expiry, failure or cancellation (money is never lost)', () => {
    expect(nextPaymentStatus('expired', 'paid')).toBe('paid');
    expect(nextPaymentStatus('failed', 'paid')).toBe('paid');
    expect(nextPaymentStatus('cancelled', 'paid')).toBe('paid');
  });

  it('ignores a pending that arrives after the attempt ended (out of order)', () => {
    expect(nextPaymentStatus('expired', 'pending')).toBeNull();
    expect(nextPaymentStatus('failed', 'pending')).toBeNull();
  });

  it('keeps the first ending: a second, different ending changes nothing', () => {
    expect(nextPaymentStatus('pending', 'expired')).toBe('expired');
    expect(nextPaymentStatus('expired', 'failed')).toBeNull();
    expect(nextPaymentStatus('cancelled', 'expired')).toBeNull();
  });

  it('treats the same status twice (a duplicate notification) as no change', () => {
    for (const status of ORDER_STATUSES) expect(nextPaymentStatus(status, status)).toBeNull();
  });

  it('reaches the same final status whatever order a set of reports arrives in, once paid is among them', () => {
    const status = fc.constantFrom<OrderStatus>(...ORDER_STATUSES);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 8 }), (reports) => {
        let current: OrderStatus = 'created';
        for (const report of [...reports, 'paid' as const]) current = nextPaymentStatus(current, report) ?? current;
        expect(current).toBe('paid');
      }),
    );
  });
});

describe('canRetryPayment', () => {
  it('allows a new attempt after a failure, an expiry or a cancellation, never after paid or while pending', () => {
    expect(canRetryPayment('failed')).toBe(true);
    expect(canRetryPayment('expired')).toBe(true);
    expect(canRetryPayment('cancelled')).toBe(true);
    expect(canRetryPayment('paid')).toBe(false);
    expect(canRetryPayment('pending')).toBe(false);
  });
});
