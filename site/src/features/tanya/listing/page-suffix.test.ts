import { describe, expect, it } from 'vitest';
import { pageSuffix } from './page-suffix.ts';

describe('pageSuffix', () => {
  it('says nothing on the first page and names later pages', () => {
    expect(pageSuffix(1)).toBe('');
    expect(pageSuffix(3)).toBe(' (Halaman 3)');
    expect(pageSuffix(3, 7)).toBe(' (halaman 3 dari 7)');
    expect(pageSuffix(1, 7)).toBe('');
  });
});
