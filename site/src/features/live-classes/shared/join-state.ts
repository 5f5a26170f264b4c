import { JOIN_OPENS_MINUTES_BEFORE } from '@bimbel/domain/live-classes/join-window';
import { formatClockDuration } from '@bimbel/domain/time/format-clock-duration';
import { formatDurationInWords } from '@bimbel/domain/time/format-duration-in-words';

/** Times of a class as the join button reads them (ISO strings of the class body). */
export type JoinTimes = { joinOpensAt: string; startsAt: string; endsAt: string };

export type JoinState =
  | { state: 'early'; countdown: string }
  | { state: 'open'; countdown: null }
  | { state: 'ended'; countdown: null };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Announced once when the button turns on while the page is open. */
export const JOIN_OPENED_ANNOUNCEMENT = 'Kelas sudah bisa dimasuki';

/**
 * Where a class's join window stands at `nowMs`, with the line shown under a disabled button:
 * - the last hour before it opens: a clock counting down, 'Dibuka dalam 12:30';
 * - earlier the same day or so: when the class starts, in words to the minute, 'Mulai dalam 2 jam 5 menit';
 * - a day or more ahead: when the button turns on, 'Bisa masuk 15 menit sebelum mulai'.
 *
 * @example
 * describeJoinState({ joinOpensAt: '…T11:45Z', startsAt: '…T12:00Z', endsAt: '…T13:30Z' }, Date.parse('…T11:32:30Z'));
 * // { state: 'early', countdown: 'Dibuka dalam 12:30' }
 */
export function describeJoinState(times: JoinTimes, nowMs: number): JoinState {
  const opensAt = Date.parse(times.joinOpensAt);
  if (nowMs >= Date.parse(times.endsAt)) return { state: 'ended', countdown: null };
  if (nowMs >= opensAt) return { state: 'open', countdown: null };
  const untilOpen = opensAt - nowMs;
  if (untilOpen <= HOUR_MS) {
    // Rounded up: the clock reads 00:01 in the last second, never 00:00 while still closed.
    return { state: 'early', countdown: `Dibuka dalam ${formatClockDuration(Math.ceil(untilOpen / 1000))}` };
  }
  const untilStart = Date.parse(times.startsAt) - nowMs;
  if (untilStart < DAY_MS) {
    const minutes = Math.ceil(untilStart / 60_000);
    return { state: 'early', countdown: `Mulai dalam ${formatDurationInWords(minutes * 60)}` };
  }
  return { state: 'early', countdown: `Bisa masuk ${JOIN_OPENS_MINUTES_BEFORE} menit sebelum mulai` };
}
