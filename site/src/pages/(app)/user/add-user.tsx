import { requirePageSession } from '#site/server/auth/page-session.ts';
import { AuthScreenHost } from '#site/features/auth/auth-screen-host.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';

const PATH = '/user/add-user';

// A family page: the server checks the session before anything renders (docs/product §2, §6), and
// sends visitors without one to /login (or to renew an expired token first).
export default async function AddUserPage() {
  await requirePageSession(PATH);
  return (
    <>
      <title>{`Tambah data anak — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <AuthScreenHost screen="add-user" />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
