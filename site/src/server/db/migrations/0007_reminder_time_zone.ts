import type { Migration } from './index.ts';

/*
 * users.class_reminders_time_zone: the zone a student's WhatsApp class reminders are written in
 * (Asia/Jakarta, Asia/Makassar or Asia/Jayapura — WIB, WITA, WIT), taken from the zone the
 * student's browser reported when they turned the reminder on. Null means WIB, the product's
 * zone (a student who never opted in from a page, or the mobile app without the cookie).
 */
export const migration: Migration = {
  id: '0007_reminder_time_zone',
  sql: String.raw`
alter table users add column class_reminders_time_zone text;
`,
};
