'use client';

import { css } from '@bimbel/styled-system/css';
import { TanyaCategorySkeleton } from '@bimbel/ui/skeleton/tanya-category-skeleton';
import { TanyaVideoSkeleton } from '@bimbel/ui/skeleton/tanya-video-skeleton';
import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'waku/router/client';
import {
  toClientNavigationTarget,
  toTanyaRouteKind,
  type TanyaRouteKind,
} from './client-navigation-target.ts';
import { toSearchTarget } from './search-target.ts';

const skeletonFrame = css({ paddingInline: '4', paddingBlock: { base: '6', tablet: '10' } });

/** The page's own title, focused after a route change so screen readers start on the new page. */
function focusPageTitle() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true }));
}

/**
 * Tanya's route changes (SPEC §2 "loading skeletons during route changes"): the pages stay
 * plain links and GET forms that work without JavaScript; once this has loaded, clicks on Tanya
 * links and search submits become client-side route changes, and while the next page loads
 * its skeleton stands in for the current one — the video page's or the list pages'. A route
 * change that fails falls back to a normal page load.
 */
export function TanyaNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, setPending] = useState<TanyaRouteKind | null>(null);
  const { push, unstable_events: events } = router;

  useEffect(() => {
    const onStart = (route: { path: string }) => {
      const kind = toTanyaRouteKind(route.path);
      setPending(kind);
      if (kind !== null) window.scrollTo({ top: 0 });
    };
    const onComplete = () => {
      setPending(null);
      focusPageTitle();
    };
    events.on('start', onStart);
    events.on('complete', onComplete);
    return () => {
      events.off('start', onStart);
      events.off('complete', onComplete);
    };
  }, [events]);

  useEffect(() => {
    const navigate = (to: string) => {
      // Typed routes list only the static paths; Tanya's are dynamic.
      push(to as Parameters<typeof push>[0]).catch(() => {
        setPending(null);
        window.location.assign(to);
      });
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = toClientNavigationTarget(
        {
          href: anchor.href,
          target: anchor.getAttribute('target'),
          hasDownload: anchor.hasAttribute('download'),
          isAltClick: event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
        window.location.href,
      );
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
      const to = toSearchTarget(event.target);
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    };
  }, [push]);

  return (
    <>
      <div hidden={pending !== null}>{children}</div>
      {pending === null ? null : (
        <div className={skeletonFrame}>
          {pending === 'video' ? (
            <TanyaVideoSkeleton label="Memuat video…" />
          ) : (
            <TanyaCategorySkeleton label="Memuat video…" />
          )}
        </div>
      )}
    </>
  );
}
