import type { Kysely } from 'kysely';
import type { WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import { pickReportWeek } from '@bimbel/domain/weekly-report/report-week';
import type { Tables } from '../db/schema.ts';
import { loadReportFamily, pickReportChild, type ReportChild } from './report-family.ts';
import { loadWeeklyReport } from './weekly-report-loader.ts';

/**
 * What /bimbel/user/laporan shows (decision 078):
 * - `report`: a child's week, with the family's children to switch between and, for an account
 *   with a parent, the WhatsApp summary switch (`summary`, null for a student on their own);
 * - `no-children`: a parent whose family has no student yet;
 * - `not-found`: `?anak=` is not a student of this account (the 404 page; the same for another
 *   family's student as for an id that does not exist);
 * - `gone`: the token's user is no longer in its account (no session).
 */
export type ReportPageData =
  | {
      kind: 'report';
      audience: 'family' | 'student';
      children: ReportChild[];
      child: ReportChild;
      report: WeeklyReport;
      summary: { whatsapp: boolean; phone: string } | null;
    }
  | { kind: 'no-children'; summary: { whatsapp: boolean; phone: string } }
  | { kind: 'not-found' }
  | { kind: 'gone' };

/**
 * Reads the report page on the server straight from the database (no HTTP round trip), as the
 * weekly-report call answers it. `child` and `week` are the page's `?anak=` and `?minggu=`: a
 * week that cannot be shown (unreadable, later than this one, too old) shows the nearest one.
 */
export async function loadReportPage(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  { child: requested, week: weekParam, now }: { child?: string | null; week?: string | null; now: Date },
): Promise<ReportPageData> {
  const family = await loadReportFamily(db, auth);
  if (!family) return { kind: 'gone' };
  const summary =
    family.kind === 'family'
      ? { whatsapp: family.parent.weeklyReportWhatsapp, phone: family.parent.phone }
      : null;
  const child = pickReportChild(family, requested);
  if (!child) {
    // A family without students yet has no child to show; any other miss is an unknown child.
    if (requested || !summary) return { kind: 'not-found' };
    return { kind: 'no-children', summary };
  }
  const report = await loadWeeklyReport(db, child, pickReportWeek(weekParam, now), now);
  return { kind: 'report', audience: family.kind, children: family.children, child, report, summary };
}
