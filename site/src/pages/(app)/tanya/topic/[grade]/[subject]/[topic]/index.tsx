import type { PageProps } from 'waku/router';
import { TopicListing } from '#site/features/tanya/listing/topic-listing.tsx';

// Tanya Video Listing Page (SPEC §2), page 1.
export default async function TopicPage({
  grade,
  subject,
  topic,
}: PageProps<'/tanya/topic/[grade]/[subject]/[topic]'>) {
  return <TopicListing grade={grade} subject={subject} slug={topic} page={1} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
