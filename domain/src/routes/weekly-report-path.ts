/** The family's weekly report (issue 15, decision 078): private, under /bimbel/user. */
export const WEEKLY_REPORT_PATH = '/bimbel/user/laporan';
/** `?anak=<student id>`: whose week (default: the profile in use, else the first child). */
export const REPORT_CHILD_PARAM = 'anak';
/** `?minggu=YYYY-MM-DD`: the Monday of the week (default: this week). */
export const REPORT_WEEK_PARAM = 'minggu';

/**
 * The report's address for a child and a week; either may be left out.
 *
 * @example
 * weeklyReportHref({ child: 'b1c…', week: '2026-11-16' }); // '/bimbel/user/laporan?anak=b1c…&minggu=2026-11-16'
 * weeklyReportHref(); // '/bimbel/user/laporan'
 */
export function weeklyReportHref({ child, week }: { child?: string; week?: string } = {}): string {
  const parts: string[] = [];
  if (child) parts.push(`${REPORT_CHILD_PARAM}=${encodeURIComponent(child)}`);
  if (week) parts.push(`${REPORT_WEEK_PARAM}=${encodeURIComponent(week)}`);
  return parts.length > 0 ? `${WEEKLY_REPORT_PATH}?${parts.join('&')}` : WEEKLY_REPORT_PATH;
}
