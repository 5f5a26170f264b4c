import { requirePageSession } from '#site/server/auth/page-session.ts';
import { UpdateUserScreen } from '#site/features/auth/family/update-user-screen.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';

const PATH = '/user/update-user';

// A family page: the server checks the session before anything renders (docs/product §2, §6), and
// sends visitors without one to /login (or to renew an expired token first).
export default async function UpdateUserPage() {
  await requirePageSession(PATH);
  return (
    <>
      <title>{`Ubah data murid — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <UpdateUserScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
