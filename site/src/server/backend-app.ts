import { ALL_CONTRACTS } from '@bimbel/domain/contracts/all-contracts';
import { buildOpenApiDocument } from '@bimbel/domain/contracts/openapi-document';
import { midtransNotificationContract } from '@bimbel/domain/contracts/order-contracts';
import { healthContract, openApiContract } from '@bimbel/domain/contracts/tanya-contracts';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { BACKEND_SERVICES } from './backend-services.ts';
import { getConfig } from './config/config.ts';
import { getDatabase } from './db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from './db/unavailable.ts';
import { ApiError, errorResponse } from './http/api-error.ts';
import { limitRequestBody } from './http/body-limit.ts';
import type { BackendDeps, BackendEnv } from './http/backend-context.ts';
import { serve } from './http/contract-routes.ts';
import { sameOriginJson } from './http/guards.ts';
import { log } from './http/logger.ts';
import { API_MESSAGES } from './http/messages.ts';
import { RateLimitedError } from './http/rate-limited-error.ts';
import { requestId } from './http/request-id.ts';
import { createPaymentGateway } from './billing/payments/create-payment-gateway.ts';
import type { PaymentGateway } from './billing/payments/payment-gateway.ts';

export type { BackendDeps, BackendEnv } from './http/backend-context.ts';

const defaultDeps: Omit<BackendDeps, 'paymentGateway'> = {
  database: getDatabase,
  config: getConfig,
  now: () => new Date(),
};

/** Path prefixes our backend owns; anything else falls through to the page router. */
export const API_PREFIXES: readonly string[] = ['/api/', '/sessions/', '/user-management/'];

/**
 * Calls made by other servers, never by a browser (decision 079): no same-origin check, since
 * they carry no cookie and a signature is their only authority.
 */
const SERVER_TO_SERVER_PATHS: ReadonlySet<string> = new Set([midtransNotificationContract.endpoint.path]);

/** Version of the API document: bumped when a call changes incompatibly. */
export const API_VERSION = '1.0.0';

/**
 * The backend of docs/product §7, served by the site's own process. Routes here answer before the
 * page router; each service mounts its contracts' routes at the spec's own paths.
 */
export function createBackendApp(overrides: Partial<BackendDeps> = {}) {
  let gateway: PaymentGateway | undefined;
  const deps: BackendDeps = {
    ...defaultDeps,
    // The configuration's gateway (Midtrans, the built-in sandbox, or payments off), made on first use.
    paymentGateway: () => (gateway ??= createPaymentGateway(deps.config())),
    ...overrides,
  };
  const app = new Hono<BackendEnv>();
  app.use(requestId());
  // Before any guard or handler reads a byte: a body above 64 KiB is refused as it streams in.
  app.use(limitRequestBody());

  serve(app, deps, healthContract, async (c) => {
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

  // For the mobile app team's client generator; the same contracts the server mounts with.
  let openApiDocument: string | undefined;
  serve(app, deps, openApiContract, (c) => {
    openApiDocument ??= JSON.stringify(
      buildOpenApiDocument(ALL_CONTRACTS, { version: API_VERSION, serverUrl: deps.config().publicOrigin }),
    );
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(openApiDocument, 200, { 'content-type': 'application/json; charset=utf-8' });
  });

  const guard = sameOriginJson(deps, { serverToServerPaths: SERVER_TO_SERVER_PATHS });
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, guard);
  for (const service of BACKEND_SERVICES) app.route('/', service(deps));

  // An unknown path under our API prefixes is a JSON 404, not the HTML 404 page.
  for (const prefix of API_PREFIXES) {
    app.all(`${prefix}*`, (c) => errorResponse(c, 404, 'not_found', API_MESSAGES.notFound));
  }

  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ApiError)
      return errorResponse(c, error.status, error.code, error.message, error.field, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, 'bad_request', API_MESSAGES.generic);
    }
    if (isDatabaseUnavailableError(error)) {
      // A restart or failover of PostgreSQL: the pool reconnects by itself (decision 067).
      log('warn', 'database unavailable', {
        requestId: c.get('requestId'),
        path: c.req.path,
        reason: (error as NodeJS.ErrnoException).code ?? (error as Error).name,
      });
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return errorResponse(c, 503, 'unavailable', API_MESSAGES.unavailable);
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
