import { describe, expect, it } from 'vitest';
import { getBannerLeadSource } from './banner-lead-source.ts';

describe('getBannerLeadSource', () => {
  it('gives each banner route its lead source', () => {
    expect(getBannerLeadSource('/')).toBe('Home Page Banner');
    expect(getBannerLeadSource('/tanya')).toBe('Tanya Page Banner');
    expect(getBannerLeadSource('/bimbel')).toBe('Bimbel Page Banner');
    expect(getBannerLeadSource('/paket')).toBe('Paket Page Banner');
  });

  it('ignores a trailing slash and the query', () => {
    expect(getBannerLeadSource('/tanya/?ref=ig')).toBe('Tanya Page Banner');
  });

  it('has no banner below the banner routes', () => {
    expect(getBannerLeadSource('/tanya/questions/page/2')).toBeNull();
    expect(getBannerLeadSource('/bimbel/user')).toBeNull();
    expect(getBannerLeadSource('/paket/tenure-pick')).toBeNull();
  });
});
