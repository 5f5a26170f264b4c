import { describe, expect, it } from 'vitest';
import { weeklyReportHref } from './weekly-report-path.ts';

describe('weeklyReportHref', () => {
  it('writes the child and the week as ?anak= and ?minggu=, leaving out what is not given', () => {
    expect(weeklyReportHref()).toBe('/bimbel/user/laporan');
    expect(weeklyReportHref({ week: '2026-11-16' })).toBe('/bimbel/user/laporan?minggu=2026-11-16');
    expect(weeklyReportHref({ child: 'abc', week: '2026-11-16' })).toBe(
      '/bimbel/user/laporan?anak=abc&minggu=2026-11-16',
    );
  });

  it('escapes what it is given', () => {
    expect(weeklyReportHref({ child: 'a&b=c' })).toBe('/bimbel/user/laporan?anak=a%26b%3Dc');
  });
});
