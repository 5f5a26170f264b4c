'use client';

import { buildTanyaRecommendedPath } from '@bimbel/domain/routes/tanya-paths';
import { Pagination } from '@bimbel/ui/pagination/pagination';

/**
 * Page links of the recommended list, whose first page keeps `/page/1` (SPEC §2). A client
 * module only because the path rule is a function, which cannot cross from the server.
 */
export function RecommendedPagination({
  currentPage,
  totalPages,
}: {
  currentPage: number;
  totalPages: number;
}) {
  return (
    <Pagination
      getPageHref={buildTanyaRecommendedPath}
      currentPage={currentPage}
      totalPages={totalPages}
      aria-label="Halaman video"
    />
  );
}
