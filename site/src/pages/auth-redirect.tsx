import { css } from '@bimbel/styled-system/css';
import { Logo } from '@bimbel/ui/logo/logo';
import { Spinner } from '@bimbel/ui/spinner/spinner';
import { AuthRedirectScreen } from '../features/auth/auth-redirect/auth-redirect-screen.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { SITE_INFO } from '../lib/site-info.ts';

/*
 * Outside the (app) group on purpose: the app's session rules would renew an expired token
 * on load too, and two renewals of one refresh token at once count as reuse and end the
 * session (site/src/server/auth/README.md). This interstitial renews once, by itself.
 */
export default async function AuthRedirectPage() {
  return (
    <>
      <title>{`Sebentar, ya — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <div className={css({ display: 'flex', justifyContent: 'center', pt: '8' })}>
        <Logo brandName={SITE_INFO.brandName} href="/" />
      </div>
      <AuthPage title="Sebentar, ya…">
        <p
          role="status"
          className={css({ display: 'flex', alignItems: 'center', gap: '3', mt: '4', color: 'muted' })}
        >
          <Spinner size="medium" />
          Kami sedang menyiapkan halamanmu.
        </p>
        <noscript>
          <p className={css({ mt: '4' })}>
            Halaman ini butuh JavaScript. <a href="/login">Masuk lagi</a> setelah JavaScript aktif, ya.
          </p>
        </noscript>
        <AuthRedirectScreen />
      </AuthPage>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
