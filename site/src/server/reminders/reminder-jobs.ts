import { sql, type Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { canJoinClass, needsBooking } from '@bimbel/domain/live-classes/class-booking';
import type { ClassViewer } from '@bimbel/domain/live-classes/class-entitlement';
import { REMINDER_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import { resolveSubscriptionState } from '@bimbel/domain/subscription/resolve-subscription-state';
import type { Config } from '../config/config.ts';
import type { Tables } from '../db/schema.ts';
import { classJoinPageUrl } from '../calendar/class-events.ts';
import { activeBookingsOf, hasActiveBooking } from '../free-sessions/booking-queries.ts';
import { log } from '../http/logger.ts';
import { enqueueJobs, type EnqueueJobInput } from '../jobs/job-queue.ts';
import {
  jobRegistry,
  registerJobHandler,
  registerRecurringJob,
  type JobContext,
  type JobRegistry,
} from '../jobs/job-registry.ts';
import { findClassRow, loadClassViewer } from '../live-classes/class-queries.ts';
import { createReminderSender, type ReminderSender } from './reminder-sender.ts';
import { classReminderText } from './reminder-text.ts';

/*
 * WhatsApp class reminders as durable jobs (issue 14, decision 070):
 * - every 5 minutes a planner job (one per slot, whatever the number of processes) looks at the
 *   classes starting within the next 2 hours and enqueues one send job per (class, student who
 *   may join it and opted in — for a free session a student must book, only those who booked a
 *   seat, decision 074), keyed `class-reminder:{classId}:{userId}:{sequence}` and due
 *   30 minutes before the start — so each reminder exists once, and a moved class (new
 *   sequence) gets a new one;
 * - the send job reads everything again when it runs and sends only if the class still starts
 *   as planned (same sequence, not cancelled, not started), the student still opted in and may
 *   still attend. A gateway failure throws: the job retries with backoff.
 */

export const REMINDER_PLAN_QUEUE = 'reminders.plan';
export const REMINDER_SEND_QUEUE = 'reminders.send';
export const REMINDER_PLAN_EVERY_MS = 5 * 60 * 1000;
/** The planner enqueues reminders of classes starting this far ahead at most. */
export const REMINDER_PLAN_AHEAD_MS = 2 * 60 * 60 * 1000;
/** Attempts of one reminder (30 s, 1, 2, 4 min apart): a class that has started is never reminded. */
const REMINDER_MAX_ATTEMPTS = 5;
const MINUTE_MS = 60 * 1000;

export type ReminderPayload = { classId: string; userId: string; sequence: number };

/** `class-reminder:{classId}:{userId}:{sequence}`. */
export function classReminderKey({ classId, userId, sequence }: ReminderPayload): string {
  return `class-reminder:${classId}:${userId}:${sequence}`;
}

type Recipient = { userId: string; viewer: ClassViewer };

/**
 * The students who opted in, with the entitlement their current subscription gives them (as
 * loadClassViewer reads one student, for all of them in two statements).
 */
async function loadOptedInStudents(db: Kysely<Tables>, now: Date): Promise<Recipient[]> {
  const students = await db
    .selectFrom('users')
    .select(['id', 'grade'])
    .where('role', '=', 'student')
    .where('class_reminders_whatsapp', '=', true)
    .orderBy('id')
    .execute();
  if (students.length === 0) return [];
  // The current subscription of each (findCurrentSubscription's order: the active one, else the latest).
  const subscriptions = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'type', 'status', 'ends_at'])
    .distinctOn('user_id')
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'student')
        .where('class_reminders_whatsapp', '=', true),
    )
    .orderBy('user_id')
    .orderBy(sql`(status = 'active')`, 'desc')
    .orderBy('starts_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const current = new Map(subscriptions.map((row) => [row.user_id, row]));
  return students.flatMap((student) => {
    const grade = student.grade ? parseGradeValue(student.grade) : null;
    if (!grade) return [];
    const subscription = current.get(student.id);
    const state = resolveSubscriptionState(
      subscription && { type: subscription.type, status: subscription.status, endsAt: subscription.ends_at },
      now,
    );
    return [
      {
        userId: student.id,
        viewer: { grade: grade.grade, stream: grade.stream, subscriptionType: state.subscriptionType },
      },
    ];
  });
}

/**
 * Enqueues the reminders of the classes starting within the next 2 hours (not cancelled, not
 * started) for every opted-in student who may attend them, due 30 minutes before each start (at
 * once when that moment has passed). Idempotent: answers how many reminders were new.
 */
export async function planClassReminders(db: Kysely<Tables>, now: Date): Promise<number> {
  const classes = await db
    .selectFrom('live_classes')
    .select(['id', 'kind', 'grades', 'stream', 'starts_at', 'sequence'])
    .where('cancelled_at', 'is', null)
    .where('starts_at', '>', now)
    .where('starts_at', '<=', new Date(now.getTime() + REMINDER_PLAN_AHEAD_MS))
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  if (classes.length === 0) return 0;
  const students = await loadOptedInStudents(db, now);
  const freeClassIds = classes.filter((liveClass) => liveClass.kind === 'free').map((liveClass) => liveClass.id);
  const bookings = await activeBookingsOf(db, freeClassIds);
  const jobs: EnqueueJobInput[] = [];
  for (const liveClass of classes) {
    const runAt = new Date(liveClass.starts_at.getTime() - REMINDER_MINUTES_BEFORE * MINUTE_MS);
    const booked = bookings.get(liveClass.id);
    for (const student of students) {
      if (!canJoinClass(liveClass, student.viewer, booked?.has(student.userId) ?? false)) continue;
      const payload: ReminderPayload = { classId: liveClass.id, userId: student.userId, sequence: liveClass.sequence };
      jobs.push({
        queue: REMINDER_SEND_QUEUE,
        key: classReminderKey(payload),
        payload,
        runAt: runAt.getTime() > now.getTime() ? runAt : now,
        maxAttempts: REMINDER_MAX_ATTEMPTS,
      });
    }
  }
  return enqueueJobs(db, jobs, now);
}

/** Why a reminder was not sent (logged at debug level), or undefined when it goes out. */
export type SkipReason =
  | 'class_gone'
  | 'class_cancelled'
  | 'class_moved'
  | 'class_started'
  | 'student_gone'
  | 'opted_out'
  | 'not_entitled'
  | 'not_booked';

function readPayload(payload: unknown): ReminderPayload {
  const { classId, userId, sequence } = (payload ?? {}) as Partial<ReminderPayload>;
  if (typeof classId !== 'string' || typeof userId !== 'string' || typeof sequence !== 'number') {
    throw new Error('reminder job without classId, userId and sequence');
  }
  return { classId, userId, sequence };
}

/**
 * Sends one reminder after checking, at send time, that it is still due. Answers why it was
 * skipped, or undefined when it was handed to the sender. Throws when the sender fails.
 */
export async function sendClassReminder(
  { db, now, job }: JobContext,
  { sender, origin }: { sender: ReminderSender; origin: string },
): Promise<SkipReason | undefined> {
  const payload = readPayload(job.payload);
  const liveClass = await findClassRow(db, payload.classId);
  if (!liveClass) return 'class_gone';
  if (liveClass.cancelled_at) return 'class_cancelled';
  if (liveClass.sequence !== payload.sequence) return 'class_moved';
  if (now.getTime() >= liveClass.starts_at.getTime()) return 'class_started';
  const student = await db
    .selectFrom('users')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.full_name',
      'users.class_reminders_whatsapp',
      'users.class_reminders_time_zone',
      'users.phone_e164 as own_phone',
      'accounts.phone_e164 as account_phone',
    ])
    .where('users.id', '=', payload.userId)
    .where('users.role', '=', 'student')
    .executeTakeFirst();
  if (!student) return 'student_gone';
  if (!student.class_reminders_whatsapp) return 'opted_out';
  const viewer = await loadClassViewer(db, payload.userId, now);
  if (!viewer || !canJoinClass(liveClass, viewer, true)) return 'not_entitled';
  // A seat given back (or never taken) since the plan: no reminder for a class they cannot join.
  if (
    needsBooking(liveClass.kind, viewer.subscriptionType) &&
    !(await hasActiveBooking(db, { classId: liveClass.id, userId: payload.userId }))
  ) {
    return 'not_booked';
  }
  await sender.send({
    // A student without a number of their own is reached on the family's (the login phone).
    to: student.own_phone ?? student.account_phone,
    text: classReminderText({
      studentName: student.full_name,
      subject: liveClass.subject,
      title: liveClass.title,
      teacherName: liveClass.teacher_name,
      startsAt: liveClass.starts_at,
      now,
      joinUrl: classJoinPageUrl(origin),
      timeZone: student.class_reminders_time_zone ?? undefined,
    }),
    classId: liveClass.id,
    startsAt: liveClass.starts_at,
    idempotencyKey: job.key ?? classReminderKey(payload),
  });
  return undefined;
}

/**
 * Registers the planner (every 5 minutes) and the send handler with the job runner. Production
 * without REMINDER_WEBHOOK_URL has no sender: nothing is registered and no reminder is planned.
 * Answers whether reminders are on.
 */
export function registerReminderJobs(
  config: Pick<Config, 'reminderSender' | 'publicOrigin'>,
  { registry = jobRegistry(), sender = createReminderSender(config.reminderSender) }: {
    registry?: JobRegistry;
    sender?: ReminderSender;
  } = {},
): boolean {
  if (!sender) return false;
  registerRecurringJob(
    {
      queue: REMINDER_PLAN_QUEUE,
      everyMs: REMINDER_PLAN_EVERY_MS,
      handler: async ({ db, now }) => {
        const created = await planClassReminders(db, now);
        if (created > 0) log('info', 'class reminders planned', { created });
      },
    },
    registry,
  );
  registerJobHandler(
    REMINDER_SEND_QUEUE,
    async (context) => {
      const skipped = await sendClassReminder(context, { sender, origin: config.publicOrigin });
      if (skipped) log('debug', 'class reminder skipped', { jobId: context.job.id, reason: skipped });
    },
    registry,
  );
  return true;
}
