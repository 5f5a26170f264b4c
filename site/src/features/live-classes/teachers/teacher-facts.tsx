import { css } from '@bimbel/styled-system/css';
import type { TeacherProfile } from '#site/server/live-classes/teachers-loader.ts';

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  m: '0',
  fontSize: 'sm',
  '& dt': { color: 'muted' },
  '& dd': { m: '0', color: 'ink', overflowWrap: 'anywhere' },
});

/**
 * What a parent asks about a teacher (decision 093): the levels they teach, their education and
 * how long they have taught. A fact that is not stored is left out, not guessed.
 */
export function TeacherFacts({
  teacher,
}: {
  teacher: Pick<TeacherProfile, 'levelsLabel' | 'education' | 'experience'>;
}) {
  const rows = [
    ['Jenjang', teacher.levelsLabel],
    ['Pendidikan', teacher.education],
    ['Pengalaman', teacher.experience],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <dl className={facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={css({ display: 'contents' })}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
