import { describe, expect, it } from 'vitest';
import { shouldShowPromoStrip } from './promo-strip.ts';

describe('shouldShowPromoStrip', () => {
  it('shows the promo strip on the home page, with or without a query', () => {
    expect(shouldShowPromoStrip('/')).toBe(true);
    expect(shouldShowPromoStrip('/?utm_source=ig')).toBe(true);
  });

  it('hides the promo strip everywhere else', () => {
    for (const path of ['/bimbel', '/tanya', '/paket', '/contact-me'])
      expect(shouldShowPromoStrip(path), path).toBe(false);
  });
});
