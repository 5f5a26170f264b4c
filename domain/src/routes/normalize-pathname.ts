/**
 * Reduces a path to the form the route rules compare: query and hash removed, a leading
 * slash, repeated slashes collapsed, no trailing slash except on the root. Case is kept,
 * because product names in `/daftar-bimbel-{product}` are case-sensitive.
 *
 * @example
 * normalizePathname('/paket/user/summary/?step=2#top'); // '/paket/user/summary'
 * normalizePathname(''); // '/'
 */
export function normalizePathname(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const collapsed = `/${withoutQuery}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
