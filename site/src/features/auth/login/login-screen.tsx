'use client';

import { css } from '@bimbel/styled-system/css';
import { lazy, Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { rememberRedirectAfterLogin } from '#site/lib/session/redirect-after-login.ts';
import { AuthPage } from '../auth-page.tsx';
import { LOGIN_TEXTS } from './login-texts.ts';

// The form (React Aria fields, the OTP calls) is its own chunk (decision 088, the 110 KB budget).
const LoginForm = lazy(() => import('./login-form.tsx').then((module) => ({ default: module.LoginForm })));

// The number step's height (measured: 365 px on a 320–360 px phone, 344 px at 412 px, 325 px from
// 768 px), kept free while the form loads so nothing below it moves when it comes.
const placeholderStyle = css({ mt: '6', minHeight: { base: '22.5rem', tablet: '20.25rem' }, color: 'muted' });

const subscribeToNothing = () => () => {};

/**
 * /login (docs/product §2). `?redirect=/path` — what the server guard of private pages adds —
 * clears local storage (docs/product §2) and remembers the path (same-site only); other query
 * parameters (the header keeps the current ones) are ignored. That happens here, in the first
 * download, not in the lazy form: a layout effect runs before every passive effect of the first
 * render, so storage is empty before the session rules read it, and a stale session cannot start
 * refreshing (and sign out to the home page) while the visitor is here to log in again.
 *
 * The server and the hydrating browser render the card with the form's room kept free; the form
 * comes after hydration. Rendered on the server, the form would come as a Suspense boundary React
 * cannot hydrate before its chunk, and it threw that HTML away and showed the fallback meanwhile
 * (the card collapsed and came back: CLS 0.76).
 */
export function LoginScreen() {
  useLayoutEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('redirect')) return;
    sessionOwner.clearForLogin();
    rememberRedirectAfterLogin(params.get('redirect'));
  }, []);
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const loading = (
    <AuthPage title={LOGIN_TEXTS.phoneTitle} intro={LOGIN_TEXTS.phoneIntro}>
      <p role="status" className={placeholderStyle}>
        Memuat…
      </p>
    </AuthPage>
  );
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <LoginForm />
    </Suspense>
  );
}
