'use client';

import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { goToPageAfterLogin } from '#site/lib/session/redirect-after-login.ts';

/**
 * The sign-up steps run on the register token that OTP verify gave a new number (kept in the
 * stored session, never in a cookie). Without one there is nothing to finish: a logged-in user
 * goes on to the page after login, anyone else to /login. Null until storage has been read.
 */
export function useRegisterToken(): string | null {
  const router = useRouter();
  const { status, session } = useAtomValue(sessionAtom);
  const token = session?.register_token ?? null;
  useEffect(() => {
    if (status === 'unknown' || token) return;
    if (status === 'logged-in') goToPageAfterLogin();
    else void router.replace(LOGIN_PATH);
  }, [status, token, router]);
  return status === 'unknown' ? null : token;
}
