import {
  BOOK_SLOT,
  CANCEL_SLOT_BOOKING,
  FREE_SESSION_SLOTS,
  FREE_SESSIONS,
} from '@bimbel/domain/contracts/endpoints';
import type {
  bookSlotContract,
  cancelSlotBookingContract,
  freeSessionSlotsContract,
  freeSessionsContract,
} from '@bimbel/domain/contracts/free-session-contracts';
import { defineCall } from './define-call.ts';

/** The free sessions with slots in the next three weeks (`curriculum`, `class`, `grade`, `stream`). */
export const getFreeSessions = defineCall<typeof freeSessionsContract>(FREE_SESSIONS);
/** The slots of one free session between `startDate` and `endDate` (Jakarta dates). */
export const getFreeSessionSlots = defineCall<typeof freeSessionSlotsContract>(FREE_SESSION_SLOTS);
/** Books a seat in a slot for the current student profile (201 new, 200 already theirs). */
export const bookSlot = defineCall<typeof bookSlotContract>(BOOK_SLOT);
/** Gives the current student's seat in a slot back, before it starts. */
export const cancelSlotBooking = defineCall<typeof cancelSlotBookingContract>(CANCEL_SLOT_BOOKING);
