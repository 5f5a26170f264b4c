import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** Response header saying whether the page came from this cache: `hit` or `miss`. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

export type Encoding = 'br' | 'gzip' | 'identity';

type Entry = {
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** Plain: each answer gets its own CSP nonce, then compression (decision 068). */
  readonly body: Buffer;
  readonly etag: string;
  readonly storedAt: number;
  readonly expiresAt: number;
  readonly bytes: number;
};

export type PageCacheOptions = {
  /** How long a rendered page is answered from memory; 0 turns the cache off. */
  readonly ttlMs: number;
  /** Memory bound over every stored variant; least recently used pages go first. */
  readonly maxBytes: number;
  /** Which paths are the same for every visitor (no session, no per-request content). */
  readonly isPublicPage: (pathname: string) => boolean;
  readonly now?: () => number;
};

/**
 * The encoding to answer with: brotli, then gzip, then none, as the client accepts them
 * (`q=0` refuses one).
 *
 * @example
 * chooseEncoding('gzip, deflate, br, zstd'); // 'br'
 * chooseEncoding('gzip;q=1, br;q=0'); // 'gzip'
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Headers a stored copy must not repeat: they describe one transfer or one encoding. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'date',
  'connection',
]);

async function capture(response: Response, now: number, ttlMs: number): Promise<Entry> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return {
    status: response.status,
    headers,
    body: identity,
    etag: `W/"${hash}"`,
    storedAt: now,
    expiresAt: now + ttlMs,
    bytes: identity.length,
  };
}

/** A stored page may be any visitor's answer: a 200 that sets no cookie and chose no private policy. */
function isShareable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('set-cookie') &&
    !/(?:^|,)\s*(?:private|no-store|no-cache)/i.test(cacheControl)
  );
}

/**
 * An HTML micro-cache in front of the page router for public pages (Tanya): a page rendered
 * for one visitor answers everyone for a few seconds, from memory, plain (the production
 * middleware writes a fresh CSP nonce into each answer and compresses it: decision 068), with an ETag so a browser that has it gets a 304 (its Cache-Control, like the page's, comes
 * from the production middleware's policy). Simultaneous first
 * requests for one URL share one render. What a CDN honouring `s-maxage` does at the edge,
 * done in the process so a popular page costs one render per TTL on a single server
 * (docs/decisions/060-public-page-micro-cache.md).
 *
 * Keyed by path and query. Only GET; anything that is not a shareable 200 passes through
 * untouched and is not kept.
 */
export function publicPageCache({
  ttlMs,
  maxBytes,
  isPublicPage,
  now = Date.now,
}: PageCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const renders = new Map<string, Promise<Entry | undefined>>();
  let storedBytes = 0;
  const maxEntryBytes = Math.floor(maxBytes / 8);

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedBytes -= entry.bytes;
  };
  const store = (key: string, entry: Entry) => {
    forget(key);
    if (entry.bytes > maxEntryBytes) return;
    entries.set(key, entry);
    storedBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (storedBytes <= maxBytes) break;
      forget(oldest);
    }
  };
  const freshEntry = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      forget(key);
      return undefined;
    }
    // Most recently used last: eviction walks the Map from its start.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const answer = (entry: Entry, request: Request, state: 'hit' | 'miss'): Response => {
    const headers = new Headers(entry.headers as [string, string][]);
    headers.set('etag', entry.etag);
    headers.set('vary', 'Accept-Encoding');
    headers.set('age', String(Math.max(0, Math.floor((now() - entry.storedAt) / 1000))));
    headers.set(PAGE_CACHE_HEADER, state);
    if (
      request.headers
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim() === entry.etag)
    ) {
      headers.delete('content-type');
      return new Response(null, { status: 304, headers });
    }
    const body = entry.body;
    headers.set('content-length', String(body.length));
    // A view of the stored bytes, not a copy: hits are the hot path.
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: entry.status,
      headers,
    });
  };

  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET' || !isPublicPage(c.req.path)) return next();
    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}`;
    const cached = freshEntry(key);
    if (cached) return answer(cached, c.req.raw, 'hit');

    const rendering = renders.get(key);
    if (rendering) {
      const shared = await rendering.catch(() => undefined);
      if (shared) return answer(shared, c.req.raw, 'hit');
      return next();
    }

    let captured: Entry | undefined;
    const render = (async () => {
      await next();
      if (!isShareable(c.res)) return undefined;
      captured = await capture(c.res, now(), ttlMs);
      return captured;
    })();
    renders.set(key, render);
    try {
      await render;
    } finally {
      renders.delete(key);
    }
    if (!captured) return;
    store(key, captured);
    // Unset first: assigning over a response merges the old one's headers into the new.
    c.res = undefined;
    c.res = answer(captured, c.req.raw, 'miss');
  };
}
