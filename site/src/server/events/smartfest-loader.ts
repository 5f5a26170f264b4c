import type { SmartfestEdition } from '@bimbel/domain/events/smartfest-edition';
import { getDatabase } from '../db/database.ts';
import { findCurrentEdition } from './smartfest-queries.ts';

/** The /smartfest page's edition at `now` (decision 085), without its database id. */
export async function loadSmartfestEdition(now: Date): Promise<SmartfestEdition | undefined> {
  const { db } = await getDatabase();
  const edition = await findCurrentEdition(db, now);
  if (!edition) return undefined;
  const { id: _id, ...shown } = edition;
  return shown;
}
