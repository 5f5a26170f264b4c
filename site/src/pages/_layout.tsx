import type { ReactNode } from 'react';

// Wraps every route, including the pages outside the (app) group: keep it free of providers
// (docs/product §2: the Tanya video page renders without the app-wide providers).
export default async function RootLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const getConfig = async () => ({ render: 'static' }) as const;
