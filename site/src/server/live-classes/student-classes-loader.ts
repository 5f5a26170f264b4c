import type { Kysely } from 'kysely';
import type { WeekdayNumber } from '@bimbel/domain/catalogue/weekday';
import type { LiveClassBody, PastLiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { canJoinClass } from '@bimbel/domain/live-classes/class-booking';
import { CLASS_SUBSCRIPTION_TYPES } from '@bimbel/domain/live-classes/class-entitlement';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import {
  startOfZonedDay,
  startOfZonedWeek,
  zonedDateKey,
  zonedWeekday,
} from '@bimbel/domain/time/jakarta-week';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Tables } from '../db/schema.ts';
import { toPastClassBodies } from '../ratings/past-class-ratings.ts';
import { activeBookingsOf } from '../free-sessions/booking-queries.ts';
import { toLiveClassBody } from './class-body.ts';
import { listCurrentClasses, listPastClasses, listTimetable, loadClassViewer } from './class-queries.ts';

/** Past classes per page on the user home (`?kelas-selesai=2`). */
export const PAST_CLASSES_PER_PAGE = 5;

/** A day of classes, keyed by its date in the viewer's zone. */
export type ClassDay = {
  /** 'YYYY-MM-DD' in the viewer's zone. */
  dateKey: string;
  weekday: WeekdayNumber;
  /** 'Hari ini', 'Besok', or the weekday and date ('Kamis, 26 November'). */
  label: string;
  isToday: boolean;
  classes: LiveClassBody[];
};

export type StudentClasses = {
  kind: 'student';
  /** The student joining (the join call's `id2`). */
  studentId: string;
  /** 'programme': PAID and TRIAL follow the classes of their grade; the rest see free sessions only. */
  access: 'programme' | 'free-sessions';
  subscriptionType: SubscriptionType;
  /** The zone every time and day below is in. */
  timeZone: string;
  /** The instant the page was computed at (ISO), so the countdowns start from the server's clock. */
  now: string;
  /** Running now, by start time. */
  ongoing: LiveClassBody[];
  /**
   * Classes still to start, by day: the rest of this week (Senin–Minggu in the viewer's zone), or
   * next week's when this week has none left (a Sunday evening).
   */
  upcoming: { week: 'this' | 'next'; days: ClassDay[] };
  /** Senin…Minggu of this week, every class of the student's (past, running and to come). */
  timetable: ClassDay[];
  /** The finished classes, newest first, a page at a time, with their ratings (decision 076). */
  past: { classes: PastLiveClassBody[]; page: number; totalPages: number; total: number };
  /** The student's WhatsApp reminder choice, for the reminder opt-in (features/live-classes/reminders). */
  remindersWhatsapp: boolean;
};

/**
 * What the live-class part of /bimbel/user shows:
 * - a student: their classes (StudentClasses);
 * - `parent`: a parent's own profile (subscriptions and classes belong to students);
 * - `no-grade`: a student whose grade is not filled in, so no class can be matched.
 */
export type StudentClassesData = StudentClasses | { kind: 'parent' } | { kind: 'no-grade' };

/** The `?kelas-selesai=` page number: a whole number from 1, anything else page 1. */
export function parsePastPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function dayLabel(date: Date, timeZone: string, relation: 'today' | 'tomorrow' | null): string {
  if (relation === 'today') return 'Hari ini';
  if (relation === 'tomorrow') return 'Besok';
  return inZone(date, timeZone).format('dddd, D MMMM');
}

/**
 * Groups classes (already in start order) by their start date in the zone. Relative labels
 * ('Hari ini', 'Besok') for the list of classes to come; the timetable names every day.
 */
export function groupByDay(
  classes: readonly LiveClassBody[],
  now: Date,
  timeZone: string,
  { relativeLabels = true }: { relativeLabels?: boolean } = {},
): ClassDay[] {
  const today = zonedDateKey(now, timeZone);
  const tomorrow = zonedDateKey(startOfZonedDay(now, 1, timeZone), timeZone);
  const days = new Map<string, ClassDay>();
  for (const liveClass of classes) {
    const start = new Date(liveClass.startsAt);
    const dateKey = zonedDateKey(start, timeZone);
    let day = days.get(dateKey);
    if (!day) {
      const relation = dateKey === today ? 'today' : dateKey === tomorrow ? 'tomorrow' : null;
      day = {
        dateKey,
        weekday: zonedWeekday(start, timeZone),
        label: dayLabel(start, timeZone, relativeLabels ? relation : null),
        isToday: relation === 'today',
        classes: [],
      };
      days.set(dateKey, day);
    }
    day.classes.push(liveClass);
  }
  return [...days.values()];
}

/** The seven days Senin…Minggu of the week starting at `weekStart`, each with its classes. */
function buildWeek(
  weekStart: Date,
  classes: readonly LiveClassBody[],
  now: Date,
  timeZone: string,
): ClassDay[] {
  const byDate = new Map(
    groupByDay(classes, now, timeZone, { relativeLabels: false }).map((day) => [day.dateKey, day]),
  );
  const today = zonedDateKey(now, timeZone);
  return Array.from({ length: 7 }, (_, index) => {
    const date = startOfZonedDay(weekStart, index, timeZone);
    const dateKey = zonedDateKey(date, timeZone);
    return (
      byDate.get(dateKey) ?? {
        dateKey,
        weekday: zonedWeekday(date, timeZone),
        label: dayLabel(date, timeZone, null),
        isToday: dateKey === today,
        classes: [],
      }
    );
  });
}

/**
 * The live classes of /bimbel/user, read on the server straight from the database (no HTTP
 * round trip), as the student calls would answer them (toLiveClassBody). Days and weeks are
 * those of the viewer's zone, the one the times are written in (decision 073).
 */
export async function loadStudentClasses(
  db: Kysely<Tables>,
  userId: string,
  { now, timeZone, pastPage = 1 }: { now: Date; timeZone: string; pastPage?: number },
): Promise<StudentClassesData> {
  const viewer = await loadClassViewer(db, userId, now);
  if (!viewer) {
    const user = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
    return user?.role === 'student' ? { kind: 'no-grade' } : { kind: 'parent' };
  }

  const weekStart = startOfZonedWeek(now, 0, timeZone);
  const nextWeekStart = startOfZonedWeek(now, 1, timeZone);
  const [current, weekRows, firstPast, reminders] = await Promise.all([
    listCurrentClasses(db, viewer, { now, until: startOfZonedWeek(now, 2, timeZone) }),
    listTimetable(db, { from: weekStart, to: nextWeekStart, grade: viewer.grade }),
    listPastClasses(db, viewer, {
      now,
      limit: PAST_CLASSES_PER_PAGE,
      offset: (pastPage - 1) * PAST_CLASSES_PER_PAGE,
    }),
    db
      .selectFrom('users')
      .select('class_reminders_whatsapp')
      .where('id', '=', viewer.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const totalPages = Math.max(1, Math.ceil(firstPast.total / PAST_CLASSES_PER_PAGE));
  // A page past the end (an old link after classes were removed) shows the last page.
  const page = Math.min(pastPage, totalPages);
  const past =
    page === pastPage
      ? firstPast
      : await listPastClasses(db, viewer, {
          now,
          limit: PAST_CLASSES_PER_PAGE,
          offset: (page - 1) * PAST_CLASSES_PER_PAGE,
        });

  const bodies = current.map((row) => toLiveClassBody(row, now));
  const ongoing = bodies.filter((liveClass) => liveClass.phase === 'ongoing');
  const toCome = bodies.filter((liveClass) => liveClass.phase === 'upcoming');
  const thisWeek = toCome.filter((liveClass) => new Date(liveClass.startsAt) < nextWeekStart);
  const upcoming =
    thisWeek.length > 0 || toCome.length === 0
      ? { week: 'this' as const, days: groupByDay(thisWeek, now, timeZone) }
      : { week: 'next' as const, days: groupByDay(toCome, now, timeZone) };

  // The week as the student can join it: a free session they must book only once booked (decision 074).
  const booked = await activeBookingsOf(
    db,
    weekRows.filter((row) => row.kind === 'free').map((row) => row.id),
    [viewer.userId],
  );
  const timetable = weekRows
    .filter((row) =>
      canJoinClass({ kind: row.kind, grades: row.grades, stream: row.stream }, viewer, booked.has(row.id)),
    )
    .map((row) => toLiveClassBody(row, now));

  return {
    kind: 'student',
    studentId: viewer.userId,
    access: CLASS_SUBSCRIPTION_TYPES.includes(viewer.subscriptionType) ? 'programme' : 'free-sessions',
    subscriptionType: viewer.subscriptionType,
    timeZone,
    now: now.toISOString(),
    ongoing,
    upcoming,
    timetable: buildWeek(weekStart, timetable, now, timeZone),
    past: {
      classes: await toPastClassBodies(db, past.rows, viewer.userId, now),
      page,
      totalPages,
      total: past.total,
    },
    remindersWhatsapp: reminders.class_reminders_whatsapp,
  };
}
