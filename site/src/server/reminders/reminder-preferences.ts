import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

/**
 * Whether a student gets the WhatsApp class reminders (`users.class_reminders_whatsapp`), for a
 * page loader's `<ReminderOptIn initialWhatsapp={…} />`; false for an unknown user.
 */
export async function readReminderPreference(db: Kysely<Tables>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('class_reminders_whatsapp')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.class_reminders_whatsapp ?? false;
}

/**
 * Saves a student's choice, and the zone their reminders are written in (the zone of the device
 * that made the choice; null keeps the zone stored before); answers what is stored.
 */
export async function saveReminderPreference(
  db: Kysely<Tables>,
  userId: string,
  whatsapp: boolean,
  timeZone: string | null = null,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set(timeZone ? { class_reminders_whatsapp: whatsapp, class_reminders_time_zone: timeZone } : { class_reminders_whatsapp: whatsapp })
    .where('id', '=', userId)
    .returning('class_reminders_whatsapp')
    .executeTakeFirstOrThrow();
  return row.class_reminders_whatsapp;
}
