import type { TrialRefusal } from '@bimbel/domain/subscription/free-trial';
import type { PauseRefusal } from '@bimbel/domain/subscription/subscription-pause';
import {
  expiryTransition,
  paidTransition,
  pauseTransition,
  refundTransition,
  resumeTransition,
  startTransition,
  trialTransition,
  type SubscriptionRecord,
  type SubscriptionStep,
} from '@bimbel/domain/subscription/subscription-machine';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Order, Subscription, SubscriptionsTable, Tables } from '../../db/schema.ts';
import { scheduleAutomaticResume, scheduleSubscriptionExpiry } from './subscription-schedules.ts';

/*
 * The only writer of the `subscriptions` table (issue 24, decision 100). Every change — a new
 * student's free plan, the trial, a paid order settling, a period's end, a pause and its resume, a
 * refund or chargeback, and the records seeders and tests start from — goes through here:
 *   1. the student's `users` row is locked (FOR UPDATE), so changes of one student queue up in
 *      every process;
 *   2. the record in force is read (and locked);
 *   3. the pure state machine (domain/subscription/subscription-machine.ts) answers what to write;
 *   4. it is written, and the jobs the new state needs (expiry, automatic resume) are enqueued in
 *      the same transaction.
 * A test (subscription-writer.test.ts) fails when any other file of the server writes the table.
 */

type Db = Kysely<Tables>;

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
function inTransaction<T>(db: Db, work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Tables>) : db.transaction().execute(work);
}

const toRecord = (row: Subscription): SubscriptionRecord => ({
  type: row.type,
  status: row.status,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  trialActivatedAt: row.trial_activated_at,
  orderId: row.order_id,
  pausedAt: row.paused_at,
  pausedRemainingSeconds: row.paused_remaining_seconds,
  pausesUsed: row.pauses_used,
});

const COLUMN_OF = {
  type: 'type',
  status: 'status',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  trialActivatedAt: 'trial_activated_at',
  orderId: 'order_id',
  pausedAt: 'paused_at',
  pausedRemainingSeconds: 'paused_remaining_seconds',
  pausesUsed: 'pauses_used',
} as const satisfies Record<keyof SubscriptionRecord, keyof SubscriptionsTable>;

function toColumns(record: Partial<SubscriptionRecord>): Updateable<SubscriptionsTable> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined) columns[COLUMN_OF[key as keyof SubscriptionRecord]] = value;
  }
  return columns as Updateable<SubscriptionsTable>;
}

/** Locks the student and reads their record in force (the active one), locked too. */
async function lockStudent(trx: Transaction<Tables>, studentId: string): Promise<Subscription | undefined> {
  await trx.selectFrom('users').select('id').where('id', '=', studentId).forUpdate().execute();
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', studentId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a step of the state machine for `studentId` and enqueues its jobs; answers the record now in force. */
async function write(
  trx: Transaction<Tables>,
  studentId: string,
  current: Subscription | undefined,
  step: SubscriptionStep,
  now: Date,
): Promise<Subscription> {
  let row: Subscription;
  if (step.write.kind === 'update') {
    if (!current) throw new Error('subscription update without a record in force');
    row = await trx
      .updateTable('subscriptions')
      .set(toColumns(step.write.changes))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  } else {
    if (current && step.write.close) {
      await trx.updateTable('subscriptions').set(toColumns(step.write.close)).where('id', '=', current.id).execute();
    }
    row = await trx
      .insertInto('subscriptions')
      .values({ user_id: studentId, ...toColumns(step.write.open), type: step.write.open.type })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  if (step.expiresAt) await scheduleSubscriptionExpiry(trx, row.id, step.expiresAt, now);
  if (step.resumesAt && row.paused_at) await scheduleAutomaticResume(trx, row.id, row.paused_at, now);
  return row;
}

/** A new student's free plan (inside the transaction that creates the student, when there is one). */
export async function startFreeSubscription(db: Db, studentId: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const current = await lockStudent(trx, studentId);
    const step = startTransition(current ? toRecord(current) : null, now);
    if (step) await write(trx, studentId, current, step, now);
  });
}

export type TrialActivation =
  { ok: true; subscription: Subscription } | { ok: false; reason: TrialRefusal; endsAt: Date | null };

/**
 * Starts the free trial of `studentId` unless it cannot be taken (trialRefusal says why: a paid
 * plan or a pause now, a trial running or used, a paid plan before; `endsAt` is when the
 * subscription in force ends). Two concurrent activations cannot both succeed (the student is locked).
 */
export async function activateFreeTrial(db: Db, studentId: string, now: Date): Promise<TrialActivation> {
  return inTransaction(db, async (trx): Promise<TrialActivation> => {
    const active = await lockStudent(trx, studentId);
    const history = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', studentId)
      .orderBy(sql`(status = 'active')`, 'desc')
      .orderBy('starts_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    // The record that describes the student now: the active one, else the most recent.
    const describing = history[0];
    const outcome = trialTransition(describing ? toRecord(describing) : null, history.map(toRecord), now);
    if (!outcome.ok) return { ok: false, reason: outcome.reason, endsAt: describing?.ends_at ?? null };
    return { ok: true, subscription: await write(trx, studentId, active, outcome.step, now) };
  });
}

/** A paid line's period: where this purchase's time begins and ends. */
export type SettledPeriod = { subscriptionId: string; startsAt: Date; endsAt: Date };

/**
 * Makes one student's subscription PAID for an order's tenure, inside the settling transaction:
 * a renewal or a paused period is extended in place, anything else is closed and followed by a
 * new PAID record, and the expiry is scheduled at the new end.
 */
export async function settleStudentSubscription(
  trx: Transaction<Tables>,
  order: Pick<Order, 'id' | 'tenure_months'>,
  studentId: string,
  now: Date,
): Promise<SettledPeriod> {
  const current = await lockStudent(trx, studentId);
  const step = paidTransition(
    current ? toRecord(current) : null,
    { orderId: order.id, tenureMonths: order.tenure_months },
    now,
  );
  const row = await write(trx, studentId, current, step, now);
  return { subscriptionId: row.id, ...step.period };
}

/**
 * A paid period's expiry job: the subscription becomes FREE_AFTER_PAID/expired when it is still
 * active PAID with the job's end, and that end has passed. Safe to repeat. Answers whether it ended.
 */
export async function expirePaidPeriod(db: Db, subscriptionId: string, endsAt: Date, now: Date): Promise<boolean> {
  const owner = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!owner) return false;
  return inTransaction(db, async (trx) => {
    const current = await lockStudent(trx, owner.user_id);
    if (current?.id !== subscriptionId) return false;
    const step = expiryTransition(toRecord(current), endsAt, now);
    if (step) await write(trx, owner.user_id, current, step, now);
    return step !== null;
  });
}

export type PauseOutcome = { ok: true; subscription: Subscription } | { ok: false; reason: PauseRefusal };
export type ResumeOutcome = { ok: true; subscription: Subscription } | { ok: false };

/** Pauses a student's running paid period, within the limits of `pauseRefusal`. */
export async function pauseSubscription(db: Db, studentId: string, now: Date): Promise<PauseOutcome> {
  return inTransaction(db, async (trx): Promise<PauseOutcome> => {
    const current = await lockStudent(trx, studentId);
    const outcome = pauseTransition(current ? toRecord(current) : null, now);
    if (!outcome.ok) return outcome;
    return { ok: true, subscription: await write(trx, studentId, current, outcome.step, now) };
  });
}

/**
 * Resumes a student's paused period at `resumedAt` (now, or the automatic resume's own time).
 * `expectPausedAt` makes an automatic resume act only on the pause it was scheduled for.
 */
export async function resumeSubscription(
  db: Db,
  studentId: string,
  now: Date,
  { resumedAt = now, expectPausedAt }: { resumedAt?: Date; expectPausedAt?: Date } = {},
): Promise<ResumeOutcome> {
  return inTransaction(db, async (trx): Promise<ResumeOutcome> => {
    const current = await lockStudent(trx, studentId);
    const step = resumeTransition(current ? toRecord(current) : null, { resumedAt, expectPausedAt });
    if (!step) return { ok: false };
    return { ok: true, subscription: await write(trx, studentId, current, step, now) };
  });
}

/**
 * An order's money went back (a full refund or a chargeback): the time it paid this student for
 * and not yet used is taken off the period in force; nothing paid left → FREE_AFTER_PAID now.
 * Inside the transaction that records the refund. Answers whether the subscription changed.
 */
export async function endRefundedPeriod(
  trx: Transaction<Tables>,
  { studentId, period }: { studentId: string; period: { startsAt: Date; endsAt: Date } },
  now: Date,
): Promise<boolean> {
  const current = await lockStudent(trx, studentId);
  const step = refundTransition(current ? toRecord(current) : null, period, now);
  if (step) await write(trx, studentId, current, step, now);
  return step !== null;
}

/** A record as a seeder or a test starts from: its type and start, the rest as stored. */
export type SeededSubscription = Pick<SubscriptionRecord, 'type' | 'startsAt'> & Partial<SubscriptionRecord>;

/**
 * Stores a student's subscription as the demo seed or a test needs it to have been (a trial from
 * last week, a paid period since three months, a pause…), through the same lock and the same jobs
 * as a real change: the record in force (if any) is closed, a PAID record with an end gets its
 * expiry and a PAUSED one its automatic resume. For seeders and tests only; the product's changes
 * are the transitions above.
 */
export async function seedSubscription(
  db: Db,
  studentId: string,
  seeded: SeededSubscription,
  now: Date,
): Promise<Subscription> {
  return inTransaction(db, async (trx) => {
    const current = await lockStudent(trx, studentId);
    const open: SubscriptionRecord = {
      status: 'active',
      endsAt: null,
      trialActivatedAt: null,
      orderId: null,
      pausedAt: null,
      pausedRemainingSeconds: null,
      pausesUsed: 0,
      ...seeded,
    };
    const step: SubscriptionStep = {
      write: { kind: 'replace', close: current ? { status: 'expired' } : null, open },
      ...(open.status === 'active' && open.type === 'PAID' && open.endsAt ? { expiresAt: open.endsAt } : {}),
      ...(open.status === 'active' && open.type === 'PAUSED' && open.pausedAt ? { resumesAt: open.pausedAt } : {}),
    };
    return write(trx, studentId, open.status === 'active' ? current : undefined, step, now);
  });
}
