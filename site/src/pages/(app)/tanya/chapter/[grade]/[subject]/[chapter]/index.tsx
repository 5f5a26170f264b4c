import type { PageProps } from 'waku/router';
import { ChapterListing } from '#site/features/tanya/listing/chapter-listing.tsx';

// Tanya Chapter Page (SPEC §2), page 1.
export default async function ChapterPage({
  grade,
  subject,
  chapter,
}: PageProps<'/tanya/chapter/[grade]/[subject]/[chapter]'>) {
  return <ChapterListing grade={grade} subject={subject} slug={chapter} page={1} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
