import type { ReactNode } from 'react';

// Placeholder owned by the shell feature: replaced by the real header.
export function SiteHeader({ accountArea }: { accountArea: ReactNode }) {
  return <header>{accountArea}</header>;
}
