import type { ReactNode } from 'react';
import { AppProviders } from '#site/features/app/app-providers.tsx';
import { LeadModalHost } from '#site/features/lead/lead-modal-host.tsx';
import { AccountArea } from '#site/features/profile/account-area.tsx';
import { SiteFooter } from '#site/features/shell/site-footer.tsx';
import { SiteHeader } from '#site/features/shell/site-header.tsx';

// The shell of every page inside the (app) group. Header and footer decide per route whether
// they show (docs/product §2, domain/src/routes/layout-visibility.ts).
export default async function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      <SiteHeader accountArea={<AccountArea />} />
      {children}
      <SiteFooter />
      <LeadModalHost />
    </AppProviders>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
