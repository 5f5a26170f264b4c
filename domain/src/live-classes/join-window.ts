import type { LiveClassPhase } from './live-class.ts';

/**
 * Minutes before its start that a class can be joined (issue 14; docs/product §9 lists "a constant
 * 15" without a purpose — this is where the product uses it).
 */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
/** The WhatsApp reminder goes this many minutes before a class starts. */
export const REMINDER_MINUTES_BEFORE = 30;
/** The calendar alarm (VALARM) fires this many minutes before a class starts. */
export const CALENDAR_ALARM_MINUTES_BEFORE = 15;

type Timed = { startsAt: Date; endsAt: Date };

/** When the join button turns on: 15 minutes before the start. */
export function joinOpensAt(liveClass: Pick<Timed, 'startsAt'>): Date {
  return new Date(liveClass.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
}

/**
 * Whether a class can be joined at `now`: from 15 minutes before the start until the end.
 * 'early' and 'ended' say which side of the window `now` is on.
 *
 * @example
 * joinWindowState({ startsAt: at('19:00'), endsAt: at('20:30') }, at('18:50')); // 'open'
 */
export function joinWindowState(liveClass: Timed, now: Date): 'early' | 'open' | 'ended' {
  if (now.getTime() < joinOpensAt(liveClass).getTime()) return 'early';
  if (now.getTime() >= liveClass.endsAt.getTime()) return 'ended';
  return 'open';
}

/**
 * Upcoming before the start, ongoing from the start until the end, past from the end on.
 */
export function liveClassPhase(liveClass: Timed, now: Date): LiveClassPhase {
  if (now.getTime() < liveClass.startsAt.getTime()) return 'upcoming';
  if (now.getTime() < liveClass.endsAt.getTime()) return 'ongoing';
  return 'past';
}
