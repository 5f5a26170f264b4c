import type { MiddlewareHandler } from 'hono';
import { currentRequestId, runInRequestScope } from './logger.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id when it is safe to log and echo; otherwise makes one. */
export function pickRequestId(incoming: string | undefined | null): string {
  return incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export type RequestIdVariables = { requestId: string };

/** Every call carries a request id (docs/product §7): read or made, then echoed on the response. */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const id = currentRequestId() ?? pickRequestId(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    c.header(REQUEST_ID_HEADER, id);
    await next();
    // Responses made outside the context (the page router's) do not carry c.header() values.
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}

/**
 * Outermost middleware of the server: the request's id (kept or made) is the scope of every log
 * line written while it is handled — pages, files and API calls alike — and is echoed.
 */
export function requestScope(): MiddlewareHandler {
  return async (c, next) => {
    const id = pickRequestId(c.req.header(REQUEST_ID_HEADER));
    await runInRequestScope(id, () => next());
    if (!c.res.headers.has(REQUEST_ID_HEADER)) c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}
