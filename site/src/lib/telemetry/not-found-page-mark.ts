/**
 * The attribute the 404 page's <main> carries. The page shows at /404 and at every unknown
 * address, so its path says nothing: error reporting looks for this mark instead (docs/product §2:
 * "error reporting ignores the /404 page").
 */
export const NOT_FOUND_PAGE_MARK = 'data-not-found-page';

/**
 * The path error reporting judges an error by: '/404' while the 404 page is shown, whatever the
 * address, else the address's own path.
 *
 * @example
 * pathForErrorReporting('/tidak-ada', true); // '/404'
 * pathForErrorReporting('/bimbel', false); // '/bimbel'
 */
export function pathForErrorReporting(pathname: string, showsNotFoundPage: boolean): string {
  return showsNotFoundPage ? '/404' : pathname;
}
