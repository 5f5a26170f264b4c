import { describe, expect, it } from 'vitest';
import { LEAD_SOURCES, LeadSourceSchema, WEB_CHECKOUT_SOURCE_FLAG } from './lead-source.ts';

describe('LEAD_SOURCES', () => {
  it('has the seven lead sources as docs/product writes them', () => {
    expect(Object.values(LEAD_SOURCES)).toEqual([
      'Home Page Banner',
      'Tanya Page Banner',
      'Paket Page Banner',
      'Paket Web Checkout',
      'Paket Auto Open',
      'Bimbel Page Banner',
      'in-house ads',
    ]);
  });

  it('accepts a listed source and rejects a differently cased one', () => {
    expect(LeadSourceSchema.safeParse('in-house ads').success).toBe(true);
    expect(LeadSourceSchema.safeParse('In-House Ads').success).toBe(false);
  });

  it('names the web checkout source flag webCheckout', () => {
    expect(WEB_CHECKOUT_SOURCE_FLAG).toBe('webCheckout');
  });
});
