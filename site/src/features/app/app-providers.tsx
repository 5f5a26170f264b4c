'use client';

import { Provider } from 'jotai';
import type { ReactNode } from 'react';

/**
 * The app-wide client providers (session, toasts and modals join here). Pages outside the
 * (app) route group — the Tanya video page, the 404 page — render without them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>;
}
