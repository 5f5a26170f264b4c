import { describe, expect, it } from 'vitest';
import {
  checkReportWeek,
  parseReportWeekKey,
  pickReportWeek,
  REPORT_WEEKS_BACK,
  reportWeekLabel,
  reportWeekOf,
  shiftReportWeek,
} from './report-week.ts';

/** Wednesday 25 November 2026, 12.00 WIB. */
const NOW = new Date('2026-11-25T05:00:00Z');

describe('report weeks (Senin–Minggu, WIB)', () => {
  it('runs from Monday 00.00 WIB to the next Monday, named by its Monday', () => {
    const week = reportWeekOf(NOW);
    expect(week).toEqual({
      key: '2026-11-23',
      lastDay: '2026-11-29',
      start: new Date('2026-11-22T17:00:00Z'),
      end: new Date('2026-11-29T17:00:00Z'),
    });
  });

  it('puts Sunday 23.59 WIB in the week it ends and Monday 00.00 WIB in the next', () => {
    expect(reportWeekOf(new Date('2026-11-29T16:59:59Z')).key).toBe('2026-11-23');
    expect(reportWeekOf(new Date('2026-11-29T17:00:00Z')).key).toBe('2026-11-30');
  });

  it('reads any real date of a week and refuses text that is not one', () => {
    expect(parseReportWeekKey('2026-11-23')?.key).toBe('2026-11-23');
    expect(parseReportWeekKey('2026-11-29')?.key).toBe('2026-11-23');
    expect(parseReportWeekKey('2026-11-30')?.key).toBe('2026-11-30');
    for (const bad of ['2026-02-30', '2026-13-01', '23-11-2026', '2026-11-23T00:00', '', 'minggu lalu']) {
      expect(parseReportWeekKey(bad), bad).toBeNull();
    }
  });

  it('moves by whole weeks across months and years', () => {
    const week = parseReportWeekKey('2026-12-28')!;
    expect(shiftReportWeek(week, 1).key).toBe('2027-01-04');
    expect(shiftReportWeek(week, -5).key).toBe('2026-11-23');
  });

  it('allows the current week and the twelve before it, nothing later', () => {
    const current = reportWeekOf(NOW);
    expect(checkReportWeek(current, NOW)).toBe('ok');
    expect(checkReportWeek(shiftReportWeek(current, 1), NOW)).toBe('future');
    expect(checkReportWeek(shiftReportWeek(current, -REPORT_WEEKS_BACK), NOW)).toBe('ok');
    expect(checkReportWeek(shiftReportWeek(current, -REPORT_WEEKS_BACK - 1), NOW)).toBe('too-old');
  });

  it('picks the week a page shows: the asked one, else the current or the oldest allowed', () => {
    expect(pickReportWeek('2026-11-18', NOW).key).toBe('2026-11-16');
    expect(pickReportWeek(undefined, NOW).key).toBe('2026-11-23');
    expect(pickReportWeek('kemarin', NOW).key).toBe('2026-11-23');
    expect(pickReportWeek('2027-01-04', NOW).key).toBe('2026-11-23');
    expect(pickReportWeek('2020-01-06', NOW).key).toBe(
      shiftReportWeek(reportWeekOf(NOW), -REPORT_WEEKS_BACK).key,
    );
  });

  it('names the week by its dates in Indonesian', () => {
    expect(reportWeekLabel(parseReportWeekKey('2026-11-16')!)).toBe('16–22 November 2026');
    expect(reportWeekLabel(parseReportWeekKey('2026-11-30')!)).toBe('30 November – 6 Desember 2026');
    expect(reportWeekLabel(parseReportWeekKey('2025-12-29')!)).toBe('29 Desember 2025 – 4 Januari 2026');
  });
});
