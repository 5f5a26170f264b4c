import { describe, expect, it } from 'vitest';
import { describeTeachingYears, jakartaYear, teachingYears } from './teaching-years.ts';

describe('teaching years', () => {
  it('counts from the first year to the Jakarta year of now, so the figure grows with time', () => {
    expect(teachingYears(2014, new Date('2026-11-30T12:00:00Z'))).toBe(12);
    expect(teachingYears(2014, new Date('2030-06-01T12:00:00Z'))).toBe(16);
  });

  it('turns the year at midnight in Jakarta, seven hours before UTC', () => {
    expect(jakartaYear(new Date('2026-12-31T16:59:59Z'))).toBe(2026);
    expect(jakartaYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
    expect(teachingYears(2014, new Date('2026-12-31T17:00:00Z'))).toBe(13);
  });

  it('says so in words, a first-year teacher included, never a negative figure', () => {
    const now = new Date('2026-11-30T12:00:00Z');
    expect(describeTeachingYears(2014, now)).toBe('12 tahun mengajar (sejak 2014)');
    expect(describeTeachingYears(2025, now)).toBe('1 tahun mengajar (sejak 2025)');
    expect(describeTeachingYears(2026, now)).toBe('Mulai mengajar tahun ini (2026)');
    expect(teachingYears(2030, now)).toBe(0);
  });
});
