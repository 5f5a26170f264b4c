import type { ReactNode } from 'react';
import { TanyaNavigation } from '#site/features/tanya/navigation/tanya-navigation.tsx';
import {
  TanyaListSkeleton,
  TanyaVideoPageSkeleton,
} from '#site/features/tanya/navigation/tanya-skeletons.tsx';

// Every Tanya page inside the app shell: route changes show the Tanya skeletons (docs/product §2).
export default async function TanyaLayout({ children }: { children: ReactNode }) {
  return (
    <TanyaNavigation listSkeleton={<TanyaListSkeleton />} videoSkeleton={<TanyaVideoPageSkeleton />}>
      {children}
    </TanyaNavigation>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
