/** The search results page; the query and page travel in the query string. */
export const TANYA_SEARCH_PATH = '/tanya/cari';

/**
 * Address of a page of search results: `/tanya/cari?q=…`, plus `&page=n` from page 2, encoded
 * as the search form itself submits it (spaces as `+`).
 *
 * @example
 * buildTanyaSearchPath('luas lingkaran'); // '/tanya/cari?q=luas+lingkaran'
 * buildTanyaSearchPath('luas lingkaran', 2); // '/tanya/cari?q=luas+lingkaran&page=2'
 */
export function buildTanyaSearchPath(query: string, page: number = 1): string {
  const params = new URLSearchParams({ q: query.trim() });
  if (Number.isInteger(page) && page >= 2) params.set('page', String(page));
  return `${TANYA_SEARCH_PATH}?${params.toString()}`;
}
