import { startOfZonedWeek, zonedDateKey } from '../time/jakarta-week.ts';
import { atZone, inZone } from '../time/zoned-dayjs.ts';

/**
 * How many weeks before the current one the weekly report reaches (decision 078): a school term.
 * Older weeks are refused by the call and not linked from the page.
 */
export const REPORT_WEEKS_BACK = 12;

const WEEK_MS = 7 * 86_400_000;

/**
 * A report week: Senin 00.00 WIB to the next Senin 00.00 WIB (exclusive), the Jakarta week of
 * decision 069. Counting in WIB gives the page and the WhatsApp summary the same figures wherever
 * the parent reads them.
 */
export type ReportWeek = {
  /** The Monday, 'YYYY-MM-DD' (Jakarta): the week's name in addresses (`?minggu=`) and keys. */
  key: string;
  /** The Sunday, 'YYYY-MM-DD' (Jakarta). */
  lastDay: string;
  start: Date;
  end: Date;
};

/** The Jakarta week holding `instant`. */
export function reportWeekOf(instant: Date): ReportWeek {
  const start = startOfZonedWeek(instant);
  const end = startOfZonedWeek(instant, 1);
  return {
    key: zonedDateKey(start),
    lastDay: zonedDateKey(new Date(end.getTime() - 1)),
    start,
    end,
  };
}

/**
 * The week holding a Jakarta date written 'YYYY-MM-DD' (any day of it, usually its Monday), or
 * null when the text is not a real date.
 *
 * @example
 * parseReportWeekKey('2026-11-25')?.key; // '2026-11-23'
 * parseReportWeekKey('2026-02-30'); // null
 */
export function parseReportWeekKey(value: string): ReportWeek | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const noon = atZone(`${value} 12:00`);
  if (Number.isNaN(noon.getTime()) || zonedDateKey(noon) !== value) return null;
  return reportWeekOf(noon);
}

/** The week `weeks` weeks after (negative: before) `week`. */
export function shiftReportWeek(week: ReportWeek, weeks: number): ReportWeek {
  // Noon of the Monday, moved by whole weeks: Indonesia has no daylight saving time.
  return reportWeekOf(new Date(week.start.getTime() + 12 * 3_600_000 + weeks * WEEK_MS));
}

/**
 * Whether a report may be asked for this week at `now`: the current week and the
 * REPORT_WEEKS_BACK before it; later weeks have not happened yet.
 */
export function checkReportWeek(week: ReportWeek, now: Date): 'ok' | 'future' | 'too-old' {
  const current = reportWeekOf(now);
  if (week.start.getTime() > current.start.getTime()) return 'future';
  if (week.start.getTime() < shiftReportWeek(current, -REPORT_WEEKS_BACK).start.getTime()) return 'too-old';
  return 'ok';
}

/**
 * The week a page shows for `?minggu=`: that week when it may be asked for, the current week for
 * a missing, unreadable or future one, the oldest allowed for one further back.
 */
export function pickReportWeek(value: string | null | undefined, now: Date): ReportWeek {
  const asked = value ? parseReportWeekKey(value) : null;
  const current = reportWeekOf(now);
  if (!asked) return current;
  const check = checkReportWeek(asked, now);
  if (check === 'future') return current;
  if (check === 'too-old') return shiftReportWeek(current, -REPORT_WEEKS_BACK);
  return asked;
}

/**
 * The week in words, Indonesian, as its Jakarta dates: '16–22 November 2026',
 * '30 November – 6 Desember 2026', '29 Desember 2025 – 4 Januari 2026'.
 */
export function reportWeekLabel(week: ReportWeek): string {
  const first = inZone(week.start);
  const last = inZone(new Date(week.end.getTime() - 1));
  if (first.year() !== last.year()) return `${first.format('D MMMM YYYY')} – ${last.format('D MMMM YYYY')}`;
  if (first.month() !== last.month()) return `${first.format('D MMMM')} – ${last.format('D MMMM YYYY')}`;
  return `${first.format('D')}–${last.format('D MMMM YYYY')}`;
}
