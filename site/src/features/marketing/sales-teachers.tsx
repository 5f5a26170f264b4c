import { describeRatingSummary } from '@bimbel/domain/live-classes/class-rating';
import { css } from '@bimbel/styled-system/css';
import type { TeacherProfile } from '#site/server/live-classes/teachers-loader.ts';
import { textLinkClass } from './marketing.styles.ts';

const listClass = css({
  display: 'grid',
  gap: '3',
  p: '0',
  m: '0',
  listStyle: 'none',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(4, minmax(0, 1fr))',
  },
});
const cardClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '3',
  alignItems: 'start',
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: '4',
});
const initialClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '10',
  height: '10',
  borderRadius: 'full',
  bg: 'brand.100',
  color: 'brand.900',
  fontFamily: 'heading',
  fontWeight: 'bold',
});
const nameClass = css({ fontSize: 'md', lineHeight: '1.35', overflowWrap: 'anywhere' });
const mutedClass = css({ fontSize: 'sm', color: 'muted' });

function ratingLine(ratings: TeacherProfile['ratings']): string {
  if (ratings.average === null) return 'Belum cukup penilaian dari murid';
  return `Nilai dari murid: ${describeRatingSummary({ average: ratings.average, count: ratings.count })}`;
}

/**
 * The teachers of a sales page (decision 084), from the same data as /gurujuara: name, subjects
 * and the students' average rating — shown only from enough ratings, as /gurujuara does — each
 * linked to their full card there. Plain HTML: no client code.
 */
export function SalesTeachers({ teachers }: { teachers: readonly TeacherProfile[] }) {
  return (
    <ul className={listClass} aria-label="Daftar guru">
      {teachers.map((teacher) => (
        <li key={teacher.slug} className={cardClass}>
          <span className={initialClass} aria-hidden="true">
            {teacher.name.replace(/^(Bu|Ibu|Pak|Bapak)\s+/, '').charAt(0)}
          </span>
          <div>
            <h3 className={nameClass}>
              <a href={`/gurujuara#${teacher.slug}`} className={textLinkClass}>
                {teacher.name}
              </a>
            </h3>
            <p className={mutedClass}>{teacher.subjectNames.join(', ')}</p>
            <p className={mutedClass}>{ratingLine(teacher.ratings)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
