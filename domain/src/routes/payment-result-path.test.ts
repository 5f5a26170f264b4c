import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-status.ts';
import { paymentResultHref, paymentResultPage, readOrderParam } from './payment-result-path.ts';

const ORDER = '5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f';

describe('paymentResultPage', () => {
  it('keeps an order that can still be paid on the pending page', () => {
    expect(paymentResultPage('created')).toBe('pending');
    expect(paymentResultPage('pending')).toBe('pending');
  });

  it('sends a paid order to success and every ending without payment to failed', () => {
    expect(paymentResultPage('paid')).toBe('success');
    expect(paymentResultPage('expired')).toBe('failed');
    expect(paymentResultPage('failed')).toBe('failed');
    expect(paymentResultPage('cancelled')).toBe('failed');
  });

  it('has a page for every status of the state machine', () => {
    for (const status of ORDER_STATUSES) expect(['pending', 'success', 'failed']).toContain(paymentResultPage(status));
  });
});

describe('paymentResultHref', () => {
  it('writes the page of a status with ?order=', () => {
    expect(paymentResultHref('paid', ORDER)).toBe(`/payment/success?order=${ORDER}`);
    expect(paymentResultHref('cancelled', ORDER)).toBe(`/payment/failed?order=${ORDER}`);
    expect(paymentResultHref('created', ORDER)).toBe(`/payment/pending?order=${ORDER}`);
  });

  it('writes a page named directly', () => {
    expect(paymentResultHref('pending', ORDER)).toBe(`/payment/pending?order=${ORDER}`);
    expect(paymentResultHref('success', ORDER)).toBe(`/payment/success?order=${ORDER}`);
  });
});

describe('readOrderParam', () => {
  it('reads our ?order= and ignores what the gateway appends', () => {
    expect(readOrderParam(`order=${ORDER}&order_id=INV-1-A2&status_code=200&transaction_status=settlement`)).toBe(
      ORDER,
    );
    expect(readOrderParam(`?order=${ORDER.toUpperCase()}`)).toBe(ORDER);
  });

  it('finds no order in the gateway’s order_id alone, nor in something that is not an order id', () => {
    expect(readOrderParam('order_id=INV-20261127-7F3K2Q-1&transaction_status=settlement')).toBeNull();
    expect(readOrderParam('order=123')).toBeNull();
    expect(readOrderParam('order=%27%20or%201%3D1')).toBeNull();
    expect(readOrderParam('')).toBeNull();
  });
});
