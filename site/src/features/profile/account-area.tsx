'use client';

import { LOGIN_PATH } from '@bimbel/domain/routes/route-access';
import { css } from '@bimbel/styled-system/css';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useRouter } from 'waku/router/client';
import { sessionAtom } from '../../lib/session/session-store.ts';
import { ProfileDialogsHost } from './profile-dialogs-host.tsx';

// React Aria's menu only loads for someone logged in: anonymous visitors never download it.
const ProfileMenu = lazy(() => import('./profile-menu.tsx').then((module) => ({ default: module.ProfileMenu })));

// One box for every state, so the header does not jump when the session becomes known.
const slotClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '2',
  minW: { base: '20', tablet: '24' },
  minH: '10',
  flexShrink: 0,
});

const loginClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '10',
  px: { base: '4', tablet: '5' },
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'brand.700',
  bg: 'surface',
  color: 'brand.700',
  fontFamily: 'heading',
  fontWeight: 'semibold',
  fontSize: { base: 'sm', tablet: 'md' },
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'brand.50' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
});

/**
 * The header's account corner (SPEC §2 "Header"): nothing while the session is unknown (server
 * render and first paint, so no flash of the wrong state), 'Masuk' for visitors — to /login with
 * the current query string — and the profile dropdown (plus 'Keluar' on phones) when logged in.
 * It also hosts the profile dialogs, which load on their first open.
 */
export function AccountArea() {
  const { status } = useAtomValue(sessionAtom);
  const { query } = useRouter();

  return (
    <div className={slotClass} data-session={status}>
      {status === 'anonymous' && (
        <a href={query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH} className={loginClass}>
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
