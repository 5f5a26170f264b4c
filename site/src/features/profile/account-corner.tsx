'use client';

import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import { markSession } from '#site/lib/session/session-attribute.ts';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import type { AccountCornerClasses } from './account-corner.styles.ts';
import { ProfileDialogsHost } from './profile-dialogs-host.tsx';

// React Aria's menu only loads for someone logged in: anonymous visitors never download it.
const ProfileMenu = lazy(() =>
  import('./profile-menu.tsx').then((module) => ({ default: module.ProfileMenu })),
);

/**
 * The header's account corner (docs/product §2 "Header"): nothing while the session is unknown (server
 * render and first paint, so no flash of the wrong state), 'Masuk' for visitors — to /login with
 * the current query string — and the profile dropdown (plus 'Keluar' on phones) when logged in.
 * It also hosts the profile dialogs, which load on their first open.
 */
export function AccountCorner({ classes }: { classes: Pick<AccountCornerClasses, 'slot' | 'login'> }) {
  const { status } = useAtomValue(sessionAtom);
  const { query } = useRouter();
  // The header's box for the corner follows the session once it is known (session-attribute.ts).
  useEffect(() => {
    if (status !== 'unknown') markSession(status);
  }, [status]);

  return (
    <div className={classes.slot} data-session={status}>
      {status === 'anonymous' && (
        <a href={query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH} className={classes.login}>
          Masuk
        </a>
      )}
      {status === 'logged-in' && (
        <Suspense fallback={null}>
          <ProfileMenu />
        </Suspense>
      )}
      <ProfileDialogsHost />
    </div>
  );
}
