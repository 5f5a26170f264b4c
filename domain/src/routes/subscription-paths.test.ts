import { describe, expect, it } from 'vitest';
import { getRouteAccess } from './route-access.ts';
import { buyAgainHref, MANAGE_SUBSCRIPTION_PATH, PURCHASES_PATH, receiptPath } from './subscription-paths.ts';

describe('subscription pages', () => {
  it('puts an order’s receipt under the purchases page, escaped', () => {
    expect(receiptPath('5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f')).toBe(
      '/bimbel/user/pembelian/5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f',
    );
    expect(receiptPath('a/b')).toBe('/bimbel/user/pembelian/a%2Fb');
  });

  it('opens the package selector for one student to buy again or extend', () => {
    expect(buyAgainHref('5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f')).toBe('/paket?murid=5f0c3b1e-8a4d-4c2b-9e7f-1a2b3c4d5e6f');
  });

  it('keeps every one of them private', () => {
    for (const path of [MANAGE_SUBSCRIPTION_PATH, PURCHASES_PATH, receiptPath('x')])
      expect(getRouteAccess(path)).toBe('session');
  });
});
