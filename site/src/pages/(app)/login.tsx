import { LoginScreen } from '#site/features/auth/login/login-screen.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';

export default async function LoginPage() {
  return (
    <>
      <title>{`Masuk — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <LoginScreen />
    </>
  );
}

// The same page for everyone: the query (?redirect=) is read in the browser.
export const getConfig = async () => ({ render: 'static' }) as const;
