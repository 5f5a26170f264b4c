import { describe, expect, it } from 'vitest';
import { findWeekday, WEEKDAYS } from './weekday.ts';

describe('WEEKDAYS', () => {
  it('maps Sen…Min to 1…7 and to Senin…Minggu', () => {
    expect(WEEKDAYS.map((day) => `${day.short}=${day.number}=${day.name}`)).toEqual([
      'Sen=1=Senin',
      'Sel=2=Selasa',
      'Rab=3=Rabu',
      'Kam=4=Kamis',
      'Jum=5=Jumat',
      'Sab=6=Sabtu',
      'Min=7=Minggu',
    ]);
  });
});

describe('findWeekday', () => {
  it('finds a day by its abbreviation', () => {
    expect(findWeekday('Min')?.name).toBe('Minggu');
  });

  it('finds a day by its ISO number', () => {
    expect(findWeekday(1)?.short).toBe('Sen');
  });

  it('returns null for an unknown key', () => {
    expect(findWeekday(0)).toBeNull();
    expect(findWeekday('Mon')).toBeNull();
  });
});
