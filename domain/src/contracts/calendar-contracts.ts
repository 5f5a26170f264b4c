import { z } from 'zod';
import { defineContract } from './contract.ts';
import {
  CLASS_CALENDAR,
  REMINDER_PREFERENCES,
  STUDENT_CALENDAR_FEED,
  STUDENT_CALENDAR_FEED_URL,
  UPDATE_REMINDER_PREFERENCES,
} from './endpoints.ts';

/*
 * Calendar files and the WhatsApp reminder opt-in (issue 14, decision 070). The .ics answers are
 * RFC 5545 iCalendar: one VEVENT per class (UID `<class id>@<host>`, SEQUENCE bumped on every
 * change, TZID Asia/Jakarta, a VALARM 15 minutes before), cancelled classes as STATUS:CANCELLED.
 */

const ICALENDAR = { contentType: 'text/calendar', description: 'RFC 5545 iCalendar (UTF-8)' } as const;

export const classCalendarContract = defineContract({
  endpoint: CLASS_CALENDAR,
  service: 'calendar',
  summary:
    'One class as an .ics file to add to a calendar (public: the same facts as /jadwal). A cancelled class comes as STATUS:CANCELLED.',
  auth: 'none',
  params: z.object({ id: z.string().max(100) }),
  response: ICALENDAR,
  errors: ['not_found'],
});

export const studentCalendarFeedContract = defineContract({
  endpoint: STUDENT_CALENDAR_FEED,
  service: 'calendar',
  summary:
    'A student’s subscribable calendar, `{file}` = `<token>.ics` from the calendar-feed call: the classes they may attend from 2 weeks ago to 8 weeks ahead. The token is the credential (calendar apps send no cookies); any other file answers 404.',
  auth: 'none',
  params: z.object({ file: z.string().max(300) }),
  response: ICALENDAR,
  errors: ['not_found'],
});

export const CalendarFeedUrlSchema = z.object({
  /** `webcal://…/<token>.ics`: opens the phone's calendar app to subscribe. */
  webcalUrl: z.string(),
  /** The same feed over http(s) (https on a real site), for apps that take a pasted address. */
  httpsUrl: z.string(),
});

export const calendarFeedUrlContract = defineContract({
  endpoint: STUDENT_CALENDAR_FEED_URL,
  service: 'calendar',
  summary: 'The calling student’s calendar feed addresses (webcal and http(s)).',
  auth: 'bearer',
  response: CalendarFeedUrlSchema,
  errors: ['student_only'],
});

export const ReminderPreferencesSchema = z.object({
  /** A WhatsApp message 30 minutes before each class the student may attend. */
  whatsapp: z.boolean({ error: 'Pilih ya atau tidak untuk pengingat WhatsApp.' }),
});
export type ReminderPreferences = z.output<typeof ReminderPreferencesSchema>;

export const reminderPreferencesContract = defineContract({
  endpoint: REMINDER_PREFERENCES,
  service: 'reminders',
  summary: 'Whether the calling student gets the WhatsApp reminder 30 minutes before each class.',
  auth: 'bearer',
  response: ReminderPreferencesSchema,
  errors: ['student_only'],
});

export const updateReminderPreferencesContract = defineContract({
  endpoint: UPDATE_REMINDER_PREFERENCES,
  service: 'reminders',
  summary: 'Turns the calling student’s WhatsApp class reminders on or off.',
  auth: 'bearer',
  body: ReminderPreferencesSchema,
  response: ReminderPreferencesSchema,
  errors: ['student_only'],
});
