import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import { tenureEnd } from '@bimbel/domain/subscription/paid-period';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Kysely } from 'kysely';
import { expirePaidPeriod, pauseSubscription } from '../billing/subscriptions/subscription-writer.ts';
import { getConfig } from '../config/config.ts';
import type { Tables } from '../db/schema.ts';
import { applyPaymentStatus } from '../billing/orders/apply-payment-status.ts';
import { storeNewOrder } from '../billing/orders/create-order.ts';
import { loadOrderBuyer } from '../billing/orders/order-family.ts';
import { priceOrder } from '../billing/orders/price-order.ts';

/*
 * The demo's paid students bought their time like any family (issue 24, decision 100): an order
 * priced from the catalogue, a payment attempt, the gateway's settlement applied — so the demo
 * family has a purchase, a receipt, a plan name and an end date, and the subscription was written
 * by the one subscriptions writer. A pause and a lapsed period are then made by the same writer at
 * their own times.
 */

const DAY_MS = 86_400_000;
/** How long before the seed Raka's paid period began (the weekly report counts its weeks: decision 078). */
export const PAID_SINCE_DAYS = 60;
/** The demo pause (Citra, PAUSED): begun 3 days before the seed, keeping 45 paid days for the resume (decision 082). */
export const PAUSED_SINCE_DAYS = 3;
export const PAUSED_KEEPS_DAYS = 45;
/** Bagus (FREE_AFTER_PAID) bought one month this long before the seed; it lapsed about six weeks ago. */
const LAPSED_BOUGHT_DAYS_AGO = 75;

/** A demo student's purchase: the package, the tenure, when it was paid and what follows. */
type DemoPurchase = { packageId: string; tenureMonths: number; paidAt: Date; then?: 'pause' | 'lapse' };

/** The purchase behind a demo student's subscription type, or null for types no purchase makes. */
export function demoPurchaseFor(
  subscription: SubscriptionType,
  grade: string,
  seededAt: Date,
): DemoPurchase | null {
  const packageId = grade.startsWith('12_') && grade.endsWith('SMK') ? 'smk-matematika' : 'smp-reguler';
  switch (subscription) {
    case 'PAID':
      return { packageId, tenureMonths: 6, paidAt: new Date(seededAt.getTime() - PAID_SINCE_DAYS * DAY_MS) };
    case 'PAUSED': {
      // Bought so that, paused 3 days ago, 45 paid days were left.
      const pausedAt = new Date(seededAt.getTime() - PAUSED_SINCE_DAYS * DAY_MS);
      const endsAt = new Date(pausedAt.getTime() + PAUSED_KEEPS_DAYS * DAY_MS);
      return { packageId, tenureMonths: 3, paidAt: inZone(endsAt).subtract(3, 'month').toDate(), then: 'pause' };
    }
    case 'FREE_AFTER_PAID':
      return {
        packageId,
        tenureMonths: 1,
        paidAt: new Date(seededAt.getTime() - LAPSED_BOUGHT_DAYS_AGO * DAY_MS),
        then: 'lapse',
      };
    default:
      return null;
  }
}

/**
 * Buys `purchase` for `studentId` of account `accountId` through the order path (the family's
 * bank transfer settles a minute after the order). Idempotent: the order's client reference is
 * the student's id, so a second run finds the order and applies nothing twice.
 */
export async function seedDemoPurchase(
  db: Kysely<Tables>,
  { accountId, studentId, purchase, seededAt }: { accountId: string; studentId: string; purchase: DemoPurchase; seededAt: Date },
): Promise<void> {
  const buyer = await loadOrderBuyer(db, { userId: studentId, accountId });
  const students = buyer.students.filter((student) => student.id === studentId);
  const orderedAt = new Date(purchase.paidAt.getTime() - 60_000);
  const stored = await storeNewOrder(db, {
    buyer,
    priced: await priceOrder(
      db,
      { packageId: purchase.packageId, tenureMonths: purchase.tenureMonths, students },
      getConfig().pricesTaxMode,
    ),
    clientReference: studentId, // a uuid, one purchase per demo student
    paymentMethod: 'bca_va',
    gateway: 'sandbox',
    now: orderedAt,
    ordersPerHour: getConfig().ordersPerFamilyPerHour,
  });
  if (!stored.created) return;
  const { attempt } = stored;
  await applyPaymentStatus(
    db,
    {
      gatewayOrderId: attempt.gateway_order_id,
      transactionStatus: 'settlement',
      statusCode: '200',
      grossAmount: `${attempt.gross_amount}.00`,
      transactionId: `demo-${attempt.id}`,
      paymentType: 'bank_transfer',
    },
    purchase.paidAt,
  );
  if (purchase.then === 'pause') {
    await pauseSubscription(db, studentId, new Date(seededAt.getTime() - PAUSED_SINCE_DAYS * DAY_MS));
  } else if (purchase.then === 'lapse') {
    const line = await db
      .selectFrom('order_lines')
      .select(['subscription_id', 'ends_at'])
      .where('order_id', '=', stored.order.id)
      .executeTakeFirstOrThrow();
    const endsAt = line.ends_at ?? tenureEnd(purchase.paidAt, purchase.tenureMonths);
    if (line.subscription_id) await expirePaidPeriod(db, line.subscription_id, endsAt, seededAt);
  }
}
