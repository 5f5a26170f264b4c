import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { unstable_redirect as redirect } from 'waku/router/server';
import type { PageProps } from 'waku/router';
import { StudentHomeView } from '#site/features/profile/student-home-view.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';
import { requirePageSession } from '#site/server/auth/page-session.ts';
import { getDatabase } from '#site/server/db/database.ts';
import { loadStudentHome } from '#site/server/sessions/student-home-loader.ts';

// Live Classes User Home Page (docs/product §2): private, so the session is checked on the server
// before anything renders — a visitor without one never receives this page's HTML.
export default async function LiveClassesUserHomePage({ path }: PageProps<'/bimbel/user'>) {
  const claims = await requirePageSession(path);
  const { db } = await getDatabase();
  const home = await loadStudentHome(db, claims, new Date());
  // A valid token whose user is gone (removed from the family) is no session.
  if (!home) redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`, 307);
  return (
    <>
      <title>{`Beranda belajar — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <StudentHomeView home={home} pathname={path} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
