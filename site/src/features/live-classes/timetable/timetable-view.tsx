import { EmptyState } from '@bimbel/ui/empty-state/empty-state';
import { css } from '@bimbel/styled-system/css';
import { tabs as tabsRecipe } from '@bimbel/styled-system/recipes';
import type { TimetableDay, TimetableWeek } from '#site/server/live-classes/timetable-loader.ts';
import { DayTabs } from './day-tabs.tsx';
import { GradeChooser } from './grade-chooser.tsx';
import {
  buttonRow,
  callToAction,
  linkButton,
  mutedNote,
  pageLead,
  pageTitle,
  schedulePage,
  sectionTitle,
  srOnly,
  textLink,
} from './schedule.styles.ts';
import { PageMeta } from '#site/features/shared/page-meta.tsx';
import { TermPlans } from './term-plans.tsx';
import { TimetableClassItem } from './timetable-class.tsx';
import { buildTimetablePath, timetableGradeName, type TimetableQuery } from './timetable-query.ts';

const dayList = css({
  display: 'grid',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
  gridTemplateColumns: { base: '1fr', laptop: 'repeat(2, minmax(0, 1fr))' },
});
const dayHeading = css({ fontSize: 'md', fontFamily: 'heading', mb: '3' });
const tabLabel = css({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  lineHeight: '1.2',
  gap: '0.5',
});
const tabDate = css({ fontSize: 'xs', fontWeight: 'normal' });
const todayMark = css({ position: 'relative', fontSize: 'xs', fontWeight: 'bold' });
const weekLine = css({ fontWeight: 'semibold' });
const weekHeader = css({ display: 'flex', flexDirection: 'column', gap: '1', mb: '4' });
// The seven day tabs scroll sideways inside their row on a narrow phone (the ui Tabs list), never the page.
const tabsFrame = css({ minW: '0' });

/** Where a day with no class sends the visitor: the other days that have some. */
function otherDays(week: TimetableWeek, day: TimetableDay): string {
  const names = week.days
    .filter((other) => other.key !== day.key && other.classes.length > 0)
    .map((other) => other.name);
  if (names.length === 0) return 'Belum ada kelas lain minggu ini untuk kelas ini.';
  return `Kelas minggu ini ada di hari ${names.join(', ')}.`;
}

function DayPanel({ week, day }: { week: TimetableWeek; day: TimetableDay }) {
  return (
    <div>
      <h3 className={dayHeading}>
        {day.longDate}
        {day.key === week.todayKey ? ' (hari ini)' : ''}
      </h3>
      {day.classes.length === 0 ? (
        <EmptyState
          title={`Tidak ada kelas di hari ${day.name}`}
          description={otherDays(week, day)}
          headingLevel={4}
        />
      ) : (
        <ul className={dayList} aria-label={`Kelas hari ${day.name}`}>
          {day.classes.map((liveClass) => (
            <li key={liveClass.id} className={css({ minW: '0' })}>
              <TimetableClassItem liveClass={liveClass} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export type TimetablePageData = { query: TimetableQuery; week: TimetableWeek };

/**
 * "Jadwal dan Materi" (docs/product §2, decision 072): the public weekly timetable of a grade,
 * a tab per day (today's first selected), each class with its teacher and materials.
 * Server-rendered; only the day tabs run on the client.
 */
export function TimetableView({ data }: { data: TimetablePageData }) {
  const { query, week } = data;
  const gradeName = timetableGradeName(query);
  const total = week.days.reduce((sum, day) => sum + day.classes.length, 0);
  return (
    <>
      <PageMeta
        title={`Jadwal dan Materi ${gradeName}`}
        description={`Jadwal kelas live ${gradeName} minggu ini (${week.weekLabel}): Matematika, Fisika, dan Kimia bersama Guru Juara, lengkap dengan topik dan materi yang bisa diunduh.`}
        path={buildTimetablePath(query)}
      />
      <main className={schedulePage}>
        <section aria-labelledby="jadwal-title">
          <h1 id="jadwal-title" className={pageTitle}>
            Jadwal dan Materi
          </h1>
          <p className={pageLead}>
            Jadwal kelas live tiap minggu, per kelas: jam, topik, guru, dan materinya. Materi boleh diunduh
            siapa saja untuk belajar lebih dulu.
          </p>
        </section>
        <GradeChooser selected={query} />
        <section aria-labelledby="minggu-ini">
          <div className={weekHeader}>
            <h2 id="minggu-ini" className={sectionTitle}>
              {gradeName}
            </h2>
            <p className={weekLine}>
              Minggu ini, {week.weekLabel}
              {total > 0 ? ` (${total} kelas)` : ''}
            </p>
            <p className={mutedNote}>Semua jam dalam WIB (WITA = WIB + 1 jam, WIT = WIB + 2 jam).</p>
            {query.grade === 12 ? (
              <p>
                Persiapan UTBK-SNBT: subtes, jadwal tryout, dan pengajarnya ada di{' '}
                <a href="/bimbel/paket/utbk-snbt" className={textLink}>
                  Paket Bimbel UTBK-SNBT
                </a>
                .
              </p>
            ) : null}
          </div>
          <div className={tabsFrame}>
            <DayTabs
              classes={tabsRecipe()}
              aria-label={`Hari dalam minggu ini, ${gradeName}`}
              defaultSelectedKey={week.todayKey}
              tabs={week.days.map((day) => ({
                id: day.key,
                label: (
                  <span className={tabLabel}>
                    <span>
                      <span aria-hidden="true">{day.shortName}</span>
                      <span className={srOnly}>{day.name}</span>
                    </span>
                    {day.key === week.todayKey ? (
                      <span className={todayMark}>
                        Hari ini<span className={srOnly}>, {day.shortDate}</span>
                      </span>
                    ) : (
                      <span className={tabDate}>{day.shortDate}</span>
                    )}
                  </span>
                ),
                content: <DayPanel week={week} day={day} />,
              }))}
            />
          </div>
        </section>
        <TermPlans plans={week.plans} gradeName={gradeName} />
        <section aria-labelledby="ikut-kelas" className={callToAction}>
          <h2 id="ikut-kelas" className={sectionTitle}>
            Mau ikut kelasnya?
          </h2>
          <p>
            Siswa dengan paket Bimbel atau masa coba gratis bisa bergabung dari halaman Kelasku. Kelas Gratis
            terbuka untuk semua siswa yang sudah masuk.
          </p>
          <div className={buttonRow}>
            <a href="/login?redirect=%2Fbimbel%2Fuser" className={linkButton({ variant: 'primary' })}>
              Masuk untuk ikut kelas
            </a>
            <a href="/bimbel" className={linkButton({ variant: 'secondary' })}>
              Lihat paket Bimbel
            </a>
          </div>
        </section>
      </main>
    </>
  );
}
