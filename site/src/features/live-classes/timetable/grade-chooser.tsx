import { css } from '@bimbel/styled-system/css';
import { gradeChip, gradeChipList } from '#site/features/shared/grade-chips.styles.ts';
import {
  buildTimetablePath,
  levelOfGrade,
  TIMETABLE_GRADES,
  TIMETABLE_STREAMS,
  type TimetableQuery,
} from './timetable-query.ts';

const chooser = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const groupRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const groupName = css({ fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'sm', color: 'muted', minW: '20' });
const LEVELS = ['SD', 'SMP', 'SMA/SMK'] as const;

/**
 * The grade links of /jadwal (`?kelas=…`, and `&jurusan=…` for grades 10–12): plain links,
 * server-rendered, so choosing a grade works without JavaScript.
 */
export function GradeChooser({ selected }: { selected: TimetableQuery }) {
  return (
    <nav aria-label="Pilih kelas" className={chooser}>
      {LEVELS.map((level) => (
        <div key={level} className={groupRow}>
          <span className={groupName} id={`jenjang-${level.replace('/', '-')}`}>
            {level}
          </span>
          <ul className={gradeChipList} aria-labelledby={`jenjang-${level.replace('/', '-')}`}>
            {TIMETABLE_GRADES.filter((grade) => levelOfGrade(grade) === level).map((grade) => {
              const isCurrent = grade === selected.grade;
              return (
                <li key={grade}>
                  <a
                    href={buildTimetablePath({ grade, stream: null })}
                    className={gradeChip({ current: isCurrent })}
                    aria-current={isCurrent ? 'true' : undefined}
                    aria-label={`Kelas ${grade}`}
                  >
                    {grade}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {selected.grade >= 10 ? (
        <div className={groupRow}>
          <span className={groupName} id="pilih-jurusan">
            Jurusan
          </span>
          <ul className={gradeChipList} aria-labelledby="pilih-jurusan">
            {[null, ...TIMETABLE_STREAMS].map((stream) => {
              const isCurrent = stream === selected.stream;
              return (
                <li key={stream ?? 'semua'}>
                  <a
                    href={buildTimetablePath({ grade: selected.grade, stream })}
                    className={gradeChip({ current: isCurrent })}
                    aria-current={isCurrent ? 'true' : undefined}
                  >
                    {stream ?? 'Semua'}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
