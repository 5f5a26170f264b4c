import { buildQueryString, type QueryParams } from '../http/build-query-string.ts';

/** The HTTP methods our calls use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * docs/product §7's four configured hosts (website API, main API, packages API, live-classes API).
 * Unset in configuration means "this site's own server". `site` is for addresses that are
 * part of the site itself (robots, sitemaps, health), never configured elsewhere.
 */
export type ApiHost = 'websiteApi' | 'api' | 'packagesApi' | 'liveClassesApi' | 'site';

/**
 * Where a call goes: method, host and path. Plain data on purpose — the browser imports these
 * (a few bytes each) while the zod schemas of the matching contract stay on the server.
 * Path parameters are written `{name}`, as docs/product §7 and OpenAPI write them.
 */
export type Endpoint<Method extends HttpMethod = HttpMethod, Path extends string = string> = {
  readonly method: Method;
  readonly host: ApiHost;
  readonly path: Path;
};

/** Declares an endpoint (identity, typed). */
export function endpoint<const Method extends HttpMethod, const Path extends string>(
  method: Method,
  host: ApiHost,
  path: Path,
): Endpoint<Method, Path> {
  return { method, host, path };
}

/** The names of a path's `{parameters}`, as a type: `'/a/{id}/b/{id2}'` → `'id' | 'id2'`. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The names of a path's `{parameters}`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] as string);
}

/**
 * Fills an endpoint's path with its parameters (each URI-encoded) and appends the query string
 * as docs/product §7 builds it (arrays joined with commas, empty and null values dropped).
 *
 * @example
 * buildEndpointPath(VERIFY_EMAIL, { token: 'a b' }) // '/user-management/v1/users/verify-email/a%20b'
 */
export function buildEndpointPath(
  target: Endpoint,
  params: Record<string, string | number> = {},
  query: QueryParams = {},
): string {
  const path = target.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  return `${path}${buildQueryString(query)}`;
}

/** The same path in Hono's router syntax (`{id}` → `:id`). */
export function toRouterPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}
