import { css, cva } from '@bimbel/styled-system/css';
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
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' });
const chip = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '11',
    minW: '11',
    px: '3',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'line',
    bg: 'surface',
    color: 'ink',
    fontWeight: 'semibold',
    textDecoration: 'none',
    _hover: { borderColor: 'brand.600', color: 'brand.700' },
    _focusVisible: { focusOutline: 'default' },
  },
  variants: {
    current: {
      true: {
        bg: 'brand.700',
        borderColor: 'brand.700',
        color: 'white',
        _hover: { color: 'white', borderColor: 'brand.800', bg: 'brand.800' },
      },
      false: {},
    },
  },
});

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
          <ul className={chips} aria-labelledby={`jenjang-${level.replace('/', '-')}`}>
            {TIMETABLE_GRADES.filter((grade) => levelOfGrade(grade) === level).map((grade) => {
              const isCurrent = grade === selected.grade;
              return (
                <li key={grade}>
                  <a
                    href={buildTimetablePath({ grade, stream: null })}
                    className={chip({ current: isCurrent })}
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
          <ul className={chips} aria-labelledby="pilih-jurusan">
            {[null, ...TIMETABLE_STREAMS].map((stream) => {
              const isCurrent = stream === selected.stream;
              return (
                <li key={stream ?? 'semua'}>
                  <a
                    href={buildTimetablePath({ grade: selected.grade, stream })}
                    className={chip({ current: isCurrent })}
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
