'use client';

import { Provider, useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactNode } from 'react';
import { appStore } from '#site/lib/app-store.ts';
import { isToasterNeededAtom } from '#site/lib/toast.ts';
import { PausedPopupSlot } from '#site/features/subscription/paused-popup-slot.tsx';
import { SessionRules } from './session-rules.tsx';

const Toaster = lazy(() => import('@bimbel/ui/toast/toast').then((module) => ({ default: module.Toaster })));

function LazyToaster() {
  const needed = useAtomValue(isToasterNeededAtom);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * The app-wide client providers: the one jotai store, the session rules of docs/product §4, the
 * toasts and the paused-subscription popup's slot (decision 082; here rather than in the layout:
 * one client reference less on every page). Pages outside the (app) route group — the Tanya
 * video page, the 404 page — render without them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <SessionRules />
      {children}
      <LazyToaster />
      <PausedPopupSlot />
    </Provider>
  );
}
