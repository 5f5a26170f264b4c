import type { Kysely } from 'kysely';
import type { JsonValue, Tables } from '../db/schema.ts';

/** One modal's content as the API returns it. */
export type ModalContent = { key: string; locale: string; content: { [key: string]: JsonValue } };

/**
 * The enabled modal configurations, each in the first of `locales` it exists in (so a key
 * missing in English still shows in Indonesian), ordered by key. `key` limits it to one modal.
 */
export async function findModalContents(
  db: Kysely<Tables>,
  locales: readonly string[],
  key?: string,
): Promise<ModalContent[]> {
  let query = db
    .selectFrom('modal_configurations')
    .select(['key', 'locale', 'content'])
    .where('enabled', '=', true)
    .where('locale', 'in', locales);
  if (key !== undefined) query = query.where('key', '=', key);
  const rows = await query.orderBy('key').execute();

  const best = new Map<string, ModalContent>();
  for (const row of rows) {
    const current = best.get(row.key);
    if (!current || locales.indexOf(row.locale) < locales.indexOf(current.locale)) best.set(row.key, row);
  }
  return [...best.values()];
}

/** A modal configuration to store (content as an object; it is written as JSON). */
export type NewModalContent = {
  key: string;
  locale: string;
  enabled?: boolean;
  content: { [key: string]: JsonValue };
};

/** Inserts modal configurations, leaving any (key, locale) that already exists alone. */
export async function insertModalConfigurations(
  db: Kysely<Tables>,
  rows: readonly NewModalContent[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('modal_configurations')
    .values(
      rows.map((row) => ({
        key: row.key,
        locale: row.locale,
        enabled: row.enabled ?? true,
        content: JSON.stringify(row.content),
      })),
    )
    .onConflict((conflict) => conflict.columns(['key', 'locale']).doNothing())
    .execute();
}
