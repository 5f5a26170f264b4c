import {
  midtransNotificationContract,
  MidtransNotificationSchema,
} from '@bimbel/domain/contracts/order-contracts';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../../../http/api-error.ts';
import { clientIp, type BackendEnv, type BackendService } from '../../../http/backend-context.ts';
import { respond, serve } from '../../../http/contract-routes.ts';
import { log } from '../../../http/logger.ts';
import { RateLimitedError } from '../../../http/rate-limited-error.ts';
import { readJson } from '../../../http/validate.ts';
import { hashClientIp } from '../../../leads/client-ip-hash.ts';
import { hitRateLimit, type RateLimitRule } from '../../../rate-limit/rate-limit.ts';
import { reportFromMidtrans } from './midtrans-report.ts';
import { applyPaymentStatus } from '../../orders/apply-payment-status.ts';
import { recordNotification } from './notification-record.ts';
import { vaNumberOf } from '../../orders/va-number.ts';

export const NOTIFICATION_MESSAGES = {
  invalid: 'Notifikasi pembayaran tidak lengkap.',
  signatureInvalid: 'Tanda tangan notifikasi tidak valid.',
} as const;

/**
 * Unsigned (or unreadable) notifications one address may post per minute before 429 (decision
 * 079). Midtrans only ever sends signed ones, which are never throttled: a 429 would count as a
 * failed delivery. A misconfigured key (every signature fails) still gets 2 a second through, so
 * the warnings in the log show the fault rather than a wall of 429s.
 */
export const UNSIGNED_NOTIFICATIONS_PER_MINUTE = 120;

const unsignedNotificationsRule = (addressHash: string): RateLimitRule => ({
  key: `payment-notification:unsigned:${addressHash}`,
  limit: UNSIGNED_NOTIFICATIONS_PER_MINUTE,
  windowSeconds: 60,
});

/**
 * Midtrans's HTTP notification (decision 079). Server to server: any Origin is accepted. The
 * signature is checked before anything is stored: an unsigned or badly signed body is counted
 * against its address (429 past UNSIGNED_NOTIFICATIONS_PER_MINUTE), kept as a summary only
 * (never the body), and answered 422 or 403. A signed one is kept whole and applied exactly once
 * (applyPaymentStatus); one for an order we never sent answers 200 and is logged — Midtrans takes
 * any other answer as a failed delivery, retries it and alerts the merchant. Only database work,
 * so the answer comes well within Midtrans's timeout.
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
      const config = deps.config();
      const gateway = deps.paymentGateway();
      const parsed = MidtransNotificationSchema.safeParse(body);
      const signatureValid = parsed.success && gateway.verifySignature(parsed.data);
      const received = {
        gateway: gateway.name,
        body,
        bodyBytes: (await c.req.arrayBuffer()).byteLength,
        addressHash: hashClientIp(clientIp(c, config), config.authSecret),
        now,
      };
      if (!parsed.success || !signatureValid) {
        const hit = await hitRateLimit(db, unsignedNotificationsRule(received.addressHash), now);
        if (!hit.allowed) throw new RateLimitedError(hit.retryAfterSeconds);
        await recordNotification(db, { ...received, signatureValid: false });
        if (!parsed.success) throw new ApiError(422, 'validation_failed', NOTIFICATION_MESSAGES.invalid);
        log('warn', 'payment notification with a bad signature', {
          gatewayOrderId: parsed.data.order_id,
          addressHash: received.addressHash,
        });
        throw new ApiError(403, 'signature_invalid', NOTIFICATION_MESSAGES.signatureInvalid);
      }
      const id = await recordNotification(db, { ...received, signatureValid: true });
      const notification = parsed.data;
      const outcome = await applyPaymentStatus(db, reportFromMidtrans(notification), now);
      c.header('Cache-Control', 'no-store');
      if (outcome.kind === 'unknown') {
        // Signed with our key, so Midtrans (or a second site sharing the merchant account) sent
        // it: 200, or it is retried and the merchant alerted; a person looks at the log line.
        log('warn', 'payment notification for an order we never sent', {
          gatewayOrderId: notification.order_id,
          transactionStatus: notification.transaction_status,
        });
        return respond(c, midtransNotificationContract, { received: true, applied: false });
      }
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
      return respond(c, midtransNotificationContract, { received: true, applied });
    },
    { bodyInHandler: true },
  );

  return app;
};
