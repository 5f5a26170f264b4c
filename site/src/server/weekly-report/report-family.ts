import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { loadAccountUsers } from '../users/session-data.ts';

/** A student whose week the report shows. */
export type ReportChild = { id: string; fullName: string };

/**
 * Whose weeks a session may read (decision 078):
 * - `family`: an account with a parent profile. Its login phone is the parent's, every login of
 *   it carries the parent's token too, and the profile switch never leads to the parent — so any
 *   profile of the account reads every student of the account, and the WhatsApp summary is the
 *   parent's (`parent.weeklyReportWhatsapp`). `children` may be empty (no student added yet).
 * - `student`: an account without a parent (a student who signed up on their own phone): only
 *   their own week, and no summary (it is sent to a parent).
 * Null: the token's user is no longer in its account (no session).
 */
export type ReportFamily =
  | {
      kind: 'family';
      callerId: string;
      parent: { id: string; fullName: string; phone: string; weeklyReportWhatsapp: boolean };
      children: ReportChild[];
    }
  | { kind: 'student'; callerId: string; children: [ReportChild] };

/** The family the session's account is, as the report reads it; students in the family's order. */
export async function loadReportFamily(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
): Promise<ReportFamily | null> {
  const [users, account] = await Promise.all([
    loadAccountUsers(db, auth.accountId),
    db.selectFrom('accounts').select('phone_e164').where('id', '=', auth.accountId).executeTakeFirst(),
  ]);
  const caller = users.find((user) => user.id === auth.userId);
  if (!caller || !account) return null;
  const children = users
    .filter((user) => user.role === 'student')
    .map((user) => ({ id: user.id, fullName: user.full_name }));
  const parent = users.find((user) => user.role === 'parent');
  if (parent) {
    return {
      kind: 'family',
      callerId: caller.id,
      parent: {
        id: parent.id,
        fullName: parent.full_name,
        // The summary goes to the parent's own number, else the family's login phone (theirs).
        phone: parent.phone_e164 ?? account.phone_e164,
        weeklyReportWhatsapp: parent.weekly_report_whatsapp,
      },
      children,
    };
  }
  return { kind: 'student', callerId: caller.id, children: [{ id: caller.id, fullName: caller.full_name }] };
}

/**
 * The child the report is about: `requested` when it is one of the family's students — anything
 * else (another family's student, a parent, an unknown or malformed id) is undefined, the same
 * answer whatever it was, so nobody can probe for ids. Without `requested`: the profile in use
 * when it is one of the children, else the first.
 */
export function pickReportChild(family: ReportFamily, requested?: string | null): ReportChild | undefined {
  if (requested) return family.children.find((child) => child.id === requested);
  return family.children.find((child) => child.id === family.callerId) ?? family.children[0];
}
