import type { PageProps } from 'waku/router';
import { loadRecommendedListing } from '#site/features/tanya/listing/listing-loaders.ts';
import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';
import { RecommendedListing } from '#site/features/tanya/listing/recommended-listing.tsx';

// Tanya Recommended Video Page (docs/product §2); page 1 is /tanya/questions/page/1.
export default async function RecommendedPage({ page }: PageProps<'/tanya/questions/page/[page]'>) {
  const listing = await loadRecommendedListing(parsePageNumber(page));
  return <RecommendedListing listing={listing} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
