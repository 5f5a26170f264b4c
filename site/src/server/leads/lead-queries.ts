import { isUuid } from '@bimbel/domain/validation/uuid';
import { sql, type Kysely } from 'kysely';
import type { Tables, UserRole } from '../db/schema.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';

export type NewLead = {
  userType: UserRole;
  /** E.164. */
  phoneE164: string;
  name: string;
  /** The grade as stored: the lead form's 4–12, as text. */
  grade: string;
  sourcePage: string;
  reason: string | null;
  /** The logged-in caller; kept only while that user exists. */
  userId: string | null;
  /** Salted hash of the client IP (never the IP itself). */
  ipHash: string;
  requestId: string;
  /** When the lead arrived (the request's clock): its created_at. */
  receivedAt: Date;
};

export type LeadPolicy = {
  phone: Omit<RateLimitRule, 'key'>;
  ip: Omit<RateLimitRule, 'key'>;
  repeatWindowSeconds: number;
};

export type StoreLeadResult =
  | { kind: 'created'; id: string; createdAt: Date }
  /** The same lead came in a moment ago: nothing new is stored (a missing reason is filled in). */
  | { kind: 'repeat'; id: string; createdAt: Date }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

export type Window = { start: Date; end: Date };

/** The fixed window of `windowSeconds` holding `now` (the windows of rate-limit/hitRateLimit). */
export function windowOf(now: Date, windowSeconds: number): Window {
  const ms = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  return { start, end: new Date(start.getTime() + ms) };
}

/** Rate-limit counter keys of a lead: the phone in clear (as the OTP limits do), the IP only hashed. */
export const leadPhoneKey = (phoneE164: string) => `lead:phone:${phoneE164}`;
export const leadIpKey = (ipHash: string) => `lead:ip:${ipHash}`;

/** One element of store_leads()'s JSON array (migrations/0003_store_leads.ts). */
function toStoreLeadsRecord(lead: NewLead, policy: LeadPolicy) {
  const phoneWindow = windowOf(lead.receivedAt, policy.phone.windowSeconds);
  const ipWindow = windowOf(lead.receivedAt, policy.ip.windowSeconds);
  return {
    user_type: lead.userType,
    phone_e164: lead.phoneE164,
    name: lead.name,
    grade: lead.grade,
    source_page: lead.sourcePage,
    reason: lead.reason,
    // A malformed id would fail the uuid cast and with it every lead of the call.
    user_id: lead.userId && isUuid(lead.userId) ? lead.userId : null,
    ip_hash: lead.ipHash,
    request_id: lead.requestId,
    created_at: lead.receivedAt.toISOString(),
    phone_key: leadPhoneKey(lead.phoneE164),
    phone_window_start: phoneWindow.start.toISOString(),
    phone_window_end: phoneWindow.end.toISOString(),
    ip_key: leadIpKey(lead.ipHash),
    ip_window_start: ipWindow.start.toISOString(),
    ip_window_end: ipWindow.end.toISOString(),
  };
}

type StoreLeadsRow = {
  r_ord: number;
  r_outcome: 'created' | 'repeat' | 'rate_limited';
  r_id: string | null;
  r_created_at: Date | null;
  r_retry_until: Date | null;
};

function toResult(row: StoreLeadsRow | undefined, lead: NewLead): StoreLeadResult {
  if (row?.r_outcome === 'rate_limited' && row.r_retry_until) {
    const seconds = Math.ceil((row.r_retry_until.getTime() - lead.receivedAt.getTime()) / 1000);
    return { kind: 'rate_limited', retryAfterSeconds: Math.max(1, seconds) };
  }
  if ((row?.r_outcome === 'created' || row?.r_outcome === 'repeat') && row.r_id && row.r_created_at) {
    return { kind: row.r_outcome, id: row.r_id, createdAt: row.r_created_at };
  }
  throw new Error(`store_leads gave no usable outcome for lead ${lead.requestId}`);
}

/**
 * Handles `leads` one after another, in order — rate limits, repeat check, insert — exactly as
 * separate calls would, but in ONE statement (one round trip, one commit). When it resolves,
 * every "created" lead is stored. Throws if the statement fails: then nothing of it is stored.
 */
export async function storeLeads(
  db: Kysely<Tables>,
  leads: readonly NewLead[],
  policy: LeadPolicy,
): Promise<StoreLeadResult[]> {
  if (leads.length === 0) return [];
  const records = JSON.stringify(leads.map((lead) => toStoreLeadsRecord(lead, policy)));
  const { rows } = await sql<StoreLeadsRow>`
    select r_ord, r_outcome, r_id, r_created_at, r_retry_until
    from store_leads(${records}::jsonb, ${policy.phone.limit}::int, ${policy.ip.limit}::int, ${policy.repeatWindowSeconds}::int)
  `.execute(db);
  const byOrder = new Map(rows.map((row) => [row.r_ord, row]));
  return leads.map((lead, index) => toResult(byOrder.get(index + 1), lead));
}
