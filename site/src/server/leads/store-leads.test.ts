import { expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { peekRateLimit } from '../rate-limit/rate-limit.ts';
import { insertTestFamily } from '../users/testing/user-fixtures.ts';
import { fingerprintKey, pruneExpiredLeadRows, takeRepeatClaims, type NewLead } from './lead-queries.ts';
import {
  LEAD_IP_LIMIT,
  LEAD_PHONE_LIMIT,
  LEAD_REPEAT_WINDOW_SECONDS,
  leadIpRule,
  leadPhoneRule,
} from './lead-policy.ts';
import { storeLeads, type StoreLeadResult } from './store-leads.ts';
import { uniquePhone } from './testing/lead-fixtures.ts';

/*
 * The lead rules of store-leads.ts on a real database, without HTTP: the limits, the repeat
 * window and a batch answering as one call per lead in order would.
 */

const START = new Date('2026-11-22T03:00:00.000Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

let ipSequence = 0;
/** An IP hash no other lead of the file uses. */
const uniqueIpHash = () => `test-ip-${(ipSequence += 1)}`;

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    userType: 'parent',
    phoneE164: uniquePhone().e164,
    name: 'Ibu Sari',
    grade: '7',
    sourcePage: 'Home Page Banner',
    userId: null,
    ipHash: uniqueIpHash(),
    requestId: 'store-leads-test',
    receivedAt: START,
    ...overrides,
  };
}

const kinds = (results: StoreLeadResult[]) => results.map((result) => result.kind);
const idOf = (result: StoreLeadResult | undefined) => (result && 'id' in result ? result.id : undefined);

describeEachDatabase('lead rules (storeLeads)', (database) => {
  const db = () => database().db;
  const countLeads = async (phoneE164: string) =>
    (await db().selectFrom('leads').select('id').where('phone_e164', '=', phoneE164).execute()).length;

  it('stores the same lead sent twice in one batch once: the second is a repeat of the first', async () => {
    const lead = newLead();
    const results = await storeLeads(db(), [lead, { ...lead, ipHash: uniqueIpHash() }]);
    expect(kinds(results)).toEqual(['created', 'repeat']);
    expect(idOf(results[1])).toBe(idOf(results[0]));
    expect(await countLeads(lead.phoneE164)).toBe(1);
  });

  it('answers a repeat while the window is open, and a new lead once it has closed', async () => {
    const lead = newLead();
    const [first] = await storeLeads(db(), [lead]);
    const [inside] = await storeLeads(db(), [{ ...lead, receivedAt: at(LEAD_REPEAT_WINDOW_SECONDS - 1) }]);
    expect(inside).toMatchObject({ kind: 'repeat', id: idOf(first), createdAt: START });
    const [after] = await storeLeads(db(), [{ ...lead, receivedAt: at(LEAD_REPEAT_WINDOW_SECONDS) }]);
    expect(after?.kind).toBe('created');
    expect(idOf(after)).not.toBe(idOf(first));
    // The new lead holds the window now.
    const [again] = await storeLeads(db(), [{ ...lead, receivedAt: at(LEAD_REPEAT_WINDOW_SECONDS + 1) }]);
    expect(again).toMatchObject({ kind: 'repeat', id: idOf(after) });
  });

  it(`refuses the number's ${LEAD_PHONE_LIMIT.limit + 1}th new lead of the hour, repeats not counted`, async () => {
    const phoneE164 = uniquePhone().e164;
    const grades = ['4', '5', '6', '7', '8', '9'];
    const batch = grades.flatMap((grade) => [newLead({ phoneE164, grade }), newLead({ phoneE164, grade })]);
    const results = await storeLeads(db(), batch);
    expect(kinds(results)).toEqual([
      ...Array.from({ length: LEAD_PHONE_LIMIT.limit }, () => ['created', 'repeat']).flat(),
      'rate_limited',
      'rate_limited',
    ]);
    // 6 counted this hour: the next passes when they weigh at most 4, a third into the next hour.
    expect(results.at(-1)).toEqual({ kind: 'rate_limited', retryAfterSeconds: 3600 + 1200 });
    expect(await countLeads(phoneE164)).toBe(LEAD_PHONE_LIMIT.limit);
    expect(await peekRateLimit(db(), leadPhoneRule(phoneE164), START)).toBe(LEAD_PHONE_LIMIT.limit + 1);
  });

  it(`refuses an address's ${LEAD_IP_LIMIT.limit + 1}th submission in its window, repeats counted`, async () => {
    const ipHash = uniqueIpHash();
    const lead = newLead({ ipHash });
    const repeats = Array.from({ length: LEAD_IP_LIMIT.limit - 1 }, () => ({ ...lead }));
    const other = newLead({ ipHash, receivedAt: at(30) });
    const results = await storeLeads(db(), [lead, ...repeats, other]);
    expect(results.at(-1)).toEqual({
      kind: 'rate_limited',
      // 31 counted: the next passes when they weigh at most 29 in the next window.
      retryAfterSeconds: LEAD_IP_LIMIT.windowSeconds - 30 + Math.ceil((LEAD_IP_LIMIT.windowSeconds * 2) / 31),
    });
    expect(kinds(results).filter((kind) => kind === 'repeat')).toHaveLength(LEAD_IP_LIMIT.limit - 1);
    expect(await countLeads(other.phoneE164)).toBe(0);
    // Refused by its address, the lead never reached its number's count.
    expect(await peekRateLimit(db(), leadPhoneRule(other.phoneE164), START)).toBe(0);
    expect(await peekRateLimit(db(), leadIpRule(ipHash), START)).toBe(LEAD_IP_LIMIT.limit + 1);
  });

  it('gives every answered lead its own reason token, and a refused one none', async () => {
    const phoneE164 = uniquePhone().e164;
    await storeLeads(
      db(),
      ['4', '5', '6', '7', '8'].map((grade) => newLead({ phoneE164, grade })),
    );
    const lead = newLead({ phoneE164, grade: '4' });
    const results = await storeLeads(db(), [lead, lead, newLead({ phoneE164, grade: '12' })]);
    expect(kinds(results)).toEqual(['repeat', 'repeat', 'rate_limited']);
    const tokens = results.map((result) => ('reasonToken' in result ? result.reasonToken : undefined));
    expect(new Set(tokens.slice(0, 2)).size).toBe(2);
    expect(tokens[2]).toBeUndefined();
  });

  it('keeps the user of a lead only while that user exists', async () => {
    const family = await insertTestFamily(db(), { phone: uniquePhone().e164, students: ['Budi'] });
    const student = family.students[0]!;
    const results = await storeLeads(db(), [
      newLead({ userId: student.id }),
      newLead({ userId: '00000000-0000-4000-8000-000000000000' }),
      newLead({ userId: 'not-a-uuid' }),
    ]);
    const rows = await db()
      .selectFrom('leads')
      .select(['id', 'user_id'])
      .where(
        'id',
        'in',
        results.map(idOf).filter((id) => id !== undefined),
      )
      .execute();
    const userOf = new Map(rows.map((row) => [row.id, row.user_id]));
    expect(results.map((result) => userOf.get(idOf(result)!))).toEqual([student.id, null, null]);
  });

  it('stores nothing and counts nothing when the batch fails', async () => {
    const good = newLead();
    const bad = newLead({ name: 'x' }); // the leads table refuses a one-letter name
    await expect(storeLeads(db(), [good, bad])).rejects.toThrow();
    expect(await countLeads(good.phoneE164)).toBe(0);
    expect(await peekRateLimit(db(), leadIpRule(good.ipHash), START)).toBe(0);
    expect(await peekRateLimit(db(), leadPhoneRule(good.phoneE164), START)).toBe(0);
    const claims = await db()
      .selectFrom('lead_repeat_claims')
      .select('lead_id')
      .where('phone_e164', '=', good.phoneE164)
      .execute();
    expect(claims).toEqual([]);
  });

  it('stores one lead when separate calls (on PostgreSQL: separate connections) bring it at once', async () => {
    const lead = newLead();
    const results = (
      await Promise.all(
        Array.from({ length: 8 }, () => storeLeads(db(), [{ ...lead, ipHash: uniqueIpHash() }])),
      )
    ).flat();
    expect(kinds(results).toSorted()).toEqual(['created', ...Array.from({ length: 7 }, () => 'repeat')]);
    expect(new Set(results.map(idOf)).size).toBe(1);
    expect(await countLeads(lead.phoneE164)).toBe(1);
  });

  it('leaves an open repeat window to the lead holding it: only an expired claim is taken over', async () => {
    const lead = newLead();
    const [holder] = await storeLeads(db(), [lead]);
    const claimAt = (seconds: number) => ({
      ...lead,
      leadId: idOf(holder)!,
      leadCreatedAt: at(seconds),
      expiresAt: at(seconds + LEAD_REPEAT_WINDOW_SECONDS),
    });
    // As a second process would try it, having looked before the first one's commit.
    expect(await takeRepeatClaims(db(), [claimAt(LEAD_REPEAT_WINDOW_SECONDS - 1)])).toEqual(new Set());
    expect(await takeRepeatClaims(db(), [claimAt(LEAD_REPEAT_WINDOW_SECONDS)])).toEqual(
      new Set([fingerprintKey(lead)]),
    );
  });

  it('prunes the claims and reason tokens whose time is over, and keeps the live ones', async () => {
    const lead = newLead();
    const [stored] = await storeLeads(db(), [lead]);
    const leadId = idOf(stored) as string;
    const rows = async () => ({
      claims: (
        await db().selectFrom('lead_repeat_claims').select('lead_id').where('lead_id', '=', leadId).execute()
      ).length,
      tokens: (
        await db().selectFrom('lead_reason_tokens').select('lead_id').where('lead_id', '=', leadId).execute()
      ).length,
    });
    await pruneExpiredLeadRows(db(), at(60));
    expect(await rows()).toEqual({ claims: 1, tokens: 1 });
    await pruneExpiredLeadRows(db(), at(24 * 60 * 60));
    expect(await rows()).toEqual({ claims: 0, tokens: 0 });
    expect(await countLeads(lead.phoneE164)).toBe(1);
  });
});
