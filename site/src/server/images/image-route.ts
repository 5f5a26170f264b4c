import type { Handler } from 'hono';
import { log } from '../http/logger.ts';
import {
  createImageOptimizer,
  IMAGE_MESSAGES,
  ImageError,
  parseImageParams,
  type ImageOptimizerOptions,
} from './image-optimizer.ts';

/** The sandbox an SVG answer carries: opened on its own it may draw, never run a script. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * `GET /_next/image?url=&w=&q=` (docs/product §7, decision 087). Bad input answers 400 or 404
 * with a short Indonesian sentence, never a 5xx; a matching If-None-Match answers 304.
 * The options are read on the first request (the configuration is read at start).
 */
export function imageRoute(options: () => ImageOptimizerOptions): Handler & { idle(): Promise<unknown> } {
  let optimizer: ReturnType<typeof createImageOptimizer> | undefined;
  const handler: Handler = async (c) => {
    if (!optimizer) {
      const given = options();
      optimizer = createImageOptimizer({
        ...given,
        onEncode: (event) => {
          log('debug', 'image encoded', {
            type: event.type,
            ms: Math.round(event.ms),
            bytesIn: event.bytesIn,
            bytesOut: event.bytesOut,
          });
          given.onEncode?.(event);
        },
      });
    }
    try {
      const params = parseImageParams(new URL(c.req.url).searchParams);
      const image = await optimizer.get(params, c.req.header('accept'));
      const headers: Record<string, string> = {
        'cache-control': image.cacheControl,
        etag: image.etag,
        vary: 'Accept',
        'x-content-type-options': 'nosniff',
      };
      if (image.svg) headers['content-security-policy'] = SVG_POLICY;
      if (matches(c.req.header('if-none-match'), image.etag)) return c.body(null, 304, headers);
      return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'content-type': image.contentType,
      });
    } catch (error) {
      const known = error instanceof ImageError;
      if (!known)
        log('warn', 'image optimiser failed', {
          error: error instanceof Error ? error.message : String(error),
        });
      return c.text(known ? error.message : IMAGE_MESSAGES.notImage, known ? error.status : 400, {
        'cache-control': 'no-store',
      });
    }
  };
  /** The background AVIF encodes queued so far (tests, benchmarks). */
  return Object.assign(handler, { idle: () => optimizer?.idle() ?? Promise.resolve() });
}
