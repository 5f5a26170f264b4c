import { toGradeLabel } from '@bimbel/domain/catalogue/grade-choices';
import { css } from '@bimbel/styled-system/css';
import type { RegistrationAnswers } from '@bimbel/domain/profile/registration-payload';
import { Button } from '@bimbel/ui/button/button';

const boxStyle = css({
  mt: '6',
  p: '4',
  borderRadius: 'lg',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'line',
});
const listStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1',
  mt: '2',
  fontSize: 'sm',
});
const termStyle = css({ color: 'muted' });

/** What the last step will register, with the way back to change it. */
export function DetailsSummary({ details }: { details: RegistrationAnswers['details'] }) {
  const rows: [string, string][] = [];
  const grade = toGradeLabel({
    grade: details.grade.grade,
    class_type: details.grade.classType,
    stream: details.grade.stream,
  });
  if ('student_full_name' in details) {
    rows.push(['Orangtua', details.full_name], ['Anak', details.student_full_name], ['Kelas anak', grade]);
  } else {
    rows.push(['Nama', details.full_name], ['Kelas', grade]);
  }
  if (details.email) rows.push(['Email', details.email]);
  return (
    <section aria-labelledby="details-summary-title" className={boxStyle}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}
      >
        <h2 id="details-summary-title" className={css({ fontSize: 'md' })}>
          Data diri
        </h2>
        <Button variant="link" size="small" href="/user/register/update-user-details">
          Ubah data diri
        </Button>
      </div>
      <dl className={listStyle}>
        {rows.map(([term, value]) => (
          <div key={term} className={css({ display: 'contents' })}>
            <dt className={termStyle}>{term}</dt>
            <dd className={css({ overflowWrap: 'anywhere' })}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
