import type { useRouter } from 'waku/router/client';

type RoutePath = Parameters<ReturnType<typeof useRouter>['push']>[0];

/**
 * A /slot-selection address with its query, for the router: Waku's typed paths list the page
 * (`/slot-selection`) but not its query strings, which `push` reads all the same.
 */
export function routeTo(path: string): RoutePath {
  return path as RoutePath;
}
