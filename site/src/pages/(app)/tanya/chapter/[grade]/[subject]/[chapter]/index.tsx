import type { PageProps } from 'waku/router';
import { ChapterListing } from '#site/features/tanya/listing/chapter-listing.tsx';
import { loadChapterListing } from '#site/features/tanya/listing/listing-loaders.ts';

// Tanya Chapter Page (docs/product §2), page 1.
export default async function ChapterPage({
  grade,
  subject,
  chapter,
}: PageProps<'/tanya/chapter/[grade]/[subject]/[chapter]'>) {
  const listing = await loadChapterListing({ grade, subject, slug: chapter, page: 1 });
  return <ChapterListing listing={listing} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
