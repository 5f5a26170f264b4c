import {
  createOrderContract,
  orderDetailContract,
  orderReceiptContract,
  purchasesContract,
  quoteOrderContract,
  retryOrderPaymentContract,
} from '@bimbel/domain/contracts/order-contracts';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { BackendDeps, BackendEnv, BackendService } from '../../http/backend-context.ts';
import { respond, serve } from '../../http/contract-routes.ts';
import { log } from '../../http/logger.ts';
import { findOrderByReference, storeNewOrder } from './create-order.ts';
import { toOrderBody } from './order-body.ts';
import { loadOrderBuyer, pickOrderStudents } from './order-family.ts';
import { ORDER_MESSAGES } from './order-messages.ts';
import { findLatestAttempt, findOrderView, type OrderViewer } from './order-queries.ts';
import { loadReceiptData, receiptFileName } from './order-receipt.ts';
import { orderViewerOf } from './order-viewer.ts';
import { openRetryAttempt } from './payment-attempts.ts';
import { priceOrder } from './price-order.ts';
import { listPurchases } from './purchases.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { sendPaymentAttempt } from './send-payment-attempt.ts';
import { previewPaidPeriods } from '../subscriptions/preview-paid-periods.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';

async function answerOrder(
  db: Kysely<Tables>,
  orderId: string,
  viewer: OrderViewer,
  now: Date,
  gateway?: Pick<PaymentGateway, 'qrCodeUrl'>,
) {
  const view = await findOrderView(db, orderId, viewer);
  if (!view) throw new ApiError(404, 'not_found', ORDER_MESSAGES.orderNotFound);
  return toOrderBody(view, now, gateway && ((charged) => gateway.qrCodeUrl(charged)));
}

/**
 * Whether a create call that repeats an order's client reference asks for that same order: the
 * same package, tenure and students. A reference reused for another draft is refused (409, issue
 * 24) instead of answering the first order as if it were the new one.
 */
async function isSameDraft(
  db: Kysely<Tables>,
  order: { id: string; package_id: string; tenure_months: number },
  body: { packageId: string; tenureMonths: number; studentIds: readonly string[] },
): Promise<boolean> {
  if (order.package_id !== body.packageId || order.tenure_months !== body.tenureMonths) return false;
  const lines = await db
    .selectFrom('order_lines')
    .select('student_id')
    .where('order_id', '=', order.id)
    .execute();
  const ordered = new Set(lines.map((line) => line.student_id));
  return ordered.size === body.studentIds.length && body.studentIds.every((id) => ordered.has(id));
}

/**
 * A new attempt of an order, sent to the gateway; the replaced one cancelled there (best effort:
 * it was never paid, and a late payment of it is still honoured and flagged refund_due).
 */
async function retryPayment(
  deps: BackendDeps,
  db: Kysely<Tables>,
  orderId: string,
  paymentMethod: Parameters<typeof openRetryAttempt>[2]['paymentMethod'],
) {
  const gateway = deps.paymentGateway();
  const { attempt, replaced } = await openRetryAttempt(db, orderId, {
    gateway: gateway.name,
    paymentMethod,
    now: deps.now(),
  });
  if (replaced) {
    await gateway.cancel(replaced).catch((error: unknown) =>
      log('warn', 'could not cancel a replaced payment attempt', {
        gatewayOrderId: replaced,
        reason: (error as Error).name,
      }),
    );
  }
  await sendPaymentAttempt(db, gateway, attempt, deps.config());
}

/**
 * Orders and purchases (issue 16, decision 079) on the packages API. Prices come from the catalogue
 * only; every call is for the caller's family (another family's order is a 404).
 */
export const ordersService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, quoteOrderContract, async (c, { body }) => {
    const { db } = await deps.database();
    const buyer = await loadOrderBuyer(db, c.var.auth);
    const students = pickOrderStudents(buyer, body.studentIds);
    const { package: _package, ...quote } = await priceOrder(
      db,
      { ...body, students },
      deps.config().pricesTaxMode,
    );
    // Each student's period if paid now (a renewal starts at the running period's end).
    const periods = await previewPaidPeriods(db, quote.lines.map((line) => line.studentId), quote.tenureMonths, deps.now());
    const lines = quote.lines.map((line) => {
      const period = periods.get(line.studentId);
      return period
        ? { ...line, startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() }
        : line;
    });
    c.header('Cache-Control', 'private, no-store');
    return respond(c, quoteOrderContract, { ...quote, lines });
  });

  serve(app, deps, createOrderContract, async (c, { body }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const buyer = await loadOrderBuyer(db, c.var.auth);
    const viewer = {
      accountId: buyer.caller.account_id,
      studentId: buyer.holder.role === 'parent' ? null : buyer.caller.id,
    };
    c.header('Cache-Control', 'private, no-store');
    const before = await findOrderByReference(db, buyer.caller.account_id, body.clientReference);
    if (before && !(await isSameDraft(db, before, body))) {
      throw new ApiError(409, 'order_reference_reused', ORDER_MESSAGES.referenceReused);
    }
    const stored = before
      ? ({ created: false, order: before } as const)
      : await storeNewOrder(db, {
          buyer,
          priced: await priceOrder(
            db,
            { ...body, students: pickOrderStudents(buyer, body.studentIds) },
            deps.config().pricesTaxMode,
          ),
          clientReference: body.clientReference,
          paymentMethod: body.paymentMethod,
          gateway: deps.paymentGateway().name,
          ordersPerHour: deps.config().ordersPerFamilyPerHour,
          now,
        });
    if (stored.created) {
      await sendPaymentAttempt(db, deps.paymentGateway(), stored.attempt, deps.config());
      return respond(c, createOrderContract, await answerOrder(db, stored.order.id, viewer, now), 201);
    }
    // The same draft again (a double tap, a retry after a 503): its order as it stands, with a new
    // attempt when the last one never reached the gateway.
    const latest = await findLatestAttempt(db, stored.order.id);
    if (stored.order.status !== 'paid' && latest?.status === 'failed' && !latest.snap_token) {
      await retryPayment(deps, db, stored.order.id, body.paymentMethod);
    }
    return respond(c, createOrderContract, await answerOrder(db, stored.order.id, viewer, now), 200);
  });

  serve(app, deps, orderDetailContract, async (c, { params }) => {
    const { db } = await deps.database();
    const viewer = await orderViewerOf(db, c.var.auth);
    c.header('Cache-Control', 'private, no-store');
    return respond(
      c,
      orderDetailContract,
      await answerOrder(db, params.id, viewer, deps.now(), deps.paymentGateway()),
    );
  });

  serve(app, deps, retryOrderPaymentContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    const viewer = await orderViewerOf(db, c.var.auth);
    if (!(await findOrderView(db, params.id, viewer)))
      throw new ApiError(404, 'not_found', ORDER_MESSAGES.orderNotFound);
    c.header('Cache-Control', 'private, no-store');
    await retryPayment(deps, db, params.id, body.paymentMethod);
    return respond(c, retryOrderPaymentContract, await answerOrder(db, params.id, viewer, deps.now()), 201);
  });

  serve(app, deps, purchasesContract, async (c) => {
    const { db } = await deps.database();
    const viewer = await orderViewerOf(db, c.var.auth);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, purchasesContract, { purchases: await listPurchases(db, viewer) });
  });

  serve(app, deps, orderReceiptContract, async (c, { params }) => {
    const { db } = await deps.database();
    const viewer = await orderViewerOf(db, c.var.auth);
    const view = await findOrderView(db, params.id, viewer);
    const receipt = view && (await loadReceiptData(db, view));
    if (!view || !receipt) throw new ApiError(404, 'not_found', ORDER_MESSAGES.receiptNotFound);
    const pdf = await renderReceiptPdf(receipt);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${receiptFileName(view.order.number)}"`,
      'cache-control': 'private, no-store',
    });
  });

  return app;
};
