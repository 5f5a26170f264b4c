import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getDatabase, type Database } from '../db/database.ts';
import { ApiError, errorResponse, GENERIC_ERROR_MESSAGE } from './api-error.ts';
import { log } from './logger.ts';
import { requestId, type RequestIdVariables } from './request-id.ts';

export type BackendDeps = {
  /** The database to serve from; the process-wide one unless a test gives its own. */
  database: () => Promise<Database>;
};

export type BackendEnv = { Variables: RequestIdVariables };

/**
 * The backend of SPEC.md §7, served by the site's own process. Routes here answer before the
 * page router; each service mounts its routes at the spec's own paths.
 */
export function createBackendApp(deps: BackendDeps = { database: getDatabase }) {
  const app = new Hono<BackendEnv>();
  app.use(requestId());

  app.get('/healthz', async (c) => {
    try {
      const database = await deps.database();
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (error) {
      log('error', 'health check failed', { requestId: c.get('requestId'), error: String(error) });
      return c.json({ status: 'error', database: 'unavailable' }, 503);
    }
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.message);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, 'bad_request', GENERIC_ERROR_MESSAGE);
    }
    log('error', 'unhandled error', {
      requestId: c.get('requestId'),
      path: c.req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    return errorResponse(c, 500, 'internal', GENERIC_ERROR_MESSAGE);
  });

  return app;
}
