import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import { PaymentGatewayError, type CreateTransactionInput } from '../payment-gateway.ts';

/*
 * The body of Snap's "create transaction" call (docs.midtrans.com, Snap backend integration and
 * Request Body): checked here before anything is sent, because a refusal from Midtrans costs a
 * round trip and, for a reused order id, cannot be told apart from a real duplicate.
 */

/** Snap's order_id: letters, digits, '-', '_', '~', '.'; at most 50 characters. */
export const SNAP_ORDER_ID_PATTERN = /^[A-Za-z0-9._~-]{1,50}$/;
/** Snap's item_details.name and .id are at most 50 characters. */
export const SNAP_ITEM_TEXT_MAX_LENGTH = 50;

export type SnapItem = { id: string; name: string; price: number; quantity: number };

export type SnapTransactionBody = {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: SnapItem[];
  customer_details: { first_name: string; phone: string; email?: string };
  enabled_payments: string[];
  callbacks: { finish: string };
  /** Counted from start_time (now), so the payment lapses with the order, not later. */
  expiry: { start_time: string; unit: 'minute'; duration: number };
};

/** A name cut to Snap's 50 characters, with an ellipsis when something was cut. */
export function cutItemName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= SNAP_ITEM_TEXT_MAX_LENGTH) return letters.join('');
  return `${letters.slice(0, SNAP_ITEM_TEXT_MAX_LENGTH - 1).join('').trimEnd()}…`;
}

const isWholeRupiah = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

function refuse(reason: string): never {
  throw new PaymentGatewayError(`Snap transaction not sent: ${reason}`, undefined, { kind: 'refused' });
}

function checkUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // refused below
  }
  return refuse('callbacks.finish is not an http(s) URL');
}

/**
 * The Snap body of a transaction, or a PaymentGatewayError naming the broken rule: the order id's
 * form, whole-rupiah prices, `gross_amount` equal to Σ price × quantity, item ids of ≤ 50
 * characters (names are cut to 50), a whole number of minutes.
 *
 * @example
 * buildSnapTransactionBody({ gatewayOrderId: 'INV-20261127-7F3K2Q-1', grossAmount: 290000, … }, now);
 */
export function buildSnapTransactionBody(input: CreateTransactionInput, now: Date): SnapTransactionBody {
  if (!SNAP_ORDER_ID_PATTERN.test(input.gatewayOrderId)) {
    refuse('order_id must be 1-50 letters, digits, "-", "_", "~" or "."');
  }
  if (input.items.length === 0) refuse('no item_details');
  for (const item of input.items) {
    if (!isWholeRupiah(item.price, 1) || !isWholeRupiah(item.quantity, 1)) {
      refuse(`item ${item.id}: price and quantity must be positive whole numbers`);
    }
    if (item.id.length === 0 || item.id.length > SNAP_ITEM_TEXT_MAX_LENGTH) refuse('an item id is empty or over 50 characters');
  }
  const sum = input.items.reduce((total, item) => total + item.price * item.quantity, 0);
  if (!isWholeRupiah(input.grossAmount, 1) || sum !== input.grossAmount) {
    refuse(`gross_amount ${input.grossAmount} is not the sum of item_details (${sum})`);
  }
  if (!isWholeRupiah(input.expiryMinutes, 1)) refuse('the expiry must be a positive whole number of minutes');
  const email = input.customer.email?.trim();
  return {
    transaction_details: { order_id: input.gatewayOrderId, gross_amount: input.grossAmount },
    item_details: input.items.map((item) => ({
      id: item.id,
      name: cutItemName(item.name),
      price: item.price,
      quantity: item.quantity,
    })),
    customer_details: {
      first_name: [...input.customer.firstName.trim()].slice(0, 255).join(''),
      phone: input.customer.phone,
      ...(email ? { email } : {}),
    },
    enabled_payments: [input.paymentMethod],
    callbacks: { finish: checkUrl(input.finishUrl) },
    expiry: {
      start_time: inZone(now).format('YYYY-MM-DD HH:mm:ss ZZ'),
      unit: 'minute',
      duration: input.expiryMinutes,
    },
  };
}
