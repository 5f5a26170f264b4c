import { PACKAGE_PROGRAM_LABELS, PACKAGE_PROGRAMS } from '@bimbel/domain/packages/package-program';
import { css } from '@bimbel/styled-system/css';
import { gradeChip, gradeChipList } from '#site/features/shared/grade-chips.styles.ts';
import type { PaketStudent } from './load-paket-page.ts';
import { PAKET_GRADES, paketPath, type PaketQuery } from './paket-query.ts';

const rows = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const rowName = css({
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: 'sm',
  color: 'muted',
  minW: '20',
});

function Chip({
  href,
  isCurrent,
  label,
  children,
}: {
  href: string;
  isCurrent: boolean;
  label?: string;
  children: string;
}) {
  return (
    <li>
      <a
        href={href}
        className={gradeChip({ current: isCurrent })}
        aria-current={isCurrent ? 'true' : undefined}
        aria-label={label}
      >
        {children}
      </a>
    </li>
  );
}

/**
 * /paket's filter (decision 081): plain links, so it works with the keyboard and without
 * JavaScript — the family's packages (logged in) or all, a level or program, a grade 5–12.
 */
export function PaketFilter({
  query,
  mode,
  students,
}: {
  query: PaketQuery;
  mode: 'family' | 'filter' | 'all';
  students: PaketStudent[];
}) {
  const forWhom = students
    .map((student) => `${student.name.split(' ')[0]} (kelas ${student.grade})`)
    .join(', ');
  return (
    <nav aria-label="Saring paket" className={rows}>
      {students.length > 0 ? (
        <div className={row}>
          <span id="saring-untuk" className={rowName}>
            Untuk
          </span>
          <ul className={gradeChipList} aria-labelledby="saring-untuk">
            <Chip href={paketPath({})} isCurrent={mode === 'family'}>
              {forWhom}
            </Chip>
            <Chip href={paketPath({ all: true })} isCurrent={mode === 'all'}>
              Semua paket
            </Chip>
          </ul>
        </div>
      ) : null}
      <div className={row}>
        <span id="saring-program" className={rowName}>
          Jenjang
        </span>
        <ul className={gradeChipList} aria-labelledby="saring-program">
          {students.length === 0 ? (
            <Chip href={paketPath({ grade: query.grade })} isCurrent={!query.program}>
              Semua
            </Chip>
          ) : null}
          {PACKAGE_PROGRAMS.map((program) => (
            <Chip
              key={program}
              href={paketPath({ program, grade: query.grade })}
              isCurrent={query.program === program}
            >
              {PACKAGE_PROGRAM_LABELS[program]}
            </Chip>
          ))}
        </ul>
      </div>
      <div className={row}>
        <span id="saring-kelas" className={rowName}>
          Kelas
        </span>
        <ul className={gradeChipList} aria-labelledby="saring-kelas">
          {PAKET_GRADES.map((grade) => (
            <Chip
              key={grade}
              href={paketPath({ program: query.program, grade: query.grade === grade ? null : grade })}
              isCurrent={query.grade === grade}
              label={`Kelas ${grade}`}
            >
              {String(grade)}
            </Chip>
          ))}
        </ul>
      </div>
    </nav>
  );
}
