import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';

export type NewSupportIssue = { phoneE164: string; source: string; action: string; userId: string | null };

/** Stores a support request; `userId` is kept only while that user exists (the row outlives it). */
export async function insertSupportIssue(
  db: Kysely<Tables>,
  issue: NewSupportIssue,
  now: Date,
): Promise<{ id: string }> {
  const userId = issue.userId
    ? ((await db.selectFrom('users').select('id').where('id', '=', issue.userId).executeTakeFirst())?.id ??
      null)
    : null;
  return db
    .insertInto('support_issues')
    .values({
      phone_e164: issue.phoneE164,
      source: issue.source,
      action: issue.action,
      user_id: userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
