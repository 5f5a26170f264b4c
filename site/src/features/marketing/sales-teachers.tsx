import { describeRatingSummary } from '@bimbel/domain/live-classes/class-rating';
import { css } from '@bimbel/styled-system/css';
import type { TeacherProfile } from '#site/server/live-classes/teachers-loader.ts';
import { ExampleTeacherTag, TeacherPortrait } from '#site/features/shared/teacher-portrait.tsx';
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
const nameClass = css({ fontSize: 'md', lineHeight: '1.35', overflowWrap: 'anywhere' });
const mutedClass = css({ fontSize: 'sm', color: 'muted' });

/** 'Matematika · SMP dan SMA': what and whom they teach. */
function subjectsLine(teacher: TeacherProfile): string {
  return [teacher.subjectNames.join(', '), teacher.levelsLabel].filter(Boolean).join(' · ');
}

function ratingLine(ratings: TeacherProfile['ratings']): string {
  if (ratings.average === null) return 'Belum cukup penilaian dari murid';
  return `Nilai dari murid: ${describeRatingSummary({ average: ratings.average, count: ratings.count })}`;
}

/**
 * The teachers of a sales page (decision 084), from the same data as /gurujuara: portrait, name,
 * subjects and levels, years of teaching, the "Contoh" tag of a demo teacher (decision 093) and
 * the students' average rating — shown only from enough ratings, as /gurujuara does — each
 * linked to their full card there. Plain HTML: no client code.
 */
export function SalesTeachers({ teachers }: { teachers: readonly TeacherProfile[] }) {
  return (
    <>
      {teachers.some((teacher) => teacher.demo) ? (
        <p className={css({ color: 'muted', mb: '3' })}>
          Guru bertanda “Contoh” adalah tokoh contoh untuk situs demo ini, bukan pengajar sungguhan; potretnya
          gambar ilustrasi.
        </p>
      ) : null}
      <ul className={listClass} aria-label="Daftar guru">
        {teachers.map((teacher) => (
          <li key={teacher.slug} className={cardClass}>
            <TeacherPortrait name={teacher.name} photoUrl={teacher.photoUrl} size="small" />
            <div>
              <h3 className={nameClass}>
                <a href={`/gurujuara#${teacher.slug}`} className={textLinkClass}>
                  {teacher.name}
                </a>
              </h3>
              {teacher.demo ? <ExampleTeacherTag /> : null}
              <p className={mutedClass}>{subjectsLine(teacher)}</p>
              {teacher.experience ? <p className={mutedClass}>{teacher.experience}</p> : null}
              <p className={mutedClass}>{ratingLine(teacher.ratings)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
