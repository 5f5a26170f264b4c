/** Deepest page number a listing URL may carry; anything longer is not a page of ours. */
const PAGE_NUMBER_PATTERN = /^[1-9]\d{0,5}$/;

/**
 * Reads the `{n}` of a `/page/{n}` URL segment: a whole number from 1 written without
 * leading zeros, signs or spaces. Anything else (`0`, `01`, `2.5`, `abc`) is undefined, so
 * the page answers 404 instead of showing one list under many addresses.
 *
 * @example
 * parsePageNumber('3'); // 3
 * parsePageNumber('03'); // undefined
 */
export function parsePageNumber(segment: string | undefined): number | undefined {
  if (segment === undefined || !PAGE_NUMBER_PATTERN.test(segment)) return undefined;
  return Number(segment);
}

/**
 * Reads the `page` of a query string (`?page=2`); missing means page 1, and so does anything
 * that is not a valid page number (a hand-edited search URL should still show results).
 *
 * @example
 * readQueryPage(new URLSearchParams('q=pecahan&page=2')); // 2
 */
export function readQueryPage(params: URLSearchParams): number {
  return parsePageNumber(params.get('page') ?? undefined) ?? 1;
}
