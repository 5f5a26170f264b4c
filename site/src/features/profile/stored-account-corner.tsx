'use client';

import { LOGIN_PATH } from '@bimbel/domain/routes/login-path';
import { AvatarPicture } from '@bimbel/ui/avatar/avatar-picture';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useRouter } from 'waku/router/client';
import { markSession } from '#site/lib/session/session-attribute.ts';
import {
  readStoredSubscriptionType,
  readStoredUserData,
  toStoredUser,
} from '#site/lib/session/stored-user.ts';
import type { AccountCornerClasses } from './account-corner.styles.ts';
import { toFirstName, toProfileMenuLabel } from './profile-menu-label.ts';

/** The app's profile menu and dialogs (React Aria, the jotai store, the API client): on first use. */
const loadAccountMenu = () => import('./account-menu-on-demand.tsx');
const AccountMenuOnDemand = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenuOnDemand })),
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
 * same avatar button the app's profile menu has (and 'Keluar' on phones), drawn without React
 * Aria — the menu itself (Profilku, Ganti profil, Laporan mingguan, Langganan) and its dialogs
 * load when the button is first used, and open at once.
 */
export function StoredAccountCorner({ classes }: { classes: AccountCornerClasses }) {
  const raw = useSyncExternalStore(subscribeToStorage, readStoredUserData, unknownOnTheServer);
  const user = useMemo(() => (raw === undefined ? undefined : toStoredUser(raw)), [raw]);
  const { query } = useRouter();
  const [menuWanted, setMenuWanted] = useState(false);

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

  const subscriptionType = readStoredSubscriptionType();
  const firstName = toFirstName(user.full_name);
  const closedMenu = (
    <>
      <button
        type="button"
        className={classes.trigger}
        aria-label={toProfileMenuLabel(user.full_name, subscriptionType === 'PAID')}
        aria-haspopup="menu"
        aria-expanded="false"
        onPointerEnter={() => void loadAccountMenu()}
        onFocus={() => void loadAccountMenu()}
        onClick={() => setMenuWanted(true)}
      >
        <span className={classes.firstName}>{firstName}</span>{' '}
        <AvatarPicture
          name={user.full_name}
          src={user.avatar_url}
          subscriptionType={subscriptionType}
          decorative
          diameter={32}
          classes={classes.avatar}
          className={classes.avatarFirst}
        />
        <ChevronIcon className={classes.chevron} />
      </button>
      <button type="button" className={classes.logout} onClick={() => void signOutHere()}>
        Keluar
      </button>
    </>
  );
  return (
    <div className={classes.slot} data-session="logged-in">
      {menuWanted ? (
        <Suspense fallback={closedMenu}>
          <AccountMenuOnDemand />
        </Suspense>
      ) : (
        closedMenu
      )}
    </div>
  );
}

/** 'Keluar' before the menu has loaded: the app's one sign-out (server, storage, home). */
async function signOutHere() {
  const { signOut } = await import('#site/lib/session/session-actions.ts');
  await signOut('user');
}

/** The ui DropdownMenu's chevron, drawn the same. */
function ChevronIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
