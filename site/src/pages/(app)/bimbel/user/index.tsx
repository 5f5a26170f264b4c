import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { buildClassBlocks } from '#site/features/live-classes/home/student-class-blocks.tsx';
import { ClassReminders } from '#site/features/live-classes/home/class-reminders.tsx';
import { PAST_PAGE_PARAM } from '#site/features/live-classes/home/past-classes.tsx';
import { ProfileDialogButton } from '#site/features/profile/dialog-buttons.tsx';
import { PROFILE_BUTTON_CLASS, StudentHomeView } from '#site/features/profile/student-home-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { calendarFeedUrls } from '#site/server/calendar/calendar-feed-urls.ts';
import { getConfig as getServerConfig } from '#site/server/config/config.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { loadStudentClasses, parsePastPage } from '#site/server/live-classes/student-classes-loader.ts';
import { readViewerTimeZone } from '#site/server/live-classes/viewer-time-zone.ts';
import { loadStudentHome } from '#site/server/sessions/student-home-loader.ts';

// Live Classes User Home Page (docs/product §2): private, so the session is checked on the server
// before anything renders — a visitor without one never receives this page's HTML. The classes
// are read from the database here too (no HTTP round trip), in the viewer's zone (decision 073).
export default async function LiveClassesUserHomePage({ path, query }: PageProps<'/bimbel/user'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const now = new Date();
  const timeZone = readViewerTimeZone(getHeaders()['cookie']);
  const [home, classes] = await Promise.all([
    loadStudentHome(db, claims, now),
    loadStudentClasses(db, claims.userId, {
      now,
      timeZone,
      pastPage: parsePastPage(new URLSearchParams(query ?? '').get(PAST_PAGE_PARAM)),
    }),
  ]);
  // A valid token whose user is gone (removed from the family) is no session.
  if (!home) redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`, 307);
  const blocks = buildClassBlocks(classes, {
    pathname: path,
    switchProfile:
      home.studentCount > 0 ? (
        <ProfileDialogButton dialog="picker" className={PROFILE_BUTTON_CLASS}>
          Ganti profil
        </ProfileDialogButton>
      ) : undefined,
    // The WhatsApp reminder opt-in and the calendar feed (decision 070), for a student's own classes.
    reminders:
      classes.kind === 'student' ? (
        <ClassReminders
          whatsapp={classes.remindersWhatsapp}
          feedUrls={calendarFeedUrls(getServerConfig(), classes.studentId)}
        />
      ) : undefined,
  });
  return (
    <>
      <title>{`Beranda belajar — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <StudentHomeView home={home} pathname={path} classes={blocks} timeZone={timeZone} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
