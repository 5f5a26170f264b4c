import { css } from '@bimbel/styled-system/css';
import { Avatar } from '@bimbel/ui/avatar/avatar';
import type { StudentHomeData } from '#site/server/sessions/student-home-loader.ts';
import { ProfileDialogButton } from './dialog-buttons.tsx';
import { toFirstName, toGradeLabel, toRoleLabel } from './profile-summary.ts';
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
const cardTitleClass = css({ fontSize: 'lg', fontWeight: 'semibold' });
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

/**
 * The Live Classes User Home Page (docs/product §2, /bimbel/user): a greeting with the student's name
 * and grade, the subscription in plain Indonesian with the free trial where it can still be
 * taken, and the ways on: Tanya, the profile, switching profile, questions about packages.
 */
export function StudentHomeView({ home, pathname }: { home: StudentHomeData; pathname: string }) {
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

      <div
        className={css({ display: 'grid', gap: '4', mt: '8', gridTemplateColumns: { laptop: '3fr 2fr' } })}
      >
        {subscription ? (
          <SubscriptionCard subscription={subscription} pathname={pathname} />
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

        <section aria-labelledby="next-title" className={cardClass}>
          <h2 id="next-title" className={cardTitleClass}>
            Mau belajar apa hari ini?
          </h2>
          <p>Cari soal yang bikin bingung dan tonton video pembahasannya langkah demi langkah.</p>
          <a href={TANYA_PATH} className={linkClass}>
            Cari pembahasan soal di Tanya
          </a>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
            <ProfileDialogButton dialog="profile">Lihat profilku</ProfileDialogButton>
            {studentCount > 1 && <ProfileDialogButton dialog="picker">Ganti profil</ProfileDialogButton>}
          </div>
        </section>
      </div>
    </main>
  );
}
