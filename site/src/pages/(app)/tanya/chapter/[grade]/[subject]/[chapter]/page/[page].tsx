import type { PageProps } from 'waku/router';
import { ChapterListing } from '#site/features/tanya/listing/chapter-listing.tsx';
import { loadChapterListing } from '#site/features/tanya/listing/listing-loaders.ts';
import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';

// Tanya Chapter Page (docs/product §2), page 2 and later; /page/1 moves to the bare path.
export default async function ChapterPageN({
  grade,
  subject,
  chapter,
  page,
}: PageProps<'/tanya/chapter/[grade]/[subject]/[chapter]/page/[page]'>) {
  const listing = await loadChapterListing({
    grade,
    subject,
    slug: chapter,
    page: parsePageNumber(page),
    fromPagePath: true,
  });
  return <ChapterListing listing={listing} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
