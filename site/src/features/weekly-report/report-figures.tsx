import { css } from '@bimbel/styled-system/css';
import type { WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', tablet: 'repeat(3, minmax(0, 1fr))' },
    gap: '3',
    m: '0',
  }),
  figure: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: '1',
    p: '3',
    borderRadius: 'lg',
    bg: 'canvas',
    minW: '0',
  }),
  value: css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.1', m: '0' }),
  missed: css({ color: 'danger' }),
  label: css({ fontSize: 'sm', color: 'muted', overflowWrap: 'anywhere' }),
};

/**
 * The week in numbers, each a term and its value (read in that order; drawn number first). The
 * lists below give what is behind each number.
 */
export function ReportFigures({ report }: { report: WeeklyReport }) {
  const { totals, week } = report;
  const figures: { label: string; value: number; tone?: 'missed' }[] = [
    { label: 'Kelas diikuti', value: totals.attended },
    { label: 'Kelas terlewat', value: totals.missed, tone: totals.missed > 0 ? 'missed' : undefined },
    ...(week.isCurrent ? [{ label: 'Kelas berikutnya', value: totals.toCome }] : []),
    { label: 'Rating diberikan', value: totals.ratings },
    { label: 'Pertanyaan di kelas', value: totals.questions },
    { label: 'Video Tanya ditonton', value: totals.videos },
  ];
  return (
    <dl className={styles.grid}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={[styles.value, figure.tone === 'missed' ? styles.missed : ''].join(' ')}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
