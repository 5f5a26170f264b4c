import { Hono } from 'hono';
import { MIDTRANS_SANDBOX_PATH } from '../../../config/midtrans-config.ts';
import type { BackendEnv, BackendService } from '../../../http/backend-context.ts';
import { paymentPageRoutes } from './payment-page/payment-page-routes.ts';
import { sandboxApiRoutes } from './sandbox-api-routes.ts';

/**
 * The built-in Midtrans sandbox gateway (decision 080), served by this site under
 * /midtrans-sandbox only when it is on (no MIDTRANS_SERVER_KEY outside production): Midtrans's
 * API paths, the hosted payment page, and Midtrans's 404 for anything else there.
 */
export const midtransSandboxService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  const midtrans = deps.config().midtrans;
  if (midtrans.mode !== 'sandbox') return app;
  sandboxApiRoutes(app, deps, midtrans);
  paymentPageRoutes(app, deps, midtrans);
  const notFound = { status_code: '404', status_message: 'The requested resource is not found' };
  app.all(MIDTRANS_SANDBOX_PATH, (c) => c.json(notFound, 404));
  app.all(`${MIDTRANS_SANDBOX_PATH}/*`, (c) => c.json(notFound, 404));
  return app;
};
