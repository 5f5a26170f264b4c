import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { css } from '@bimbel/styled-system/css';
import type { FocusExamPageData } from '#site/server/live-classes/focus-exam-page-loader.ts';
import { mutedNote, sectionTitle } from '../timetable/schedule.styles.ts';

const groupGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'start',
});
const groupBox = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '4', tablet: '5' },
  minW: '0',
});
const groupTitle = css({ fontFamily: 'heading', fontSize: 'lg', mb: '3' });
const list = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '3' });
const item = css({
  display: 'grid',
  gap: '1',
  pb: '3',
  borderBottomWidth: '1px',
  borderColor: 'line',
  _last: { borderBottomWidth: '0', pb: '0' },
});
const nameRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const name = css({ fontWeight: 'semibold', fontFamily: 'heading' });
const description = css({ fontSize: 'sm', color: 'muted' });

/**
 * "Yang diujikan di UTBK-SNBT": the programme's subtests in SNPMB's two groups, each saying
 * whether our live classes teach it — honestly, the reasoning-with-numbers subtests only.
 */
export function ProgrammeSubtests({ exam }: { exam: FocusExamPageData['exam'] }) {
  const groups = [...new Set(exam.subtests.map((subtest) => subtest.group))].map((group) => ({
    group,
    name: exam.subtests.find((subtest) => subtest.group === group)?.groupName ?? group,
    subtests: exam.subtests.filter((subtest) => subtest.group === group),
  }));
  const taught = exam.subtests.filter((subtest) => subtest.coveredInClasses).map((subtest) => subtest.name);
  return (
    <section aria-labelledby="subtes-title" className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h2 id="subtes-title" className={sectionTitle}>
          Yang diujikan di {exam.name}
        </h2>
        <p className={mutedNote}>
          {exam.subtests.length} subtes dalam dua kelompok, {exam.durationMinutes} menit seluruhnya (ketentuan
          SNPMB). Kelas live kami membahas subtes yang memakai penalaran dan angka: {taught.join(', ')}.
          Subtes bahasa dan literasi belum ada kelas live-nya.
        </p>
      </div>
      <div className={groupGrid}>
        {groups.map((group) => (
          <section key={group.group} aria-labelledby={`subtes-${group.group}`} className={groupBox}>
            <h3 id={`subtes-${group.group}`} className={groupTitle}>
              {group.name}
            </h3>
            <ul className={list}>
              {group.subtests.map((subtest) => (
                <li key={subtest.id} className={item}>
                  <div className={nameRow}>
                    <span className={name}>
                      {subtest.name}
                      {subtest.shortName.length <= 4 ? ` (${subtest.shortName})` : ''}
                    </span>
                    {subtest.coveredInClasses ? (
                      <CardBadge tone="brand">Ada kelas live</CardBadge>
                    ) : (
                      <CardBadge tone="neutral">Belum ada kelas</CardBadge>
                    )}
                  </div>
                  <p className={description}>{subtest.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
