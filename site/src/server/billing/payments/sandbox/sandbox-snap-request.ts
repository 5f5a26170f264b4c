import { PAYMENT_METHOD_IDS, type PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import { z } from 'zod';
import { SNAP_ITEM_TEXT_MAX_LENGTH, SNAP_ORDER_ID_PATTERN } from '../midtrans/snap-transaction-body.ts';

const SNAP_ORDER_ID_MAX_LENGTH = 50;

/*
 * What the sandbox accepts as a Snap "create transaction" body, checked as Midtrans checks it
 * (docs: Request Body, JSON Objects): refusals name the field the way Midtrans's `error_messages`
 * do; the gross/item mismatch uses Midtrans's own sentence. The wording of the others is ours.
 */

/** Larger amounts are refused (the sandbox keeps them in an integer column). */
export const SANDBOX_MAX_AMOUNT = 999_999_999;
/** Snap's default lifetime of a payment page, when the request sets no expiry. */
export const SNAP_DEFAULT_EXPIRY_MINUTES = 24 * 60;
const MAX_EXPIRY_MINUTES = 7 * 24 * 60;

const UNIT_MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 24 * 60 };
/** 'YYYY-MM-DD HH:mm:ss +0700', Snap's expiry.start_time. */
const START_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-])(\d{2})(\d{2})$/;

const amount = z.number().int().min(1).max(SANDBOX_MAX_AMOUNT);
const text = (max: number) => z.string().trim().min(1).max(max);

const SnapRequestSchema = z.looseObject({
  transaction_details: z.looseObject({
    order_id: z.string().min(1).max(SNAP_ORDER_ID_MAX_LENGTH).regex(SNAP_ORDER_ID_PATTERN),
    gross_amount: amount,
  }),
  item_details: z
    .array(
      z.looseObject({
        id: text(SNAP_ITEM_TEXT_MAX_LENGTH),
        name: text(SNAP_ITEM_TEXT_MAX_LENGTH),
        price: amount,
        quantity: z.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(100)
    .optional(),
  customer_details: z
    .looseObject({
      first_name: z.string().max(255).optional(),
      phone: z.string().max(30).optional(),
      email: z.string().max(255).optional(),
    })
    .optional(),
  enabled_payments: z.array(z.string().max(40)).max(50).optional(),
  callbacks: z.looseObject({ finish: z.url({ protocol: /^https?$/ }).max(2000).optional() }).optional(),
  expiry: z
    .looseObject({
      start_time: z.string().regex(START_TIME).optional(),
      unit: z.enum(['minute', 'minutes', 'hour', 'hours', 'day', 'days']),
      duration: z.number().int().min(1).max(MAX_EXPIRY_MINUTES),
    })
    .optional(),
});

export type AcceptedSnapRequest = {
  orderId: string;
  grossAmount: number;
  items: { id: string; name: string; price: number; quantity: number }[];
  customer: { firstName: string; phone: string; email: string | null };
  enabledPayments: PaymentMethod[];
  finishUrl: string | null;
  /** When the payment page (and a pending payment) lapse. */
  expiresAt: Date;
};

export type SnapRequestCheck = { ok: true; request: AcceptedSnapRequest } | { ok: false; messages: string[] };

/** A zod issue the way Snap's error_messages read: the field's path, then what is wrong. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `${field} is too long (maximum is ${String(issue.maximum)} characters)`;
  }
  if (issue.code === 'too_big' && issue.origin === 'number') return `${field} is too large`;
  return `${field} is invalid`;
}

function startOf(startTime: string | undefined, now: Date): Date | null {
  if (!startTime) return now;
  const [, day, time, sign, hours, minutes] = START_TIME.exec(startTime) ?? [];
  const date = new Date(`${day}T${time}${sign}${hours}:${minutes}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The body as Snap would take it, or Snap-style `error_messages`. */
export function checkSnapRequest(body: unknown, now: Date): SnapRequestCheck {
  const parsed = SnapRequestSchema.safeParse(body);
  if (!parsed.success) {
    // One message per field (a too-long order id also breaks its pattern), five at most.
    const firstPerField = parsed.error.issues.filter(
      (issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index,
    );
    return { ok: false, messages: firstPerField.slice(0, 5).map(describeIssue) };
  }
  const { transaction_details: details, item_details: items = [], expiry } = parsed.data;
  const messages: string[] = [];
  const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
  if (items.length > 0 && sum !== details.gross_amount) {
    messages.push('transaction_details.gross_amount is not equal to the sum of item_details');
  }
  const enabledPayments = PAYMENT_METHOD_IDS.filter((id) => parsed.data.enabled_payments?.includes(id) ?? true);
  if (enabledPayments.length === 0) messages.push('enabled_payments has no payment channel this merchant can use');
  const start = startOf(expiry?.start_time, now);
  if (!start) messages.push('expiry.start_time is invalid');
  if (messages.length > 0 || !start) return { ok: false, messages };
  const minutes = expiry ? expiry.duration * (UNIT_MINUTES[expiry.unit.replace(/s$/, '')] ?? 1) : SNAP_DEFAULT_EXPIRY_MINUTES;
  const customer = parsed.data.customer_details;
  return {
    ok: true,
    request: {
      orderId: details.order_id,
      grossAmount: details.gross_amount,
      items: items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
      customer: { firstName: customer?.first_name ?? '', phone: customer?.phone ?? '', email: customer?.email ?? null },
      enabledPayments,
      finishUrl: parsed.data.callbacks?.finish ?? null,
      expiresAt: new Date(start.getTime() + Math.min(minutes, MAX_EXPIRY_MINUTES) * 60_000),
    },
  };
}
