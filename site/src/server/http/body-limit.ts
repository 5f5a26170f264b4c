import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.ts';
import { API_MESSAGES } from './messages.ts';

/** Bodies above this are refused before parsing (no endpoint of ours needs more). */
export const MAX_BODY_BYTES = 64 * 1024;

function tooLarge(): never {
  throw new ApiError(413, 'payload_too_large', API_MESSAGES.tooLarge);
}

/**
 * Refuses a request body above `maxBytes` before anything reads it (issue 13, decision 065):
 * a `Content-Length` above the limit at once, and any body — chunked, or longer than its
 * `Content-Length` says — as soon as the bytes read pass the limit. At most `maxBytes` (plus
 * one chunk) is ever held; what follows hands on a body already in memory.
 *
 * Hono's `bodyLimit` trusts a `Content-Length` without `Transfer-Encoding` and then lets the
 * handler read the stream as is; this one counts the bytes in every case.
 */
export function limitRequestBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.get('content-length');
    if (declared !== null && !(/^\d+$/.test(declared.trim()) && Number(declared) <= maxBytes)) {
      await request.body.cancel().catch(() => undefined);
      tooLarge();
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        tooLarge();
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(request, { body });
    return next();
  };
}
