'use client';

import { Pagination } from '@bimbel/ui/pagination/pagination';
import { buildTanyaSearchPath } from './search-path.ts';

/** Page links of search results, which carry the page in the query string. */
export function SearchPagination({
  query,
  currentPage,
  totalPages,
}: {
  query: string;
  currentPage: number;
  totalPages: number;
}) {
  return (
    <Pagination
      getPageHref={(page) => buildTanyaSearchPath(query, page)}
      currentPage={currentPage}
      totalPages={totalPages}
      aria-label="Halaman hasil pencarian"
    />
  );
}
