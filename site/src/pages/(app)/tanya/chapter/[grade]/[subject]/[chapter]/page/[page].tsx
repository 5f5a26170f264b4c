import type { PageProps } from 'waku/router';
import { ChapterListing } from '#site/features/tanya/listing/chapter-listing.tsx';
import { parsePageNumber } from '#site/features/tanya/listing/page-number.ts';

// Tanya Chapter Page (SPEC §2), page 2 and later; /page/1 moves to the bare path.
export default async function ChapterPageN({
  grade,
  subject,
  chapter,
  page,
}: PageProps<'/tanya/chapter/[grade]/[subject]/[chapter]/page/[page]'>) {
  return (
    <ChapterListing
      grade={grade}
      subject={subject}
      slug={chapter}
      page={parsePageNumber(page)}
      fromPagePath
    />
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
