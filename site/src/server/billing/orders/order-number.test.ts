import { describe, expect, it } from 'vitest';
import { gatewayOrderIdOf, newOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('carry the day in WIB and six characters without look-alikes', () => {
    const number = newOrderNumber(new Date('2026-11-26T18:00:00Z'));
    expect(number).toMatch(/^INV\/20261127\/[2-9A-HJKMNP-Z]{6}$/);
    expect(newOrderNumber(new Date('2026-11-26T16:59:59Z'))).toMatch(/^INV\/20261126\//);
  });

  it('give each payment attempt a URL-safe Midtrans order id of at most 50 characters', () => {
    const id = gatewayOrderIdOf('INV/20261127/7F3K2Q', 12);
    expect(id).toBe('INV-20261127-7F3K2Q-12');
    expect(id).toMatch(/^[A-Za-z0-9._~-]{1,50}$/);
  });
});
