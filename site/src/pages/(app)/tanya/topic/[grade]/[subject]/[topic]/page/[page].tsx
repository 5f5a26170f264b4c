import type { PageProps } from 'waku/router';
import { loadTopicListing } from '#site/features/tanya/listing/listing-loaders.ts';
import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';
import { TopicListing } from '#site/features/tanya/listing/topic-listing.tsx';

// Tanya Video Listing Page (docs/product §2), page 2 and later; /page/1 moves to the bare path.
export default async function TopicPageN({
  grade,
  subject,
  topic,
  page,
}: PageProps<'/tanya/topic/[grade]/[subject]/[topic]/page/[page]'>) {
  const listing = await loadTopicListing({
    grade,
    subject,
    slug: topic,
    page: parsePageNumber(page),
    fromPagePath: true,
  });
  return <TopicListing listing={listing} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
