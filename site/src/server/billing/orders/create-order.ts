import type { PaymentMethod } from '@bimbel/domain/payments/payment-methods';
import type { Kysely } from 'kysely';
import type { Order, PaymentAttempt, Tables } from '../../db/schema.ts';
import type { OrderBuyer } from './order-family.ts';
import { assertOrderAllowance } from './order-limit.ts';
import { newOrderNumber } from './order-number.ts';
import { insertPaymentAttempt, PAYMENT_EXPIRY_MINUTES } from './payment-attempts.ts';
import type { PricedOrder } from './price-order.ts';

export type NewOrderInput = {
  buyer: OrderBuyer;
  priced: PricedOrder;
  clientReference: string;
  paymentMethod: PaymentMethod;
  gateway: string;
  /** ORDERS_PER_FAMILY_PER_HOUR: new orders the account may make per sliding hour. */
  ordersPerHour: number;
  now: Date;
};

/** The order made, with its first attempt; or the order the same reference made before. */
export type StoredOrder =
  { created: true; order: Order; attempt: PaymentAttempt } | { created: false; order: Order };

/** Finds the account's order made with a client reference (the create call's idempotency key). */
export async function findOrderByReference(
  db: Kysely<Tables>,
  accountId: string,
  clientReference: string,
): Promise<Order | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('client_reference', '=', clientReference)
    .executeTakeFirst();
}

const isNumberTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string }).constraint ?? (error as Error).message).includes(
    'orders_number_key',
  );

const NUMBER_TRIES = 3;

/**
 * Stores an order, its lines (one per student, the catalogue price each) and its first payment
 * attempt in one transaction. Idempotent per (account, client reference): the account row is locked,
 * so concurrent duplicates store one order and the others answer it (`created: false`; the
 * `insert … on conflict do nothing` on the unique index stays as the net). A new order past the
 * family's hourly allowance is refused (429, order-limit.ts). A taken order number (about one in
 * 10⁹ a day) is drawn again.
 */
export async function storeNewOrder(db: Kysely<Tables>, input: NewOrderInput): Promise<StoredOrder> {
  const { buyer, priced, clientReference, paymentMethod, gateway, ordersPerHour, now } = input;
  const accountId = buyer.caller.account_id;
  for (let attemptNo = 1; ; attemptNo++) {
    try {
      return await db.transaction().execute(async (trx): Promise<StoredOrder> => {
        // One create at a time per family: the count below and the insert see the same orders.
        await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
        // A concurrent duplicate that waited on the lock answers the order, and counts for nothing.
        const existing = await findOrderByReference(trx, accountId, clientReference);
        if (existing) return { created: false, order: existing };
        await assertOrderAllowance(trx, { accountId, limit: ordersPerHour, now });
        const order = await trx
          .insertInto('orders')
          .values({
            number: newOrderNumber(now),
            account_id: buyer.caller.account_id,
            buyer_user_id: buyer.holder.id,
            client_reference: clientReference,
            package_id: priced.packageId,
            package_name: priced.packageName,
            tenure_months: priced.tenureMonths,
            unit_price: priced.unitPrice,
            quantity: priced.quantity,
            total: priced.total,
            tax_mode: priced.taxMode,
            tax_amount: priced.taxAmount,
            expires_at: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
            status_changed_at: now,
            created_at: now,
          })
          .onConflict((conflict) => conflict.columns(['account_id', 'client_reference']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!order) {
          const existing = await findOrderByReference(trx, buyer.caller.account_id, clientReference);
          if (!existing) throw new Error('order reference conflict without an order');
          return { created: false, order: existing };
        }
        await trx
          .insertInto('order_lines')
          .values(
            priced.lines.map((line) => ({
              order_id: order.id,
              student_id: line.studentId,
              price: line.price,
            })),
          )
          .execute();
        const attempt = await insertPaymentAttempt(trx, order, { gateway, paymentMethod, now });
        return { created: true, order, attempt };
      });
    } catch (error) {
      if (attemptNo < NUMBER_TRIES && isNumberTaken(error)) continue;
      throw error;
    }
  }
}
