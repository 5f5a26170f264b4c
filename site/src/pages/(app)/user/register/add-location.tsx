import { AddLocationScreen } from '#site/features/auth/registration/add-location-screen.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';

// A sign-up step: it runs on the register token in the browser's stored session, so the page
// itself is the same for everyone (the screen sends visitors without a token to /login).
export default async function AddLocationPage() {
  return (
    <>
      <title>{`Lokasi — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <AddLocationScreen />
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
