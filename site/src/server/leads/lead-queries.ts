import { isUuid } from '@bimbel/domain/validation/uuid';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LeadRepeatClaimsTable, Tables, UserRole } from '../db/schema.ts';

/* The statements of the lead service; the rules that order them are in store-leads.ts. */

/** What makes two leads "the same lead" for the repeat window. */
export type LeadFingerprint = {
  /** E.164. */
  phoneE164: string;
  name: string;
  /** The grade as stored: the lead form's 4–12, as text. */
  grade: string;
  sourcePage: string;
};

export type NewLead = LeadFingerprint & {
  userType: UserRole;
  /** The logged-in caller; kept only while that user exists. */
  userId: string | null;
  /** Keyed hash of the client IP (never the IP itself). */
  ipHash: string;
  requestId: string;
  /** When the lead arrived (the request's clock): its created_at. */
  receivedAt: Date;
};

/** The lead that holds a repeat window. */
export type RepeatClaim = LeadFingerprint & { leadId: string; leadCreatedAt: Date; expiresAt: Date };

type LeadFingerprintRow = { phone_e164: string; name: string; grade: string; source_page: string };

/** The text that tells fingerprints apart in maps. */
export function fingerprintKey(lead: LeadFingerprint): string {
  return JSON.stringify([lead.phoneE164, lead.name, lead.grade, lead.sourcePage]);
}

/** The claims of these fingerprints that have not expired by `now` (one statement). */
export async function findRepeatClaims(
  db: Kysely<Tables>,
  fingerprints: readonly LeadFingerprint[],
  now: Date,
): Promise<Map<string, RepeatClaim>> {
  if (fingerprints.length === 0) return new Map();
  const wanted = JSON.stringify(
    fingerprints.map((lead) => ({
      phone_e164: lead.phoneE164,
      name: lead.name,
      grade: lead.grade,
      source_page: lead.sourcePage,
    })),
  );
  // The fingerprints as one JSON parameter (one plan whatever the batch size). LATERAL with
  // OFFSET 0 (which keeps the planner from flattening it) makes it one primary-key lookup per
  // fingerprint: the embedded database has no statistics, and a plain join there scans the table.
  const { rows } = await sql<Selectable<LeadRepeatClaimsTable>>`
    select claim.*
    from jsonb_to_recordset(${wanted}::jsonb) as wanted(phone_e164 text, name text, grade text, source_page text)
    cross join lateral (
      select * from lead_repeat_claims held
      where held.phone_e164 = wanted.phone_e164 and held.name = wanted.name
        and held.grade = wanted.grade and held.source_page = wanted.source_page
        and held.expires_at > ${now}
      offset 0
    ) claim`.execute(db);
  const claims = rows.map((row) => ({
    phoneE164: row.phone_e164,
    name: row.name,
    grade: row.grade,
    sourcePage: row.source_page,
    leadId: row.lead_id,
    leadCreatedAt: row.lead_created_at,
    expiresAt: row.expires_at,
  }));
  return new Map(claims.map((claim) => [fingerprintKey(claim), claim]));
}

/**
 * Takes the repeat window of each claim's fingerprint for its lead — unless a claim that has not
 * expired by the new lead's time holds it (another process got the same lead first). Atomic: one
 * upsert. Answers the fingerprint keys taken.
 */
export async function takeRepeatClaims(
  db: Kysely<Tables>,
  claims: readonly RepeatClaim[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const records = JSON.stringify(
    claims.map((claim) => ({
      phone_e164: claim.phoneE164,
      name: claim.name,
      grade: claim.grade,
      source_page: claim.sourcePage,
      lead_id: claim.leadId,
      lead_created_at: claim.leadCreatedAt,
      expires_at: claim.expiresAt,
    })),
  );
  const { rows } = await sql<LeadFingerprintRow>`
    insert into lead_repeat_claims as claim (phone_e164, name, grade, source_page, lead_id, lead_created_at, expires_at)
    select * from jsonb_to_recordset(${records}::jsonb) as x(
      phone_e164 text, name text, grade text, source_page text, lead_id uuid, lead_created_at timestamptz, expires_at timestamptz)
    on conflict (phone_e164, name, grade, source_page) do update
      set lead_id = excluded.lead_id, lead_created_at = excluded.lead_created_at, expires_at = excluded.expires_at
      where claim.expires_at <= excluded.lead_created_at
    returning phone_e164, name, grade, source_page`.execute(db);
  return new Set(
    rows.map((row) =>
      fingerprintKey({
        phoneE164: row.phone_e164,
        name: row.name,
        grade: row.grade,
        sourcePage: row.source_page,
      }),
    ),
  );
}

/** Which of these user ids still exist (a lead keeps its user only then). */
export async function existingUserIds(db: Kysely<Tables>, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Inserts leads with the ids chosen for their claims (one statement). */
export async function insertLeads(
  db: Kysely<Tables>,
  leads: readonly { id: string; lead: NewLead; userId: string | null }[],
): Promise<void> {
  if (leads.length === 0) return;
  const records = JSON.stringify(
    leads.map(({ id, lead, userId }) => ({
      id,
      user_type: lead.userType,
      phone_e164: lead.phoneE164,
      name: lead.name,
      grade: lead.grade,
      source_page: lead.sourcePage,
      user_id: userId,
      ip_hash: lead.ipHash,
      request_id: lead.requestId,
      created_at: lead.receivedAt,
    })),
  );
  await sql`
    insert into leads (id, user_type, phone_e164, name, grade, source_page, user_id, ip_hash, request_id, created_at)
    select * from jsonb_to_recordset(${records}::jsonb) as x(
      id uuid, user_type text, phone_e164 text, name text, grade text, source_page text,
      user_id uuid, ip_hash text, request_id text, created_at timestamptz)`.execute(db);
}

/** Stores reason tokens, as their hashes (one statement). */
export async function insertReasonTokens(
  db: Kysely<Tables>,
  tokens: readonly { tokenHash: string; leadId: string; createdAt: Date; expiresAt: Date }[],
): Promise<void> {
  if (tokens.length === 0) return;
  const records = JSON.stringify(
    tokens.map((token) => ({
      token_hash: token.tokenHash,
      lead_id: token.leadId,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })),
  );
  await sql`
    insert into lead_reason_tokens (token_hash, lead_id, created_at, expires_at)
    select * from jsonb_to_recordset(${records}::jsonb) as x(
      token_hash text, lead_id uuid, created_at timestamptz, expires_at timestamptz)`.execute(db);
}

/**
 * Sets the reason of lead `leadId` if — and only if — `tokenHash` is a token of that lead that has
 * not expired by `now`. One statement, so the check and the write cannot be separated. False when
 * nothing was written (unknown, expired or another lead's token; no such lead).
 */
export async function setLeadReason(
  db: Kysely<Tables>,
  change: { leadId: string; tokenHash: string; reason: string; now: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('leads')
    .set({ reason: change.reason })
    .where('id', '=', change.leadId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lead_reason_tokens')
          .select('lead_reason_tokens.token_hash')
          .where('lead_reason_tokens.token_hash', '=', change.tokenHash)
          .whereRef('lead_reason_tokens.lead_id', '=', 'leads.id')
          .where('lead_reason_tokens.expires_at', '>', change.now),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Drops repeat claims and reason tokens whose time is over: neither is read again once expired
 * (a claim is replaced, a token refused), so they only cost space.
 */
export async function pruneExpiredLeadRows(db: Kysely<Tables>, now: Date = new Date()): Promise<void> {
  await db.deleteFrom('lead_repeat_claims').where('expires_at', '<', now).execute();
  await db.deleteFrom('lead_reason_tokens').where('expires_at', '<', now).execute();
}
