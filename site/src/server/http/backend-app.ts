import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getConfig } from '../config/config.ts';
import { getDatabase } from '../db/database.ts';
import { ApiError, errorResponse } from './api-error.ts';
import { RateLimitedError } from './rate-limited-error.ts';
import type { BackendDeps, BackendEnv } from './backend-context.ts';
import { sameOriginJson } from './guards.ts';
import { log } from './logger.ts';
import { API_MESSAGES } from './messages.ts';
import { requestId } from './request-id.ts';
import { BACKEND_SERVICES } from './services.ts';

export type { BackendDeps, BackendEnv } from './backend-context.ts';

const defaultDeps: BackendDeps = { database: getDatabase, config: getConfig, now: () => new Date() };

/** Path prefixes our backend owns; anything else falls through to the page router. */
const API_PREFIXES = ['/api/', '/sessions/', '/user-management/'];

/**
 * The backend of SPEC.md §7, served by the site's own process. Routes here answer before the
 * page router; each service mounts its routes at the spec's own paths.
 */
export function createBackendApp(overrides: Partial<BackendDeps> = {}) {
  const deps: BackendDeps = { ...defaultDeps, ...overrides };
  const app = new Hono<BackendEnv>();
  app.use(requestId());

  app.get('/healthz', async (c) => {
    try {
      const database = await deps.database();
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      // The error's kind only: driver messages can carry connection details.
      const reason =
        error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.name) : 'unknown';
      log('error', 'health check failed', { requestId: c.get('requestId'), reason });
      return c.json({ status: 'error', database: 'unavailable' }, 503);
    }
  });

  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, sameOriginJson(deps));
  for (const service of BACKEND_SERVICES) app.route('/', service(deps));

  // An unknown path under our API prefixes is a JSON 404, not the HTML 404 page.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, (c) => errorResponse(c, 404, 'not_found', API_MESSAGES.notFound));
  }

  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ApiError)
      return errorResponse(c, error.status, error.code, error.message, error.field);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, 'bad_request', API_MESSAGES.generic);
    }
    log('error', 'unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    return errorResponse(c, 500, 'internal', API_MESSAGES.generic);
  });

  return app;
}
