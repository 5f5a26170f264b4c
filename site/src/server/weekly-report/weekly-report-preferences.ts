import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

/** Saves a parent's choice of the weekly WhatsApp summary; answers what is stored. */
export async function saveWeeklyReportPreference(
  db: Kysely<Tables>,
  parentId: string,
  whatsapp: boolean,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ weekly_report_whatsapp: whatsapp })
    .where('id', '=', parentId)
    .where('role', '=', 'parent')
    .returning('weekly_report_whatsapp')
    .executeTakeFirstOrThrow();
  return row.weekly_report_whatsapp;
}
