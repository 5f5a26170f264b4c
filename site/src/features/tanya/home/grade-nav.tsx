import { css } from '@bimbel/styled-system/css';
import { catalogueAnchor } from '../catalogue/group-catalogue.ts';

const heading = css({ fontWeight: 'bold', fontSize: 'sm' });
const list = css({ display: 'flex', flexWrap: 'wrap', gap: '2', marginTop: '2' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20',
  minHeight: '10',
  paddingInline: '3',
  borderRadius: 'full',
  bg: 'brand.50',
  color: 'brand.800',
  fontWeight: 'semibold',
  textDecoration: 'none',
  _hover: { bg: 'brand.100', textDecoration: 'underline' },
  _focusVisible: { focusOutline: 'default' },
});

/** Quick links to each grade's part of the browse list further down /tanya. */
export function GradeNav({ grades }: { grades: readonly number[] }) {
  if (grades.length === 0) return null;
  return (
    <nav aria-labelledby="grade-nav-title">
      <p id="grade-nav-title" className={heading}>
        Atau pilih kelas
      </p>
      <ul className={list}>
        {grades.map((grade) => (
          <li key={grade}>
            <a href={`#${catalogueAnchor(grade)}`} className={chip}>
              Kelas {grade}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
