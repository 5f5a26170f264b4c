import { AuthScreenHost } from '#site/features/auth/auth-screen-host.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';

// A sign-up step: it runs on the register token in the browser's stored session, so the page
// itself is the same for everyone (the screen sends visitors without a token to /login).
export default async function UserDetailsPage() {
  return (
    <>
      <title>{`Data diri — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <AuthScreenHost screen="user-details" />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
