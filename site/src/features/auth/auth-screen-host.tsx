'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ComponentType } from 'react';
import { sessionAtom } from '#site/lib/session/session-store.ts';
import { AuthPageLoading } from './auth-page.tsx';
import { AUTH_SCREEN_TITLES, type AuthScreenName } from './auth-screen-titles.ts';

// Each screen (React Aria fields, the domain's zod schemas, the API calls) is its own chunk,
// loaded once the stored session has been read (decision 088: initial client JS ≤ 110 KB gzip).
// Until then — and the screens themselves did the same — the card says 'Memuat…'.
const SCREENS: Record<AuthScreenName, ComponentType> = {
  'select-role': lazy(() =>
    import('./registration/select-role-screen.tsx').then((m) => ({ default: m.SelectRoleScreen })),
  ),
  'user-details': lazy(() =>
    import('./registration/user-details-screen.tsx').then((m) => ({
      default: () => <m.UserDetailsScreen mode="create" />,
    })),
  ),
  'update-user-details': lazy(() =>
    import('./registration/user-details-screen.tsx').then((m) => ({
      default: () => <m.UserDetailsScreen mode="edit" />,
    })),
  ),
  'add-location': lazy(() =>
    import('./registration/add-location-screen.tsx').then((m) => ({ default: m.AddLocationScreen })),
  ),
  'add-user': lazy(() => import('./family/add-user-screen.tsx').then((m) => ({ default: m.AddUserScreen }))),
  'update-user': lazy(() =>
    import('./family/update-user-screen.tsx').then((m) => ({ default: m.UpdateUserScreen })),
  ),
  'select-student': lazy(() =>
    import('./family/select-student-screen.tsx').then((m) => ({ default: m.SelectStudentScreen })),
  ),
};

/** A sign-up or family screen by name, from a server page. */
export function AuthScreenHost({ screen }: { screen: AuthScreenName }) {
  const { status } = useAtomValue(sessionAtom);
  const loading = <AuthPageLoading title={AUTH_SCREEN_TITLES[screen]} />;
  if (status === 'unknown') return loading;
  const Screen = SCREENS[screen];
  return <Suspense fallback={loading}>{<Screen />}</Suspense>;
}
