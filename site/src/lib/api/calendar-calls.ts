import type {
  calendarFeedUrlContract,
  reminderPreferencesContract,
  updateReminderPreferencesContract,
} from '@bimbel/domain/contracts/calendar-contracts';
import {
  REMINDER_PREFERENCES,
  STUDENT_CALENDAR_FEED_URL,
  UPDATE_REMINDER_PREFERENCES,
} from '@bimbel/domain/contracts/endpoints';
import { defineCall } from './define-call.ts';

/** The calling student's calendar feed addresses (`webcalUrl`, `httpsUrl`). */
export const getCalendarFeedUrl = defineCall<typeof calendarFeedUrlContract>(STUDENT_CALENDAR_FEED_URL);
/** Whether the calling student gets WhatsApp class reminders. */
export const getReminderPreferences = defineCall<typeof reminderPreferencesContract>(REMINDER_PREFERENCES);
/** Turns the calling student's WhatsApp class reminders on or off. */
export const updateReminderPreferences = defineCall<typeof updateReminderPreferencesContract>(
  UPDATE_REMINDER_PREFERENCES,
);
