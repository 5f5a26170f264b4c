import { describeRatingSummary, TEACHER_RATING_MIN_COUNT } from '@bimbel/domain/live-classes/class-rating';
import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { StarRatingDisplay } from '@bimbel/ui/star-rating/star-rating-display';
import { css } from '@bimbel/styled-system/css';
import type { ProgrammeTeacher } from '#site/server/live-classes/focus-exam-page-loader.ts';
import { ExampleTeacherTag, TeacherPortrait } from '#site/features/shared/teacher-portrait.tsx';
import { TeacherFacts } from '../teachers/teacher-facts.tsx';
import { TEACHERS_PATH } from '../teachers/teachers-view.tsx';
import { mutedNote, sectionTitle, textLink } from '../timetable/schedule.styles.ts';

const grid = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: '1fr',
    tablet: 'repeat(2, minmax(0, 1fr))',
    laptop: 'repeat(3, minmax(0, 1fr))',
  },
});
const card = css({
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'line',
  p: { base: '4', tablet: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  height: '100%',
  minW: '0',
});
const name = css({ fontFamily: 'heading', fontSize: 'lg', lineHeight: '1.3', overflowWrap: 'anywhere' });
const ratingLine = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' });
const bio = css({ fontSize: 'sm' });

/** "Pengajarnya": the teachers of the programme's coming classes (from the timetable), linked to Guru Juara. */
export function ProgrammeTeachers({ teachers }: { teachers: readonly ProgrammeTeacher[] }) {
  if (teachers.length === 0) return null;
  return (
    <section aria-labelledby="pengajar-title" className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h2 id="pengajar-title" className={sectionTitle}>
          Pengajarnya
        </h2>
        <p className={mutedNote}>
          Guru yang mengajar kelas dan tryout di jadwal ini. Nilai bintang adalah rata-rata dari murid yang
          ikut kelasnya, tampil setelah ada minimal {TEACHER_RATING_MIN_COUNT} penilaian.
        </p>
      </div>
      <ul className={grid}>
        {teachers.map((teacher) => (
          <li key={teacher.slug} className={css({ minW: '0' })}>
            <article aria-labelledby={`pengajar-${teacher.slug}`} className={card}>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
                <TeacherPortrait name={teacher.name} photoUrl={teacher.photoUrl} />
                <h3 id={`pengajar-${teacher.slug}`} className={name}>
                  {teacher.name}
                </h3>
              </div>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
                {teacher.demo ? <ExampleTeacherTag /> : null}
                {teacher.verified ? <CardBadge tone="brand">Terverifikasi</CardBadge> : null}
                <CardBadge tone="neutral">{`${teacher.classCount} kelas di jadwal ini`}</CardBadge>
              </div>
              {teacher.ratings.average !== null ? (
                <p className={ratingLine}>
                  <StarRatingDisplay
                    value={teacher.ratings.average}
                    label={`Rata-rata nilai dari murid: ${describeRatingSummary({ average: teacher.ratings.average, count: teacher.ratings.count })}`}
                  />
                  <span aria-hidden="true">
                    {describeRatingSummary({
                      average: teacher.ratings.average,
                      count: teacher.ratings.count,
                    })}
                  </span>
                </p>
              ) : (
                <p className={mutedNote}>Belum cukup penilaian untuk rata-rata.</p>
              )}
              <TeacherFacts teacher={teacher} />
              <p className={bio}>{teacher.bio}</p>
              <a href={`${TEACHERS_PATH}#${teacher.slug}`} className={textLink}>
                Profil {teacher.name} di Guru Juara
              </a>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
