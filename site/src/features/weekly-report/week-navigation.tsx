import { css } from '@bimbel/styled-system/css';
import type { WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import { weeklyReportHref } from '@bimbel/domain/routes/weekly-report-path';
import { reportLinkClass } from './report-styles.ts';

const styles = {
  nav: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '5', rowGap: '1' }),
};

/**
 * The week before and after as links (`?minggu=`), and back to this week when another is shown.
 * The report reaches 12 weeks back and never past this week: a link that would leave that range
 * is not drawn.
 */
export function WeekNavigation({ week, childId }: { week: WeeklyReport['week']; childId: string }) {
  return (
    <nav aria-label="Pilih minggu" className={styles.nav}>
      {week.previous && (
        <a href={weeklyReportHref({ child: childId, week: week.previous })} className={reportLinkClass}>
          <span aria-hidden="true">‹</span> Minggu sebelumnya
        </a>
      )}
      {week.next && (
        <a href={weeklyReportHref({ child: childId, week: week.next })} className={reportLinkClass}>
          Minggu berikutnya <span aria-hidden="true">›</span>
        </a>
      )}
      {!week.isCurrent && (
        <a href={weeklyReportHref({ child: childId })} className={reportLinkClass}>
          Kembali ke minggu ini
        </a>
      )}
    </nav>
  );
}
