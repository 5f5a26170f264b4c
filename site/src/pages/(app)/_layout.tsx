import type { ReactNode } from 'react';
import { AppProviders } from '../../features/app/app-providers.tsx';

export default async function AppLayout({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>;
}

export const getConfig = async () => ({ render: 'static' }) as const;
