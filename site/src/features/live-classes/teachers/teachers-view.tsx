import { CardBadge } from '@bimbel/ui/card-badge/card-badge';
import { css } from '@bimbel/styled-system/css';
import { describeRatingSummary, TEACHER_RATING_MIN_COUNT } from '@bimbel/domain/live-classes/class-rating';
import { StarRatingDisplay } from '@bimbel/ui/star-rating/star-rating-display';
import type { TeacherProfile } from '#site/server/live-classes/teachers-loader.ts';
import {
  buttonRow,
  callToAction,
  linkButton,
  mutedNote,
  pageLead,
  pageTitle,
  schedulePage,
  sectionTitle,
  textLink,
} from '../timetable/schedule.styles.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { ExampleTeacherTag, TeacherPortrait } from '#site/features/shared/teacher-portrait.tsx';
import { TeacherFacts } from './teacher-facts.tsx';
import { TIMETABLE_PATH } from '../timetable/timetable-query.ts';

export const TEACHERS_PATH = '/gurujuara';

const grid = css({
  display: 'grid',
  gap: '4',
  listStyle: 'none',
  p: '0',
  m: '0',
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
  gap: '3',
  height: '100%',
  minW: '0',
  // The header is sticky: an anchor jump (/gurujuara#slug) must not hide the card's top under it.
  scrollMarginTop: 'calc(token(sizes.header) + token(spacing.4))',
  _target: { boxShadow: '0 0 0 3px token(colors.brand.500)' },
});
const head = css({ display: 'flex', alignItems: 'center', gap: { base: '3', tablet: '4' }, minW: '0' });
const name = css({ fontSize: 'lg', lineHeight: '1.3', overflowWrap: 'anywhere' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1', mt: '1' });
const bio = css({ color: 'ink' });
const nextTitle = css({ fontSize: 'sm', fontFamily: 'heading', fontWeight: 'semibold', mt: 'auto', pt: '2' });
const nextList = css({ listStyle: 'none', p: '0', m: '0', display: 'grid', gap: '2' });
const nextItem = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  borderLeftWidth: '3px',
  borderColor: 'brand.200',
  pl: '3',
  fontSize: 'sm',
  minW: '0',
});
const nextWhen = css({ color: 'muted', display: 'block' });
const nextName = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });

function VerifiedIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 1.5 9.8 3l2.3-.2.6 2.2 2 1.2-.9 2.1.9 2.1-2 1.2-.6 2.2-2.3-.2L8 14.5 6.2 13l-2.3.2-.6-2.2-2-1.2.9-2.1-.9-2.1 2-1.2.6-2.2L6.2 3zM7 10.6l4.2-4.2-1-1L7 8.6 5.8 7.4l-1 1z"
      />
    </svg>
  );
}

const ratingLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '2',
  rowGap: '1',
  fontSize: 'sm',
});
const ratingValue = css({ fontWeight: 'semibold', color: 'ink' });

/**
 * A teacher's ratings (decision 076): the average of their classes' ratings with one decimal and
 * the count, once TEACHER_RATING_MIN_COUNT students rated; before that, how many there are.
 */
function TeacherRating({ ratings }: { ratings: TeacherProfile['ratings'] }) {
  if (ratings.average === null) {
    return (
      <p className={`${ratingLine} ${mutedNote}`}>
        {ratings.count === 0
          ? 'Belum ada penilaian dari murid.'
          : `Baru ${ratings.count} penilaian: rata-rata tampil setelah ${TEACHER_RATING_MIN_COUNT} penilaian.`}
      </p>
    );
  }
  const summary = { average: ratings.average, count: ratings.count };
  return (
    <p className={ratingLine}>
      <StarRatingDisplay
        value={ratings.average}
        label={`Rata-rata nilai dari murid: ${describeRatingSummary(summary)}`}
      />
      <span className={ratingValue} aria-hidden="true">
        {describeRatingSummary(summary)}
      </span>
    </p>
  );
}

function TeacherCard({ teacher }: { teacher: TeacherProfile }) {
  const titleId = `guru-${teacher.slug}-nama`;
  return (
    <article id={teacher.slug} aria-labelledby={titleId} className={card}>
      <div className={head}>
        <TeacherPortrait name={teacher.name} photoUrl={teacher.photoUrl} size="large" />
        <div className={css({ minW: '0' })}>
          <h2 id={titleId} className={name}>
            {teacher.name}
          </h2>
          <div className={badges}>
            {teacher.demo ? <ExampleTeacherTag /> : null}
            {teacher.verified ? (
              <CardBadge tone="brand" icon={<VerifiedIcon />}>
                Terverifikasi
              </CardBadge>
            ) : null}
            {teacher.subjectNames.map((subject) => (
              <CardBadge key={subject} tone="neutral">
                {subject}
              </CardBadge>
            ))}
          </div>
        </div>
      </div>
      <TeacherFacts teacher={teacher} />
      <TeacherRating ratings={teacher.ratings} />
      <p className={bio}>{teacher.bio}</p>
      <h3 className={nextTitle}>Kelas berikutnya</h3>
      {teacher.upcoming.length === 0 ? (
        <p className={mutedNote}>Belum ada kelas terjadwal. Cek lagi nanti, ya.</p>
      ) : (
        <ul className={nextList}>
          {teacher.upcoming.map((liveClass) => (
            <li key={liveClass.id} className={nextItem}>
              {liveClass.ongoing ? (
                <CardBadge tone="live" className={css({ mb: '1' })}>
                  Sedang berlangsung
                </CardBadge>
              ) : null}
              <time dateTime={liveClass.startsAt} className={nextWhen}>
                {liveClass.day}, {liveClass.timeRange}
              </time>
              <span className={nextName}>{liveClass.title}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * Guru Juara (docs/product §2, decisions 072 and 093): every teacher's card — portrait, subjects,
 * levels, education, years of teaching, rating and next classes; demo roster teachers are
 * labelled "Contoh" on their card and in the page's lead.
 */
export function TeachersView({ teachers }: { teachers: TeacherProfile[] }) {
  return (
    <>
      <PageMeta
        title="Guru Juara: pengajar kelas live"
        description="Kenalan dengan Guru Juara: pengajar Matematika, Fisika, dan Kimia kelas live untuk kelas 4 SD sampai 12 SMA/SMK, lengkap dengan jadwal kelas berikutnya."
        path={TEACHERS_PATH}
      />
      <main className={schedulePage}>
        <section aria-labelledby="guru-title">
          <h1 id="guru-title" className={pageTitle}>
            Guru Juara
          </h1>
          <p className={pageLead}>
            Para pengajar kelas live Matematika, Fisika, dan Kimia. Lencana “Terverifikasi” berarti ijazah dan
            pengalaman mengajarnya sudah kami periksa.
          </p>
          {teachers.some((teacher) => teacher.demo) ? (
            <p className={pageLead}>
              Guru bertanda “Contoh” adalah tokoh contoh di situs demo ini, bukan pengajar sungguhan: nama,
              pendidikan, pengalaman, dan potretnya (gambar ilustrasi, bukan foto) kami buat sendiri.
            </p>
          ) : null}
          <p className={pageLead}>
            Bintang di tiap guru adalah rata-rata nilai dari murid yang ikut kelasnya (1–5, dinilai setelah
            kelas selesai). Rata-rata baru kami tampilkan setelah ada minimal {TEACHER_RATING_MIN_COUNT}{' '}
            penilaian, supaya satu-dua nilai tidak menentukan gambaran seorang guru.
          </p>
        </section>
        {teachers.length === 0 ? (
          <p>
            Daftar guru sedang disiapkan. Sementara itu, lihat{' '}
            <a href={TIMETABLE_PATH} className={textLink}>
              Jadwal dan Materi
            </a>
            .
          </p>
        ) : (
          <ul className={grid} aria-label="Daftar guru">
            {teachers.map((teacher) => (
              <li key={teacher.slug} className={css({ minW: '0' })}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="lihat-jadwal" className={callToAction}>
          <h2 id="lihat-jadwal" className={sectionTitle}>
            Belajar bareng Guru Juara
          </h2>
          <p>Lihat jadwal lengkap per kelas, atau masuk untuk ikut kelas sesuai paketmu.</p>
          <div className={buttonRow}>
            <a href={TIMETABLE_PATH} className={linkButton({ variant: 'primary' })}>
              Lihat Jadwal dan Materi
            </a>
            <a href="/login?redirect=%2Fbimbel%2Fuser" className={linkButton({ variant: 'secondary' })}>
              Masuk untuk ikut kelas
            </a>
          </div>
        </section>
      </main>
    </>
  );
}
