import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { REPORT_CHILD_PARAM, REPORT_WEEK_PARAM } from '@bimbel/domain/routes/weekly-report-path';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { ViewerZoneSync } from '#site/features/live-classes/shared/viewer-zone-sync.tsx';
import { WeeklyReportView } from '#site/features/weekly-report/weekly-report-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadReportPage } from '#site/server/weekly-report/report-page-loader.ts';

// The family's weekly report (issue 15, decision 078; docs/product §2 lists no route for it):
// private like /bimbel/user — the session is checked on the server before anything renders —
// dynamic, so it answers `private, no-store`, and not indexed. `?anak=` picks the child (another
// family's or an unknown id: the 404 page), `?minggu=` the week.
export default async function WeeklyReportPage({ path, query }: PageProps<'/bimbel/user/laporan'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const params = new URLSearchParams(query ?? '');
  const data = await loadReportPage(db, claims, {
    child: params.get(REPORT_CHILD_PARAM),
    week: params.get(REPORT_WEEK_PARAM),
    now: new Date(),
  });
  // A valid token whose user is gone (removed from the family) is no session.
  if (data.kind === 'gone') redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`, 307);
  if (data.kind === 'not-found') notFound();
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  return (
    <>
      <title>{`Laporan mingguan — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <WeeklyReportView data={data} timeZone={timeZone} zoneSync={<ViewerZoneSync serverZone={timeZone} />} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
