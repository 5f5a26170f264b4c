import { describe, expect, it } from 'vitest';
import { currentPaymentStatus } from './current-payment-status.ts';

describe('currentPaymentStatus', () => {
  it('follows the latest attempt of an order not yet paid', () => {
    expect(currentPaymentStatus({ status: 'pending', payment: { status: 'pending' } })).toBe('pending');
    expect(currentPaymentStatus({ status: 'pending', payment: { status: 'expired' } })).toBe('expired');
  });

  it('waits again for a retried order whose first attempt expired', () => {
    expect(currentPaymentStatus({ status: 'expired', payment: { status: 'pending' } })).toBe('pending');
  });

  it('counts an order as paid when the order or its attempt says so', () => {
    expect(currentPaymentStatus({ status: 'paid', payment: { status: 'paid' } })).toBe('paid');
    expect(currentPaymentStatus({ status: 'pending', payment: { status: 'paid' } })).toBe('paid');
    expect(currentPaymentStatus({ status: 'paid', payment: null })).toBe('paid');
  });

  it('uses the order’s own status before any attempt', () => {
    expect(currentPaymentStatus({ status: 'created', payment: null })).toBe('created');
  });
});
