import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MidtransSandboxTransaction, SandboxTransactionStatus, Tables } from '../../../db/schema.ts';
import type { AcceptedSnapRequest } from './sandbox-snap-request.ts';

/*
 * The sandbox gateway's transactions in the database (migration 0015): created by the Snap call,
 * charged once by the payment page, then moved only out of `pending`, each change one guarded
 * UPDATE so that two processes, or a job and an API call racing, change a transaction once.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stores a new transaction; undefined when its order id was ever used (Midtrans refuses reuse). */
export async function insertSandboxTransaction(
  db: Kysely<Tables>,
  request: AcceptedSnapRequest,
  notificationUrl: string,
): Promise<MidtransSandboxTransaction | undefined> {
  return db
    .insertInto('midtrans_sandbox_transactions')
    .values({
      order_id: request.orderId,
      token: randomUUID(),
      gross_amount: request.grossAmount,
      request: JSON.stringify({ ...request, expiresAt: request.expiresAt.toISOString() }),
      notification_url: notificationUrl,
      expires_at: request.expiresAt,
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** By Snap token (the payment page); anything but a UUID is no token. */
export async function findSandboxTransactionByToken(db: Kysely<Tables>, token: string) {
  if (!UUID.test(token)) return undefined;
  return db.selectFrom('midtrans_sandbox_transactions').selectAll().where('token', '=', token).executeTakeFirst();
}

/** By order id or Midtrans transaction id, as the Core API's `/v2/{order_id OR transaction_id}/…` takes. */
export async function findSandboxTransaction(db: Kysely<Tables>, id: string) {
  return db
    .selectFrom('midtrans_sandbox_transactions')
    .selectAll()
    .where((eb) => (UUID.test(id) ? eb.or([eb('order_id', '=', id), eb('transaction_id', '=', id)]) : eb('order_id', '=', id)))
    .executeTakeFirst();
}

export type ChargeInput = {
  token: string;
  paymentMethod: string;
  status: SandboxTransactionStatus;
  notifyOptions: { [key: string]: number | boolean };
};

/** Charges a transaction nobody paid with yet whose page has not lapsed; undefined otherwise. */
export async function chargeSandboxTransaction(db: Kysely<Tables>, input: ChargeInput, now: Date) {
  return db
    .updateTable('midtrans_sandbox_transactions')
    .set({
      transaction_status: input.status,
      transaction_id: randomUUID(),
      payment_method: input.paymentMethod,
      charged_at: now,
      settled_at: input.status === 'settlement' ? now : null,
      notify_options: JSON.stringify(input.notifyOptions),
    })
    .where('token', '=', input.token)
    .where('transaction_status', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Moves a pending transaction to `to`; undefined when it is no longer pending (nothing changes). */
export async function movePendingSandboxTransaction(
  db: Kysely<Tables>,
  orderId: string,
  to: Exclude<SandboxTransactionStatus, 'pending'>,
  now: Date,
) {
  return db
    .updateTable('midtrans_sandbox_transactions')
    .set({ transaction_status: to, settled_at: to === 'settlement' ? now : null })
    .where('order_id', '=', orderId)
    .where('transaction_status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}
