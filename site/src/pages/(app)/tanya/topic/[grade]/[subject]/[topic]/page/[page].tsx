import type { PageProps } from 'waku/router';
import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';
import { TopicListing } from '#site/features/tanya/listing/topic-listing.tsx';

// Tanya Video Listing Page (SPEC §2), page 2 and later; /page/1 moves to the bare path.
export default async function TopicPageN({
  grade,
  subject,
  topic,
  page,
}: PageProps<'/tanya/topic/[grade]/[subject]/[topic]/page/[page]'>) {
  return (
    <TopicListing grade={grade} subject={subject} slug={topic} page={parsePageNumber(page)} fromPagePath />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
