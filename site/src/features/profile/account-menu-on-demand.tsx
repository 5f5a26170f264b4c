'use client';

import { SESSION_USER_DATA_KEY } from '@bimbel/domain/constants/storage-keys';
import { Provider } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { appStore } from '#site/lib/app-store.ts';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { refreshSubscriptionStatus } from '#site/lib/session/subscription.ts';
import { ProfileDialogsHost } from './profile-dialogs-host.tsx';
import { ProfileMenu } from './profile-menu.tsx';

// Outside the app-wide providers nobody has read the session into the app's store: this module
// does, once, when it loads (the first use of the account button), and asks for the subscription
// the crown shows, as the providers do on a page load.
sessionOwner.hydrate();
void refreshSubscriptionStatus();

/**
 * The app's profile menu and dialogs for StoredAccountCorner, in the app's jotai store. The
 * student pressed the avatar button to get here: the menu's own button takes the focus and opens
 * with its first item focused (an ArrowDown on it, as React Aria opens it from the keyboard);
 * Escape then returns the focus to it.
 */
export function AccountMenuOnDemand() {
  const box = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const trigger = box.current?.querySelector<HTMLButtonElement>('button[aria-haspopup]');
    trigger?.focus();
    // React Aria's menu button opens on ArrowDown with its first item focused, as from the keyboard.
    trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  }, []);

  // Another tab logged in as someone else or switched the profile: this tab follows.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SESSION_USER_DATA_KEY) sessionOwner.hydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <Provider store={appStore}>
      <span ref={box} style={{ display: 'contents' }}>
        <ProfileMenu />
      </span>
      <ProfileDialogsHost />
    </Provider>
  );
}
