import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { createOpaqueToken, hashToken } from '../auth/opaque-token.ts';
import { hitRateLimits, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import {
  existingUserIds,
  findRepeatClaims,
  fingerprintKey,
  insertLeads,
  insertReasonTokens,
  takeRepeatClaims,
  type NewLead,
  type RepeatClaim,
} from './lead-queries.ts';
import {
  LEAD_REASON_TOKEN_TTL_SECONDS,
  LEAD_REPEAT_WINDOW_SECONDS,
  leadIpRule,
  leadPhoneRule,
} from './lead-policy.ts';

export type StoredLead = {
  /** `repeat`: the same lead came in a moment ago; nothing new is stored, `id` is the earlier lead. */
  kind: 'created' | 'repeat';
  id: string;
  createdAt: Date;
  /** Lets the sender add the reason to lead `id` (PUT /api/v1/callmeback/{id}); stored hashed. */
  reasonToken: string;
};

export type StoreLeadResult = StoredLead | { kind: 'rate_limited'; retryAfterSeconds: number };

type Outcome =
  | { kind: 'created' | 'repeat'; id: string; createdAt: Date }
  | { kind: 'rate_limited'; retryAfterSeconds: number };

/** The outcome of each lead of a batch, by index, as the rules decide them. */
type Outcomes = (Outcome | undefined)[];

const seconds = (at: Date, count: number) => new Date(at.getTime() + count * 1000);

/**
 * The lead rules, for a batch of leads in arrival order, answering exactly what one call per lead
 * in that order would:
 *
 * 1. every submission counts against its IP's limit (repeats too): over it → `rate_limited`;
 * 2. the same lead (phone, name, grade, source) whose repeat window is still open → `repeat` with
 *    that lead's id; a repeat calls nobody twice, so it does not count against the number;
 * 3. a new lead counts against its number's limit: over it → `rate_limited`;
 * 4. otherwise the lead takes the repeat window of its fingerprint and is stored → `created`.
 *
 * Every stored or repeated answer carries a fresh reason token for its lead. The limits are
 * rate-limit counters (hitRateLimits: one statement per rule for the whole batch); the only step
 * the database decides is taking the repeat window (an upsert that keeps a live claim), so two
 * processes receiving the same lead at once store it once. All in one transaction: when this
 * resolves, every created lead and token is committed; when it throws, none is.
 */
export async function storeLeads(db: Kysely<Tables>, leads: readonly NewLead[]): Promise<StoreLeadResult[]> {
  if (leads.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const outcomes: Outcomes = new Array(leads.length);
    const all = leads.map((_, index) => index);
    const admitted = await refuseOverLimit(trx, leads, all, (lead) => leadIpRule(lead.ipHash), outcomes);
    // The first admitted lead of each fingerprint goes through the rules; the same lead again in
    // this batch gets that one's outcome (a repeat of it, or the same refusal).
    const { firsts, followers } = groupSameLeads(leads, admitted);
    const fresh = await answerRepeats(trx, leads, firsts, outcomes);
    const allowed = await refuseOverLimit(
      trx,
      leads,
      fresh,
      (lead) => leadPhoneRule(lead.phoneE164),
      outcomes,
    );
    await insertNewLeads(trx, leads, allowed, outcomes);
    for (const [index, first] of followers) {
      const outcome = outcomes[first]!;
      outcomes[index] = outcome.kind === 'rate_limited' ? outcome : { ...outcome, kind: 'repeat' };
    }
    return issueReasonTokens(trx, leads, outcomes);
  });
}

/** Counts a hit of `ruleOf(lead)` for each lead of `indices`; refuses those over it. Answers the others. */
async function refuseOverLimit(
  db: Kysely<Tables>,
  leads: readonly NewLead[],
  indices: readonly number[],
  ruleOf: (lead: NewLead) => RateLimitRule,
  outcomes: Outcomes,
): Promise<number[]> {
  const hits = await hitRateLimits(
    db,
    indices.map((index) => ({ rule: ruleOf(leads[index]!), now: leads[index]!.receivedAt })),
  );
  return indices.filter((index, position) => {
    const hit = hits[position]!;
    if (!hit.allowed) outcomes[index] = { kind: 'rate_limited', retryAfterSeconds: hit.retryAfterSeconds };
    return hit.allowed;
  });
}

/** Splits `indices` into the first lead of each fingerprint and the later ones (with their first). */
function groupSameLeads(leads: readonly NewLead[], indices: readonly number[]) {
  const firstOf = new Map<string, number>();
  const followers: [index: number, first: number][] = [];
  for (const index of indices) {
    const key = fingerprintKey(leads[index]!);
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, index);
    else followers.push([index, first]);
  }
  return { firsts: [...firstOf.values()], followers };
}

const earliestOf = (leads: readonly NewLead[], indices: readonly number[]) =>
  new Date(Math.min(...indices.map((index) => leads[index]!.receivedAt.getTime())));

/** Answers `repeat` for the leads whose repeat window is open; answers the others. */
async function answerRepeats(
  db: Kysely<Tables>,
  leads: readonly NewLead[],
  indices: readonly number[],
  outcomes: Outcomes,
): Promise<number[]> {
  if (indices.length === 0) return [];
  const claims = await findRepeatClaims(
    db,
    indices.map((index) => leads[index]!),
    earliestOf(leads, indices),
  );
  return indices.filter((index) => {
    const claim = claims.get(fingerprintKey(leads[index]!));
    if (!claim || claim.expiresAt <= leads[index]!.receivedAt) return true;
    outcomes[index] = { kind: 'repeat', id: claim.leadId, createdAt: claim.leadCreatedAt };
    return false;
  });
}

/**
 * Takes the repeat window of each lead and inserts the leads that got it (`created`). A window
 * another process took since answerRepeats looked (PostgreSQL only) makes the lead a repeat of
 * that process's lead: the upsert waited for its commit, so the look-up sees it.
 */
async function insertNewLeads(
  db: Kysely<Tables>,
  leads: readonly NewLead[],
  indices: readonly number[],
  outcomes: Outcomes,
): Promise<void> {
  const claims = indices.map((index): RepeatClaim & { index: number } => {
    const lead = leads[index]!;
    return {
      index,
      phoneE164: lead.phoneE164,
      name: lead.name,
      grade: lead.grade,
      sourcePage: lead.sourcePage,
      leadId: randomUUID(),
      leadCreatedAt: lead.receivedAt,
      expiresAt: seconds(lead.receivedAt, LEAD_REPEAT_WINDOW_SECONDS),
    };
  });
  const taken = await takeRepeatClaims(db, claims);
  const won = claims.filter((claim) => taken.has(fingerprintKey(claim)));
  const lost = claims.filter((claim) => !taken.has(fingerprintKey(claim)));

  const holders = await findRepeatClaims(
    db,
    lost,
    earliestOf(
      leads,
      lost.map(({ index }) => index),
    ),
  );
  for (const claim of lost) {
    const holder = holders.get(fingerprintKey(claim));
    if (!holder)
      throw new Error(`lead ${leads[claim.index]!.requestId}: repeat window taken, but by no lead`);
    outcomes[claim.index] = { kind: 'repeat', id: holder.leadId, createdAt: holder.leadCreatedAt };
  }

  const users = await existingUserIds(
    db,
    won.flatMap(({ index }) => leads[index]!.userId ?? []),
  );
  await insertLeads(
    db,
    won.map(({ index, leadId }) => {
      const userId = leads[index]!.userId;
      return { id: leadId, lead: leads[index]!, userId: userId && users.has(userId) ? userId : null };
    }),
  );
  for (const { index, leadId, leadCreatedAt } of won) {
    outcomes[index] = { kind: 'created', id: leadId, createdAt: leadCreatedAt };
  }
}

/** A fresh token for every lead answered with an id; stored hashed, valid for an hour. */
async function issueReasonTokens(
  db: Kysely<Tables>,
  leads: readonly NewLead[],
  outcomes: Readonly<Outcomes>,
): Promise<StoreLeadResult[]> {
  const tokens: { tokenHash: string; leadId: string; createdAt: Date; expiresAt: Date }[] = [];
  const results = outcomes.map((outcome, index): StoreLeadResult => {
    if (!outcome) throw new Error(`lead ${leads[index]!.requestId} went through no rule`);
    if (outcome.kind === 'rate_limited') return outcome;
    const reasonToken = createOpaqueToken();
    const issuedAt = leads[index]!.receivedAt;
    tokens.push({
      tokenHash: hashToken(reasonToken),
      leadId: outcome.id,
      createdAt: issuedAt,
      expiresAt: seconds(issuedAt, LEAD_REASON_TOKEN_TTL_SECONDS),
    });
    return { ...outcome, reasonToken };
  });
  await insertReasonTokens(db, tokens);
  return results;
}
