import { describe, expect, it } from 'vitest';
import { contentLocales } from './request-locale.ts';

describe('contentLocales', () => {
  it('defaults to Indonesian', () => {
    expect(contentLocales({})).toEqual(['id']);
    expect(contentLocales({ locale: 'id' })).toEqual(['id']);
  });

  it('reads the locale header before Accept-Language, with region and language fallbacks', () => {
    expect(contentLocales({ locale: 'en-us', acceptLanguage: 'fr' })).toEqual(['en-US', 'en', 'id']);
  });

  it('takes the best-rated readable Accept-Language tag', () => {
    expect(contentLocales({ acceptLanguage: 'fr;q=0.5, en;q=0.9, *;q=0.1' })).toEqual(['en', 'id']);
    expect(contentLocales({ acceptLanguage: 'id-ID,id;q=0.9,en-US;q=0.8' })).toEqual(['id-ID', 'id']);
  });

  it('ignores headers it cannot read', () => {
    expect(contentLocales({ locale: "'; drop table", acceptLanguage: '???' })).toEqual(['id']);
    expect(contentLocales({ acceptLanguage: 'en;q=0' })).toEqual(['id']);
  });
});
