// The site's page routes as Waku reads them from site/src/pages, to pick one page per route.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export type RoutePattern = { pattern: string; segments: readonly string[] };

/** Every page file's route: groups `(app)` dropped, `index` is its folder, `[x]` one segment. */
export function readRoutePatterns(pagesDir: string): RoutePattern[] {
  const patterns: RoutePattern[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
        continue;
      }
      const name = entry.name.replace(/\.tsx?$/, '');
      if (name === entry.name || name.startsWith('_') || name.endsWith('.test')) continue;
      const all = name === 'index' ? segments : [...segments, name];
      patterns.push({ pattern: `/${all.join('/')}`, segments: all });
    }
  };
  walk(pagesDir, []);
  return patterns;
}

const isParam = (segment: string) => /^\[.+\]$/.test(segment);

/**
 * The route a path belongs to; static segments win over parameters, as in the router.
 *
 * @example
 * routeOf(patterns, '/tanya/chapter/7/matematika/bilangan/page/2'); // '/tanya/chapter/[grade]/[subject]/[chapter]/page/[page]'
 */
export function routeOf(patterns: readonly RoutePattern[], pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const matching = patterns.filter(
    ({ segments }) =>
      segments.length === parts.length &&
      segments.every((segment, index) => isParam(segment) || segment === parts[index]),
  );
  matching.sort((a, b) => {
    for (let index = 0; index < parts.length; index++) {
      const difference = Number(isParam(a.segments[index]!)) - Number(isParam(b.segments[index]!));
      if (difference !== 0) return difference;
    }
    return 0;
  });
  return matching[0]?.pattern ?? null;
}
