import type { useRouter } from 'waku/router/client';

type RoutePath = Parameters<ReturnType<typeof useRouter>['push']>[0];

/**
 * A checkout address with its query, for the router: Waku's typed paths list the pages but not
 * their query strings, which `push` and `replace` read all the same.
 */
export function routeTo(path: string): RoutePath {
  return path as RoutePath;
}
