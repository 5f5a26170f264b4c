import type { Kysely } from 'kysely';
import type { JsonValue, Tables } from '../../../db/schema.ts';

/*
 * How a payment notification is kept for audit (decision 079, "Notifications"). A signed one is
 * kept as sent (it holds Midtrans's signature, never our key). An unsigned one — anyone on the
 * internet can post to the notification URL — is kept as a summary of fixed size only: its first
 * fields cut short, its size and a keyed hash of the sender's address, never the body.
 */

/** Summary fields of an unsigned notification are cut to these lengths. */
export const SUMMARY_LIMITS = { orderId: 64, transactionStatus: 40, statusCode: 10 } as const;

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

export type ReceivedNotification = {
  gateway: string;
  body: Record<string, unknown>;
  /** Size of the body as received. */
  bodyBytes: number;
  /** hashClientIp of the sender's address. */
  addressHash: string;
  signatureValid: boolean;
  now: Date;
};

/**
 * Stores a notification for audit and answers its row id: the whole body when its signature
 * checked, a summary of at most a few hundred bytes when it did not.
 */
export async function recordNotification(
  db: Kysely<Tables>,
  { gateway, body, bodyBytes, addressHash, signatureValid, now }: ReceivedNotification,
): Promise<string> {
  const row = await db
    .insertInto('payment_notifications')
    .values({
      gateway,
      gateway_order_id: text(body.order_id, SUMMARY_LIMITS.orderId),
      transaction_status: text(body.transaction_status, SUMMARY_LIMITS.transactionStatus),
      status_code: text(body.status_code, SUMMARY_LIMITS.statusCode),
      signature_valid: signatureValid,
      body: signatureValid ? JSON.stringify(keptBody(body)).replaceAll('\\u0000', '') : null,
      body_bytes: bodyBytes,
      address_hash: addressHash,
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
