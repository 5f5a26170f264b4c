import { describe, expect, it } from 'vitest';
import { isCheckoutPath, shouldShowFooter, shouldShowHeader, shouldShowMenu } from './layout-visibility.ts';

const CHECKOUT_STEPS = [
  '/paket/tenure-pick',
  '/paket/user/add-user',
  '/paket/user/summary',
  '/paket/user/add-parent',
  '/paket/user/select-student',
  '/paket/user/choose-payment-method',
];

describe('isCheckoutPath', () => {
  it('counts tenure pick, the /paket/user steps and the payment results as checkout', () => {
    for (const path of [...CHECKOUT_STEPS, '/payment/success', '/payment/failed']) {
      expect(isCheckoutPath(path), path).toBe(true);
    }
  });

  it('does not count the package catalogue, slot selection or marketing pages', () => {
    for (const path of ['/paket', '/slot-selection', '/', '/bimbel', '/contact-me', '/paketan']) {
      expect(isCheckoutPath(path), path).toBe(false);
    }
  });
});

describe('shouldShowHeader', () => {
  it('hides the header on /contact-me whatever the query', () => {
    expect(shouldShowHeader('/contact-me')).toBe(false);
    expect(shouldShowHeader('/contact-me', '?a=1&b=2')).toBe(false);
  });

  it('hides the header on checkout steps with no query parameter', () => {
    for (const path of CHECKOUT_STEPS) expect(shouldShowHeader(path, ''), path).toBe(false);
  });

  it('hides the header on checkout steps with one query parameter', () => {
    expect(shouldShowHeader('/paket/user/summary', '?packageId=12')).toBe(false);
  });

  it('shows the header on checkout steps with two or more query parameters', () => {
    expect(shouldShowHeader('/paket/user/summary', '?packageId=12&tenure=6')).toBe(true);
    expect(shouldShowHeader('/paket/tenure-pick', 'a=1&b=2&c=3')).toBe(true);
  });

  it('keeps the header on the paket, payment and slot-selection pages', () => {
    for (const path of ['/paket', '/payment/success', '/payment/failed', '/slot-selection']) {
      expect(shouldShowHeader(path, ''), path).toBe(true);
    }
  });

  it('shows the header on ordinary pages', () => {
    expect(shouldShowHeader('/tanya', '')).toBe(true);
  });

  it('does not count an empty query or stray ampersands as parameters', () => {
    expect(shouldShowHeader('/paket/user/summary', '?')).toBe(false);
    expect(shouldShowHeader('/paket/user/summary', '?a=1&&')).toBe(false);
  });
});

describe('shouldShowMenu', () => {
  it('hides the menu on every checkout path', () => {
    for (const path of [...CHECKOUT_STEPS, '/payment/success'])
      expect(shouldShowMenu(path), path).toBe(false);
  });

  it('shows the menu elsewhere, including /paket', () => {
    expect(shouldShowMenu('/paket')).toBe(true);
    expect(shouldShowMenu('/bimbel')).toBe(true);
  });
});

describe('shouldShowFooter', () => {
  it('hides the footer on checkout pages', () => {
    for (const path of [...CHECKOUT_STEPS, '/payment/failed'])
      expect(shouldShowFooter(path), path).toBe(false);
  });

  it('hides the footer on /slot-selection', () => {
    expect(shouldShowFooter('/slot-selection')).toBe(false);
    expect(shouldShowFooter('/slot-selection/?date=2026-11-22')).toBe(false);
  });

  it('shows the footer elsewhere', () => {
    for (const path of ['/', '/paket', '/tanya', '/contact-me'])
      expect(shouldShowFooter(path), path).toBe(true);
  });
});
