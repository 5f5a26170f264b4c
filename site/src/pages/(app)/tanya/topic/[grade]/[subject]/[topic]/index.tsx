import type { PageProps } from 'waku/router';
import { loadTopicListing } from '#site/features/tanya/listing/listing-loaders.ts';
import { TopicListing } from '#site/features/tanya/listing/topic-listing.tsx';

// Tanya Video Listing Page (docs/product §2), page 1.
export default async function TopicPage({
  grade,
  subject,
  topic,
}: PageProps<'/tanya/topic/[grade]/[subject]/[topic]'>) {
  const listing = await loadTopicListing({ grade, subject, slug: topic, page: 1 });
  return <TopicListing listing={listing} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
