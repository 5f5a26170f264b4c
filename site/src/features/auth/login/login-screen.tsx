'use client';

import { lazy, memo, Suspense, useLayoutEffect } from 'react';
import { sessionOwner } from '#site/lib/session/session-store.ts';
import { rememberRedirectAfterLogin } from '#site/lib/session/redirect-after-login.ts';
import { AuthPageLoading } from '../auth-page.tsx';

// The form (React Aria fields, the OTP calls) is its own chunk (decision 088, the 110 KB budget):
// the page's HTML already holds it, rendered on the server, and it becomes interactive when
// the chunk has arrived, right after the shell.
const LoginForm = lazy(() => import('./login-form.tsx').then((module) => ({ default: module.LoginForm })));

/**
 * /login (docs/product §2). `?redirect=/path` — what the server guard of private pages adds —
 * clears local storage (docs/product §2) and remembers the path (same-site only); other query
 * parameters (the header keeps the current ones) are ignored. That happens here, in the first
 * download, not in the lazy form: a layout effect runs before every passive effect of the first
 * render, so storage is empty before the session rules read it, and a stale session cannot start
 * refreshing (and sign out to the home page) while the visitor is here to log in again.
 */
export function LoginScreen() {
  useLayoutEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('redirect')) return;
    sessionOwner.clearForLogin();
    rememberRedirectAfterLogin(params.get('redirect'));
  }, []);
  return <LoginFormSlot />;
}

/**
 * The lazy form's boundary, memoised without props: the server's HTML of the form stays on screen
 * until its chunk arrives. Were the boundary re-rendered before then (the router renders the
 * page again as it starts), React would drop that HTML and show the fallback until the chunk came
 * (measured: the card collapsed to 'Memuat…' for 1.4 s, a layout shift of 0.37 on /login).
 */
const LoginFormSlot = memo(function LoginFormSlot() {
  return (
    <Suspense fallback={<AuthPageLoading title="Masuk atau daftar" />}>
      <LoginForm />
    </Suspense>
  );
});
