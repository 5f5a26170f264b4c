import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { WEEKLY_REPORT_PATH } from '@bimbel/domain/routes/weekly-report-path';
import { css } from '@bimbel/styled-system/css';
import { button } from '@bimbel/styled-system/recipes';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import type { ReactNode } from 'react';
import type { StudentHomeData } from '#site/server/sessions/student-home-loader.ts';
import { ProfileDialogButton } from './dialog-buttons.tsx';
import { toFirstName } from './profile-menu-label.ts';
import { toGradeLabel, toRoleLabel } from './profile-summary.ts';
import { SubscriptionCard } from './subscription-card.tsx';

/** The page where a parent adds a student (built by the registration flows). */
const ADD_USER_PATH = '/user/add-user';
const TANYA_PATH = '/tanya';

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: { base: '5', tablet: '6' },
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'line',
  borderRadius: 'xl',
});
/** The profile buttons' look: the ui button recipe, computed here (no style runtime in the browser). */
export const PROFILE_BUTTON_CLASS = button({ variant: 'secondary', size: 'small' });
const cardTitleClass = css({ fontSize: 'lg', fontWeight: 'semibold' });
/**
 * Phone: one column in reading order — this week's classes, the subscription, the timetable, the
 * reminders, Tanya, then the finished classes. Laptop: the classes on the left (this week, then
 * the finished ones right under it), the rest beside them; the source order is the same, so focus
 * moves as the eye does in both.
 */
const layoutClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  mt: '8',
  laptop: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 22rem',
    // The second row takes any extra height of the side column, so no gap opens under this week.
    gridTemplateRows: 'auto 1fr',
    alignItems: 'start',
    gap: '6',
  },
});
const weekAreaClass = css({ minW: '0', laptop: { gridColumn: '1', gridRow: '1' } });
const pastAreaClass = css({ minW: '0', laptop: { gridColumn: '1', gridRow: '2' } });
const asideClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minW: '0',
  laptop: { gridColumn: '2', gridRow: '1 / span 2', gap: '6' },
});
const linkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'brand.900' },
  _focusVisible: { focusOutline: 'default', borderRadius: 'sm' },
});

/** The class blocks the page passes in (built by features/live-classes/home). */
export type HomeClassBlocks = {
  week: ReactNode;
  timetable?: ReactNode;
  past?: ReactNode;
  reminders?: ReactNode;
};

/**
 * The Live Classes User Home Page (docs/product §2, /bimbel/user): a greeting with the student's name
 * and grade, the live classes of the week (issue 14), the subscription in plain Indonesian with the
 * free trial where it can still be taken, and the ways on: Tanya, the profile, switching profile,
 * questions about packages.
 */
export function StudentHomeView({
  home,
  pathname,
  classes,
  timeZone = JAKARTA_TIME_ZONE,
}: {
  home: StudentHomeData;
  pathname: string;
  /** The viewer's zone for the subscription's dates (decision 073). */
  timeZone?: string;
  /** The live-class blocks (features/live-classes/home), placed by this layout. */
  classes?: HomeClassBlocks;
}) {
  const { user, subscription, studentCount } = home;
  const detail = [toRoleLabel(user.role), toGradeLabel(user)].filter(Boolean).join(', ');

  return (
    <main className={css({ maxW: 'container', mx: 'auto', px: '4', py: { base: '6', tablet: '10' } })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
        <Avatar
          name={user.full_name}
          src={user.avatar_url}
          subscriptionType={subscription?.subscriptionType}
          decorative
        />
        <div className={css({ minW: '0' })}>
          <h1 className={css({ fontSize: { base: '2xl', tablet: '3xl' }, overflowWrap: 'anywhere' })}>
            {`Halo, ${toFirstName(user.full_name)}!`}
          </h1>
          <p className={css({ color: 'muted' })}>{detail}</p>
        </div>
      </div>

      <div className={layoutClass}>
        {classes && <div className={weekAreaClass}>{classes.week}</div>}
        <div className={asideClass}>
          {subscription ? (
            <SubscriptionCard subscription={subscription} pathname={pathname} timeZone={timeZone} />
          ) : (
            <section aria-labelledby="no-student-title" className={cardClass}>
              <h2 id="no-student-title" className={cardTitleClass}>
                Belum ada profil murid
              </h2>
              <p>Kelas live Bimbel diikuti lewat profil murid. Tambahkan profil anakmu dulu, ya.</p>
              <a href={ADD_USER_PATH} className={linkClass}>
                Tambah profil murid
              </a>
            </section>
          )}
          {classes?.timetable}
          {/* The reminder opt-in and calendar feed (features/live-classes/reminders), when passed. */}
          {classes?.reminders}
          <section aria-labelledby="next-title" className={cardClass}>
            <h2 id="next-title" className={cardTitleClass}>
              Mau belajar apa hari ini?
            </h2>
            <p>Cari soal yang bikin bingung dan tonton video pembahasannya langkah demi langkah.</p>
            <a href={TANYA_PATH} className={linkClass}>
              Cari pembahasan soal di Tanya
            </a>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
              <ProfileDialogButton dialog="profile" className={PROFILE_BUTTON_CLASS}>
                Lihat profilku
              </ProfileDialogButton>
              {studentCount > 1 && (
                <ProfileDialogButton dialog="picker" className={PROFILE_BUTTON_CLASS}>
                  Ganti profil
                </ProfileDialogButton>
              )}
            </div>
          </section>
          {home.hasParent && studentCount > 0 && (
            <section aria-labelledby="report-title" className={cardClass}>
              <h2 id="report-title" className={cardTitleClass}>
                Laporan mingguan
              </h2>
              <p>
                Kelas, rating, pertanyaan, dan video Tanya tiap anak minggu ini, dan ringkasannya lewat
                WhatsApp.
              </p>
              <a href={WEEKLY_REPORT_PATH} className={linkClass}>
                Buka laporan mingguan
              </a>
            </section>
          )}
        </div>
        {classes?.past && <div className={pastAreaClass}>{classes.past}</div>}
      </div>
    </main>
  );
}
