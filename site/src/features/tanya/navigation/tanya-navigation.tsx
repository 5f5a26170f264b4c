'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useRouter } from 'waku/router/client';
import { expectArrival } from './arrival-focus.ts';
import { toTanyaRouteKind, type TanyaRouteKind } from './client-navigation-target.ts';
import { useTanyaLinks } from './use-tanya-links.ts';

/**
 * Tanya's route changes (docs/product §2 "loading skeletons during route changes"): the pages stay
 * plain links and GET forms that work without JavaScript; once this has loaded, clicks on Tanya
 * links and search submits become client-side route changes, and while the next page loads
 * its skeleton stands in for the current one — the video page's or the list pages'. A route
 * change that fails falls back to a normal page load.
 */
export function TanyaNavigation({
  children,
  listSkeleton,
  videoSkeleton,
}: {
  children: ReactNode;
  /** Rendered on the server and passed in, so their styles and code stay out of the bundle. */
  listSkeleton: ReactNode;
  videoSkeleton: ReactNode;
}) {
  const router = useRouter();
  const [pending, setPending] = useState<TanyaRouteKind | null>(null);
  const { push, unstable_events: events, path, query } = router;
  const shownRoute = useRef({ path, query });
  const isChangingPage = useRef(false);
  const hasNavigated = useRef(false);

  useEffect(() => {
    shownRoute.current = { path, query };
  }, [path, query]);

  useEffect(() => {
    const onStart = (route: { path: string; query: string }) => {
      // Back to a part of the same page (`#kelas-10`) keeps the page: no skeleton, no scroll.
      isChangingPage.current =
        route.path !== shownRoute.current.path || route.query !== shownRoute.current.query;
      if (!isChangingPage.current) return;
      const kind = toTanyaRouteKind(route.path);
      // The video page is outside this layout: it takes focus itself when it mounts.
      if (kind === 'video') expectArrival();
      // The router's own update suspends until the next page arrives, and would hold back this
      // one too if they rendered together: show the skeleton first, on its own.
      flushSync(() => setPending(kind));
      if (kind !== null) window.scrollTo({ top: 0 });
    };
    const onComplete = () => {
      hasNavigated.current = isChangingPage.current;
      setPending(null);
    };
    events.on('start', onStart);
    events.on('complete', onComplete);
    return () => {
      events.off('start', onStart);
      events.off('complete', onComplete);
    };
  }, [events]);

  // After a route change, start screen readers and keyboards at the new page's title, or show
  // the part the address points to (`/tanya#kelas-10`): the router scrolled while the skeleton
  // still hid it.
  useEffect(() => {
    if (!hasNavigated.current) return;
    hasNavigated.current = false;
    const { hash } = window.location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [path, query]);

  const navigate = useCallback(
    (to: string) => {
      // Typed routes list only the static paths; Tanya's are dynamic.
      push(to as Parameters<typeof push>[0]).catch(() => {
        setPending(null);
        window.location.assign(to);
      });
    },
    [push],
  );
  useTanyaLinks(navigate);

  return (
    <>
      <div hidden={pending !== null}>{children}</div>
      {pending === 'list' ? listSkeleton : pending === 'video' ? videoSkeleton : null}
    </>
  );
}
