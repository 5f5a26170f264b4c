import type { Kysely } from 'kysely';
import type { FreeSession, FreeSlot } from '@bimbel/domain/contracts/free-session-contracts';
import { FREE_SLOTS_AHEAD_DAYS } from '@bimbel/domain/live-classes/class-booking';
import { parseFreeSessionId } from '@bimbel/domain/live-classes/free-session';
import { SLOT_SELECTION_PARAMS } from '@bimbel/domain/routes/slot-selection-path';
import { startOfZonedDay, zonedDateKey } from '@bimbel/domain/time/jakarta-week';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { SubscriptionType } from '@bimbel/domain/subscription/subscription-type';
import type { Tables } from '../db/schema.ts';
import { readReminderPreference } from '../reminders/reminder-preferences.ts';
import {
  freeSessionExists,
  groupFreeSessions,
  listFreeSlotRows,
  loadSlotViewer,
  slotState,
  toFreeSession,
  toFreeSlot,
  viewerBookings,
} from './free-session-queries.ts';

const DAY_MS = 86_400_000;

/** Who is choosing, as the page words its offer. */
export type SlotSelectionViewer =
  | { kind: 'anonymous' }
  | { kind: 'parent'; studentCount: number }
  | { kind: 'student'; firstName: string; grade: number | null; subscriptionType: SubscriptionType };

/** A day of slots in the viewer's zone: 'Hari ini', 'Besok', 'Kamis, 26 November'. */
export type SlotDay = { dateKey: string; label: string; slots: FreeSlot[] };

/**
 * What /slot-selection shows:
 * - `sessions`: the free sessions to choose from (of one grade, or all), and whether the session
 *   asked for (`?sesi=`) was unknown;
 * - `session`: one free session's slots by day, the slot preselected (`?slot=`, or the student's
 *   own booking), the student's seat to come in it, and their WhatsApp reminder choice.
 */
export type SlotSelectionData =
  | {
      kind: 'sessions';
      viewer: SlotSelectionViewer;
      grade: number | null;
      sessions: FreeSession[];
      unknownSession: boolean;
      timeZone: string;
    }
  | {
      kind: 'session';
      viewer: SlotSelectionViewer;
      session: FreeSession;
      days: SlotDay[];
      selectedSlotId: string | null;
      booking: FreeSlot | null;
      remindersWhatsapp: boolean | null;
      timeZone: string;
      now: string;
    };

/** The page's query: `sesi`, `slot`, `kelas` (anything else is ignored). */
export function readSlotSelectionQuery(search: string): {
  session: string | null;
  slot: string | null;
  grade: number | null;
} {
  const params = new URLSearchParams(search);
  const gradeText = params.get(SLOT_SELECTION_PARAMS.grade) ?? '';
  const grade =
    /^\d{1,2}$/.test(gradeText) && Number(gradeText) >= 4 && Number(gradeText) <= 12
      ? Number(gradeText)
      : null;
  return {
    session: params.get(SLOT_SELECTION_PARAMS.session)?.slice(0, 100) || null,
    slot: params.get(SLOT_SELECTION_PARAMS.slot)?.slice(0, 100) || null,
    grade,
  };
}

function dayLabel(start: Date, now: Date, timeZone: string): string {
  const key = zonedDateKey(start, timeZone);
  if (key === zonedDateKey(now, timeZone)) return 'Hari ini';
  if (key === zonedDateKey(startOfZonedDay(now, 1, timeZone), timeZone)) return 'Besok';
  return inZone(start, timeZone).format('dddd, D MMMM');
}

/** Slots (in start order) by their date in the viewer's zone. */
export function groupSlotsByDay(slots: readonly FreeSlot[], now: Date, timeZone: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.startsAt);
    const dateKey = zonedDateKey(start, timeZone);
    const day = days.get(dateKey) ?? { dateKey, label: dayLabel(start, now, timeZone), slots: [] };
    day.slots.push(slot);
    days.set(dateKey, day);
  }
  return [...days.values()];
}

async function describeViewer(
  db: Kysely<Tables>,
  userId: string | null,
  viewer: Awaited<ReturnType<typeof loadSlotViewer>>,
): Promise<SlotSelectionViewer> {
  if (viewer.kind === 'anonymous' || !userId) return { kind: 'anonymous' };
  const user = await db
    .selectFrom('users')
    .select(['full_name', 'account_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (viewer.kind === 'parent') {
    const students = await db
      .selectFrom('users')
      .select('id')
      .where('account_id', '=', user.account_id)
      .where('role', '=', 'student')
      .execute();
    return { kind: 'parent', studentCount: students.length };
  }
  return {
    kind: 'student',
    firstName: user.full_name.trim().split(/\s+/)[0] ?? '',
    grade: viewer.grade,
    subscriptionType: viewer.subscriptionType,
  };
}

/**
 * /slot-selection's data, read on the server (decision 074). Without `?sesi=`, a student whose
 * grade has exactly one free session goes straight to its slots; otherwise the sessions are
 * listed (of `?kelas=`, else of the student's grade, else all).
 */
export async function loadSlotSelection(
  db: Kysely<Tables>,
  {
    userId,
    query,
    now,
    timeZone,
  }: {
    userId: string | null;
    query: ReturnType<typeof readSlotSelectionQuery>;
    now: Date;
    timeZone: string;
  },
): Promise<SlotSelectionData> {
  const slotViewer = await loadSlotViewer(db, userId ?? undefined, now);
  const viewer = await describeViewer(db, userId, slotViewer);
  const until = new Date(now.getTime() + FREE_SLOTS_AHEAD_DAYS * DAY_MS);

  let key = query.session ? parseFreeSessionId(query.session) : null;
  if (key && !(await freeSessionExists(db, key))) key = null;
  const unknownSession = query.session !== null && key === null;

  if (!key) {
    const grade = query.grade ?? (viewer.kind === 'student' ? viewer.grade : null);
    const rows = await listFreeSlotRows(db, { now, from: now, to: until, grade: grade ?? undefined });
    const booked = await viewerBookings(db, slotViewer, rows);
    const filter =
      grade === null
        ? {}
        : {
            grade,
            ...(slotViewer.kind === 'student' && slotViewer.stream && query.grade === null
              ? { stream: slotViewer.stream }
              : {}),
          };
    const sessions = groupFreeSessions(rows, slotViewer, booked, filter);
    const own = viewer.kind === 'student' && query.grade === null && !unknownSession && sessions.length === 1;
    if (!own) return { kind: 'sessions', viewer, grade, sessions, unknownSession, timeZone };
    key = parseFreeSessionId(sessions[0]!.id);
    if (!key) return { kind: 'sessions', viewer, grade, sessions, unknownSession, timeZone };
  }

  const rows = await listFreeSlotRows(db, { now, from: now, to: until, key });
  const booked = await viewerBookings(db, slotViewer, rows);
  const slots = rows.map((row) => toFreeSlot(row, slotState(row, slotViewer, booked)));
  const booking = slots.find((slot) => slot.state === 'booked') ?? null;
  const asked = slots.find(
    (slot) => slot.id === query.slot && (slot.state === 'open' || slot.state === 'booked'),
  );
  return {
    kind: 'session',
    viewer,
    session: toFreeSession(key, slots),
    days: groupSlotsByDay(slots, now, timeZone),
    selectedSlotId: asked?.id ?? booking?.id ?? null,
    booking,
    remindersWhatsapp:
      slotViewer.kind === 'student' ? await readReminderPreference(db, slotViewer.userId) : null,
    timeZone,
    now: now.toISOString(),
  };
}
