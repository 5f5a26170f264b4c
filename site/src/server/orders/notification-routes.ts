import {
  midtransNotificationContract,
  MidtransNotificationSchema,
} from '@bimbel/domain/contracts/order-contracts';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { JsonValue, Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { log } from '../http/logger.ts';
import { readJson } from '../http/validate.ts';
import { reversalsFromMidtrans } from '../payments/midtrans/midtrans-reversals.ts';
import { applyPaymentStatus } from './apply-payment-status.ts';
import { vaNumberOf } from './va-number.ts';

export const NOTIFICATION_MESSAGES = {
  invalid: 'Notifikasi pembayaran tidak lengkap.',
  signatureInvalid: 'Tanda tangan notifikasi tidak valid.',
  unknownOrder: 'Transaksi tidak dikenal.',
} as const;

// PostgreSQL's text and jsonb hold no NUL character: a body carrying one is kept without it.
const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.replaceAll('\0', '').slice(0, max) : null;

/** How deep a kept value may nest: Midtrans's deepest field (va_numbers[].va_number) is 3. */
const KEPT_DEPTH = 6;

/** Whether a JSON value nests deeper than `max` (iterative: a hostile body may nest 10⁴ levels). */
function nestsDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The body as kept for audit: each top-level field as sent, one nested absurdly deep replaced. */
function keptBody(body: Record<string, unknown>): Record<string, JsonValue> {
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      nestsDeeper(value, KEPT_DEPTH) ? '[terlalu dalam]' : (value as JsonValue),
    ]),
  );
}

/** Stores a notification as received, for audit: verified or not, applied or not. */
async function recordNotification(
  db: Kysely<Tables>,
  {
    gateway,
    body,
    signatureValid,
    now,
  }: { gateway: string; body: Record<string, unknown>; signatureValid: boolean; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('payment_notifications')
    .values({
      gateway,
      gateway_order_id: text(body.order_id, 100),
      transaction_status: text(body.transaction_status, 40),
      status_code: text(body.status_code, 10),
      signature_valid: signatureValid,
      body: JSON.stringify(keptBody(body)).replaceAll('\\u0000', ''),
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Midtrans's HTTP notification (decision 079): every one is recorded (the body as sent — it holds
 * a signature, never the server key); a bad signature answers 403 and changes nothing; an order id
 * we never sent answers 404; the status is then applied exactly once (applyPaymentStatus). Only
 * database work, so the answer comes well within Midtrans's timeout.
 */
export const paymentNotificationsService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(
    app,
    deps,
    midtransNotificationContract,
    async (c) => {
      const body = await readJson(
        c,
        z.record(z.string(), z.unknown(), { error: NOTIFICATION_MESSAGES.invalid }),
      );
      const { db } = await deps.database();
      const now = deps.now();
      const gateway = deps.paymentGateway();
      const parsed = MidtransNotificationSchema.safeParse(body);
      const signatureValid = parsed.success && gateway.verifySignature(parsed.data);
      const id = await recordNotification(db, { gateway: gateway.name, body, signatureValid, now });
      if (!parsed.success) throw new ApiError(422, 'validation_failed', NOTIFICATION_MESSAGES.invalid);
      if (!signatureValid) {
        log('warn', 'payment notification with a bad signature', { gatewayOrderId: parsed.data.order_id });
        throw new ApiError(403, 'signature_invalid', NOTIFICATION_MESSAGES.signatureInvalid);
      }
      const notification = parsed.data;
      const outcome = await applyPaymentStatus(
        db,
        {
          gatewayOrderId: notification.order_id,
          transactionStatus: notification.transaction_status,
          fraudStatus: notification.fraud_status ?? null,
          statusCode: notification.status_code,
          grossAmount: notification.gross_amount,
          transactionId: notification.transaction_id ?? null,
          paymentType: notification.payment_type ?? null,
          // refund, partial_refund, chargeback, partial_chargeback: the reversals it lists (decision 104).
          reversals: reversalsFromMidtrans(notification),
        },
        now,
      );
      if (outcome.kind === 'unknown')
        throw new ApiError(404, 'not_found', NOTIFICATION_MESSAGES.unknownOrder);
      const vaNumber = vaNumberOf(body);
      if (vaNumber) {
        // The first number issued stays: it is the one the family was shown.
        await db
          .updateTable('payment_attempts')
          .set({ va_number: vaNumber })
          .where('gateway_order_id', '=', notification.order_id)
          .where('va_number', 'is', null)
          .execute();
      }
      const applied = outcome.kind === 'applied';
      if (applied)
        await db.updateTable('payment_notifications').set({ applied: true }).where('id', '=', id).execute();
      c.header('Cache-Control', 'no-store');
      return respond(c, midtransNotificationContract, { received: true, applied });
    },
    { bodyInHandler: true },
  );

  return app;
};
