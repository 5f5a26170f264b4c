import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { MIDTRANS_SANDBOX_PATH } from '../../../config/midtrans-config.ts';
import type { BackendDeps, BackendEnv } from '../../../http/backend-context.ts';
import { sandboxAnswerBody } from './sandbox-answer-body.ts';
import { isSandboxAuthorized, type SandboxSettings } from './sandbox-settings.ts';
import { checkSnapRequest } from './sandbox-snap-request.ts';
import { findSandboxTransaction, insertSandboxTransaction } from './sandbox-store.ts';
import { moveWithNotification } from './sandbox-transitions.ts';
import { pseudoQr } from './payment-page/pseudo-qr.ts';
import { sandboxReversalRoutes } from './sandbox-reversal-routes.ts';

/*
 * The sandbox's server-to-server API at Midtrans's paths under /midtrans-sandbox (decision 080):
 * Snap's POST /snap/v1/transactions and the Core API's GET /v2/{id}/status, POST …/cancel,
 * …/expire and …/refund (sandbox-reversal-routes.ts), with Midtrans's Basic auth, answers and statuses. Not one of our API contracts (it
 * stands in for Midtrans), so it answers Midtrans's shapes, never ours.
 */

const SNAP_UNAUTHORIZED = {
  error_messages: [
    'Access denied due to unauthorized transaction, please check client or server key',
    'Visit https://snap-docs.midtrans.com/#request-headers for more details',
  ],
};
const NOT_FOUND = () => ({ status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
const CANNOT_MODIFY = { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' };

/** The first http(s) URL of X-Override-Notification (Midtrans takes up to three, comma-separated). */
function overrideNotificationUrl(header: string | undefined): string | undefined {
  for (const candidate of (header ?? '').split(',').slice(0, 3)) {
    try {
      const url = new URL(candidate.trim());
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2000) return url.href;
    } catch {
      // not a URL: try the next one
    }
  }
  return undefined;
}

async function readJson(c: Context<BackendEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    return undefined;
  }
}

export function sandboxApiRoutes(app: Hono<BackendEnv>, deps: BackendDeps, settings: SandboxSettings): void {
  const signing = () => ({ serverKey: settings.serverKey.reveal(), now: deps.now() });
  const unauthorized = (c: Context<BackendEnv>) =>
    c.json({ status_code: '401', status_message: 'Unknown Merchant server_key/id', id: randomUUID() }, 401);

  app.post(`${MIDTRANS_SANDBOX_PATH}/snap/v1/transactions`, async (c) => {
    if (!isSandboxAuthorized(c.req.header('authorization'), settings)) return c.json(SNAP_UNAUTHORIZED, 401);
    const body = await readJson(c);
    if (body === undefined) return c.json({ error_messages: ['body is not valid JSON'] }, 400);
    const check = checkSnapRequest(body, deps.now());
    if (!check.ok) return c.json({ error_messages: check.messages }, 400);
    const { db } = await deps.database();
    const notificationUrl = overrideNotificationUrl(c.req.header('x-override-notification'));
    const row = await insertSandboxTransaction(db, check.request, notificationUrl ?? settings.defaultNotificationUrl);
    if (!row) return c.json({ error_messages: ['transaction_details.order_id sudah digunakan'] }, 400);
    return c.json({ token: row.token, redirect_url: `${settings.snapBaseUrl}/snap/v4/redirection/${row.token}` }, 201);
  });

  app.get(`${MIDTRANS_SANDBOX_PATH}/v2/:id/status`, async (c) => {
    if (!isSandboxAuthorized(c.req.header('authorization'), settings)) return unauthorized(c);
    const row = await findSandboxTransaction((await deps.database()).db, c.req.param('id'));
    if (!row?.transaction_status) return c.json(NOT_FOUND(), 404);
    return c.json(sandboxAnswerBody(row, { purpose: 'status', serverKey: settings.serverKey.reveal() }), 200);
  });

  // Midtrans's `generate-qr-code` action of a QRIS or GoPay charge: the picture to scan (here the
  // sandbox page's simulated code, which no real app can pay). Public, as Midtrans's is.
  app.get(`${MIDTRANS_SANDBOX_PATH}/v2/:type{qris|gopay}/:id/qr-code`, async (c) => {
    const row = await findSandboxTransaction((await deps.database()).db, c.req.param('id'));
    if (!row?.transaction_status || row.transaction_id !== c.req.param('id')) return c.json(NOT_FOUND(), 404);
    return c.body(String(pseudoQr(row.order_id)), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'private, max-age=300',
    });
  });

  for (const [action, to, message] of [
    ['cancel', 'cancel', 'Success, transaction is canceled'],
    ['expire', 'expire', 'Success, transaction has expired'],
  ] as const) {
    app.post(`${MIDTRANS_SANDBOX_PATH}/v2/:id/${action}`, async (c) => {
      if (!isSandboxAuthorized(c.req.header('authorization'), settings)) return unauthorized(c);
      const { db } = await deps.database();
      const row = await findSandboxTransaction(db, c.req.param('id'));
      if (!row?.transaction_status) return c.json(NOT_FOUND(), 404);
      // Only a pending payment can still be cancelled or expired; a settled one is refunded instead.
      const moved = row.transaction_status === 'pending' && (await moveWithNotification(db, row.order_id, to, signing()));
      if (!moved) return c.json(CANNOT_MODIFY, 412);
      const body = sandboxAnswerBody(moved, { purpose: 'status', serverKey: settings.serverKey.reveal() });
      return c.json({ ...body, status_message: message }, 200);
    });
  }

  sandboxReversalRoutes(app, deps, settings);
}
