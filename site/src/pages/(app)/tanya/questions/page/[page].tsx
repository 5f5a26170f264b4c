import type { PageProps } from 'waku/router';
import { RecommendedListing } from '#site/features/tanya/listing/recommended-listing.tsx';
import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';

// Tanya Recommended Video Page (SPEC §2); page 1 is /tanya/questions/page/1.
export default async function RecommendedPage({ page }: PageProps<'/tanya/questions/page/[page]'>) {
  return <RecommendedListing page={parsePageNumber(page)} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
