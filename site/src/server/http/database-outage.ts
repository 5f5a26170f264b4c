import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from '../db/unavailable.ts';
import { log } from './logger.ts';

/** How long a page's 500 waits for the database to answer before calling it an outage. */
const PING_TIMEOUT_MS = 1_000;

/** A small page of its own: the app's layout may need the very database that is away. */
const OUTAGE_PAGE = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sebentar, ya</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>Sebentar, ya</h1>
<p>Layanan kami sedang tidak tersedia sebentar. Muat ulang halaman ini dalam beberapa detik.</p>
</body></html>`;

/** The 503 page of a database outage: Retry-After, never stored by a cache. */
export function databaseOutagePage(): Response {
  return new Response(OUTAGE_PAGE, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

async function databaseAnswers(database: () => Promise<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    const ping = database().then(
      (open) => open.ping().then(() => true),
      () => false,
    );
    return await Promise.race([ping.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pages during a database outage (decision 067). A page that reads the database renders to a
 * 500 when the read fails (Waku catches the error and answers an empty document), which says
 * "our bug" to the visitor, the load balancer and the crawler alike. When a page answers 500
 * and the database does not answer a ping within a second, the answer becomes a 503 page with
 * Retry-After instead. Errors thrown before the page router (e.g. a database read in a
 * middleware) are mapped by `onDatabaseOutage` in the app's error handler.
 */
export function databaseOutagePages(database: () => Promise<Database>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 500 || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return;
    if (await databaseAnswers(database)) return;
    log('warn', 'page answered 503: database unavailable', { path: c.req.path });
    await c.res.body?.cancel();
    c.res = undefined; // not merged with the 500's headers
    c.res = databaseOutagePage();
  };
}

/** For an app's onError: the outage page for a lost database connection, else undefined. */
export function onDatabaseOutage(error: unknown, c: Context): Response | undefined {
  if (!isDatabaseUnavailableError(error)) return undefined;
  log('warn', 'page answered 503: database unavailable', { path: c.req.path });
  return databaseOutagePage();
}
