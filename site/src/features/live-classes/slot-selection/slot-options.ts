import type { FreeSlot, SlotState } from '@bimbel/domain/contracts/free-session-contracts';
import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import type { SlotDay } from '#site/server/free-sessions/slot-selection-loader.ts';

/** Seats left at or under this read "few" (the badge turns amber: book soon). */
export const FEW_SEATS = 3;

export type SeatTone = 'plenty' | 'few' | 'none' | 'mine';

/** A slot as the picker shows it: everything written out on the server, in the viewer's zone. */
export type SlotOptionView = {
  id: string;
  /** '17.00–18.00 WIB'. */
  time: string;
  topic: string;
  teacher: string;
  state: SlotState;
  seats: { label: string; tone: SeatTone };
  /** Whether it can be chosen to book: a seat left and the viewer may book it. */
  selectable: boolean;
};

export type SlotDayView = { dateKey: string; label: string; options: SlotOptionView[] };

/**
 * The seats of a slot in words: 'Kursimu', 'Penuh', 'Sisa 2 kursi lagi' (3 or fewer), 'Sisa 9 kursi';
 * 'Termasuk paketmu' for a student whose package or trial already covers it.
 *
 * @example
 * describeSeats({ state: 'open', seatsLeft: 1 }); // { label: 'Sisa 1 kursi lagi', tone: 'few' }
 */
export function describeSeats(slot: Pick<FreeSlot, 'state' | 'seatsLeft'>): {
  label: string;
  tone: SeatTone;
} {
  if (slot.state === 'booked') return { label: 'Kursimu', tone: 'mine' };
  if (slot.state === 'included') return { label: 'Termasuk paketmu', tone: 'plenty' };
  if (slot.state === 'full' || slot.seatsLeft === 0) return { label: 'Penuh', tone: 'none' };
  if (slot.seatsLeft <= FEW_SEATS) return { label: `Sisa ${slot.seatsLeft} kursi lagi`, tone: 'few' };
  return { label: `Sisa ${slot.seatsLeft} kursi`, tone: 'plenty' };
}

/** The loader's days of slots as the picker renders them. */
export function toSlotDayViews(days: readonly SlotDay[], timeZone: string): SlotDayView[] {
  return days.map((day) => ({
    dateKey: day.dateKey,
    label: day.label,
    options: day.slots.map((slot) => ({
      id: slot.id,
      time: formatTimeRangeInZone(new Date(slot.startsAt), new Date(slot.endsAt), timeZone),
      topic: slot.topic,
      teacher: slot.teacher.name,
      state: slot.state,
      seats: describeSeats(slot),
      selectable: slot.state === 'open',
    })),
  }));
}
