import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE } from './country-code.ts';

describe('COUNTRY_CODE', () => {
  it('is Indonesia’s +62', () => {
    expect(COUNTRY_CODE).toBe('+62');
  });
});
