import type { Migration } from './index.ts';

/*
 * A notification whose signature does not check is kept as a summary only (decision 079,
 * "Notifications"): anyone can post to the notification URL, so an unsigned body must not reach
 * the database — its first fields cut short, its size and a keyed hash of the sender's address,
 * nothing more. `body` is therefore null for those rows; signed ones keep it as before.
 */
export const migration: Migration = {
  id: '0024_notification_summaries',
  sql: String.raw`
alter table payment_notifications alter column body drop not null;
alter table payment_notifications add column body_bytes integer;
alter table payment_notifications add column address_hash text;
`,
};
