import type { PageProps } from 'waku/router';
import { VerifyEmailScreen } from '#site/features/auth/email-verification/verify-email-screen.tsx';
import { SITE_INFO } from '#site/lib/site-info.ts';

// The link of the verification e-mail (domain/src/routes/email-verification-path.ts). The token
// is only read here; the browser makes the one PUT that uses it, so a mail scanner fetching
// the link does not spend it.
export default async function VerifyEmailPage({ token }: PageProps<'/verifikasi-email/[token]'>) {
  return (
    <>
      <title>{`Verifikasi email — ${SITE_INFO.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <VerifyEmailScreen token={token} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
