'use client';

import { LOGIN_PATH } from '@bimbel/domain/routes/login-path';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRouter } from 'waku/router/client';
import { markSession } from '#site/lib/session/session-attribute.ts';
import { readStoredUserData, toStoredUser } from '#site/lib/session/stored-user.ts';
import type { AccountCornerClasses } from './account-corner.styles.ts';

/** A student's avatar button and 'Keluar': only a logged-in browser downloads them. */
const StoredSignedInCorner = lazy(() =>
  import('./stored-signed-in-corner.tsx').then((module) => ({ default: module.StoredSignedInCorner })),
);

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
/** Unknown while the server renders and the page hydrates: the HTML is the same for everyone. */
const unknownOnTheServer = () => undefined;

/**
 * The header's account corner on a page outside the app-wide providers (the Tanya video page,
 * decision 095): the session comes from `USER_DATA` in this browser, read after hydration, so the
 * shared-cached HTML never holds anyone's name. 'Masuk' for visitors; for a logged-in student the
 * same avatar button the app's profile menu has (and 'Keluar' on phones), loaded after hydration
 * for a logged-in browser only (stored-signed-in-corner.tsx). The header has reserved its box from
 * the first paint (`<html data-stored-session>`), so nothing moves when it comes.
 */
export function StoredAccountCorner({ classes }: { classes: AccountCornerClasses }) {
  const raw = useSyncExternalStore(subscribeToStorage, readStoredUserData, unknownOnTheServer);
  const user = useMemo(() => (raw === undefined ? undefined : toStoredUser(raw)), [raw]);
  const { query } = useRouter();

  useEffect(() => {
    if (user !== undefined) markSession(user ? 'logged-in' : 'anonymous');
  }, [user]);

  if (user === undefined) return <div className={classes.slot} />;
  if (user === null) {
    return (
      <div className={classes.slot} data-session="anonymous">
        <a href={query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH} className={classes.login}>
          Masuk
        </a>
      </div>
    );
  }

  return (
    <div className={classes.slot} data-session="logged-in">
      <Suspense fallback={null}>
        <StoredSignedInCorner user={user} classes={classes} />
      </Suspense>
    </div>
  );
}
