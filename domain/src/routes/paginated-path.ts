import { normalizePathname } from './normalize-pathname.ts';

/**
 * Path of one page of a paginated list: page 1 is the bare path, page 2 and above append
 * `/page/{n}` (docs/product §2). Pages below 1 or not whole numbers fall back to page 1, since a
 * link to page 0 or 2.5 cannot be meant. (The Tanya recommended list keeps `/page/1`;
 * use `buildTanyaRecommendedPath` for it.)
 *
 * @example
 * buildPaginatedPath('/tanya/topic/10/matematika/persamaan-kuadrat', 1); // '/tanya/topic/10/matematika/persamaan-kuadrat'
 * buildPaginatedPath('/tanya/topic/10/matematika/persamaan-kuadrat', 3); // '/tanya/topic/10/matematika/persamaan-kuadrat/page/3'
 */
export function buildPaginatedPath(basePath: string, page: number): string {
  const base = normalizePathname(basePath);
  if (!Number.isInteger(page) || page < 2) return base;
  return base === '/' ? `/page/${page}` : `${base}/page/${page}`;
}
