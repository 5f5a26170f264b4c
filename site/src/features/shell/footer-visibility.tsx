'use client';

import { shouldShowFooter } from '@bimbel/domain/routes/layout-visibility';
import type { ReactNode } from 'react';
import { useRouter } from 'waku/router/client';

/**
 * Shows the server-rendered footer only where docs/product §2 allows it (not on checkout pages nor on
 * /slot-selection). The router knows the path on the server, so a hidden footer is not in the HTML.
 */
export function FooterVisibility({ children }: { children: ReactNode }) {
  const { path } = useRouter();
  return shouldShowFooter(path) ? children : null;
}
