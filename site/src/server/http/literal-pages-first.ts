/**
 * Orders Waku's page files so that, among routes of the same depth, literal ones are matched
 * before ones with a `[param]` (decision 084). Waku 0.27 ranks routes by depth and otherwise keeps
 * the order of the files, and `import.meta.glob` sorts them by name — where `[` comes before every
 * letter, so `(app)/[segment].tsx` (`/daftar-bimbel-{product}`) would answer `/jadwal`. The order
 * within each kind is kept.
 *
 * @example
 * Object.keys(literalPagesFirst({ './(app)/[segment].tsx': a, './(app)/jadwal.tsx': b }));
 * // ['./(app)/jadwal.tsx', './(app)/[segment].tsx']
 */
export function literalPagesFirst<T>(pages: Readonly<Record<string, T>>): Record<string, T> {
  const entries = Object.entries(pages);
  const hasParam = ([file]: [string, T]) => file.includes('[');
  return Object.fromEntries([
    ...entries.filter((entry) => !hasParam(entry)),
    ...entries.filter((entry) => hasParam(entry)),
  ]);
}
