/** A gap in the page list, drawn as "…". */
export const PAGE_GAP = 'gap';

export type PageWindowItem = number | typeof PAGE_GAP;

export type PageWindowOptions = {
  currentPage: number;
  totalPages: number;
  /** Pages shown on each side of the current one. */
  siblingCount?: number;
};

/**
 * The page numbers a pagination bar shows: always the first and last page, the current page
 * with `siblingCount` neighbours each side, and a gap for every run of hidden pages. The list
 * keeps the same length wherever the current page is (so the bar does not jump under the
 * finger), and a gap never hides a single page — that page is shown instead.
 * The current page is clamped into 1…totalPages; no pages gives an empty list.
 *
 * @example
 * buildPageWindow({ currentPage: 1, totalPages: 10 }); // [1, 2, 3, 4, 5, 'gap', 10]
 * buildPageWindow({ currentPage: 5, totalPages: 10 }); // [1, 'gap', 4, 5, 6, 'gap', 10]
 * buildPageWindow({ currentPage: 3, totalPages: 4 });  // [1, 2, 3, 4]
 */
export function buildPageWindow({
  currentPage,
  totalPages,
  siblingCount = 1,
}: PageWindowOptions): PageWindowItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.round(currentPage)), total);
  // First, last, current, its siblings and two gaps.
  const slots = 2 * siblingCount + 5;
  if (total <= slots) return range(1, total);

  // Near either end the window slides inward, so the list keeps `slots` items.
  const start = Math.max(Math.min(current - siblingCount, total - 2 * siblingCount - 2), 3);
  const end = Math.min(Math.max(current + siblingCount, 2 * siblingCount + 3), total - 2);
  return [1, start > 3 ? PAGE_GAP : 2, ...range(start, end), end < total - 2 ? PAGE_GAP : total - 1, total];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
