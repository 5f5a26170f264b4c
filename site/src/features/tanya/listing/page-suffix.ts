/**
 * What a title says about the page of a list: nothing on page 1, " (Halaman 2)" after it, or
 * " (halaman 2 dari 5)" when the page count is given. Titles of different pages must differ.
 *
 * @example
 * pageSuffix(1); // ''
 * pageSuffix(2); // ' (Halaman 2)'
 * pageSuffix(2, 5); // ' (halaman 2 dari 5)'
 */
export function pageSuffix(page: number, pageCount?: number): string {
  if (page <= 1) return '';
  return pageCount === undefined ? ` (Halaman ${page})` : ` (halaman ${page} dari ${pageCount})`;
}
