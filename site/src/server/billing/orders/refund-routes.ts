import { refundOrderContract } from '@bimbel/domain/contracts/refund-contracts';
import { Hono } from 'hono';
import type { BackendEnv, BackendService } from '../../http/backend-context.ts';
import { respond, serve } from '../../http/contract-routes.ts';
import { refundOrder } from './refund-order.ts';

/**
 * `POST /api/admin/orders/{id}/refund` behind `Authorization: Bearer <ADMIN_TOKEN>` (decision
 * 104): `{ key, amount, reason }` — a refund through the gateway, once per key, at most what is
 * left. The staff console (a later issue) will call the same refundOrder.
 */
export const orderRefundsAdminService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();
  serve(app, deps, refundOrderContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    const answer = await refundOrder(db, deps.paymentGateway(), params.id, body, deps.now());
    c.header('Cache-Control', 'no-store');
    return respond(c, refundOrderContract, answer);
  });
  return app;
};
