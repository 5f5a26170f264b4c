'use client';

import type { UserProfile } from '@bimbel/domain/session/session-user-data';
import { AvatarPicture } from '@bimbel/ui/avatar/avatar-picture';
import { lazy, Suspense, useState } from 'react';
import { readStoredSubscriptionType } from '#site/lib/session/stored-user.ts';
import type { AccountCornerClasses } from './account-corner.styles.ts';
import { toFirstName, toProfileMenuLabel } from './profile-menu-label.ts';

/** The app's profile menu and dialogs (React Aria, the jotai store, the API client): on first use. */
const loadAccountMenu = () => import('./account-menu-on-demand.tsx');
const AccountMenuOnDemand = lazy(() =>
  loadAccountMenu().then((module) => ({ default: module.AccountMenuOnDemand })),
);

/**
 * A logged-in student's corner outside the app-wide providers (decision 095): the avatar button
 * the app's profile menu draws — without React Aria — and 'Keluar' on phones. The menu itself
 * (Profilku, Ganti profil, Laporan mingguan, Langganan) and its dialogs load when the button is
 * first used, and open at once.
 */
export function StoredSignedInCorner({
  user,
  classes,
}: {
  user: UserProfile;
  classes: AccountCornerClasses;
}) {
  const [menuWanted, setMenuWanted] = useState(false);
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
    <>
      {menuWanted ? (
        <Suspense fallback={closedMenu}>
          <AccountMenuOnDemand />
        </Suspense>
      ) : (
        closedMenu
      )}
    </>
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
