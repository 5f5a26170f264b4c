'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'waku/router/client';
import type { HeaderLinks } from './header-links.ts';
import type { HeaderClasses } from './site-header.styles.ts';
import { SiteHeaderView } from './site-header-view.tsx';

/**
 * The header for the current route. Waku's router knows the path and query on the server
 * too, so a hidden header is absent from the server HTML, not removed after load.
 */
export function SiteHeaderForRoute(props: {
  logo: ReactNode;
  accountArea: ReactNode;
  classes: HeaderClasses;
  links: HeaderLinks;
}) {
  const { path, query } = useRouter();
  return <SiteHeaderView path={path} search={query} {...props} />;
}
