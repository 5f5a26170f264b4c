import { expect, it } from 'vitest';
import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { hashToken } from '../auth/opaque-token.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { LEAD_REASON_FORBIDDEN_MESSAGE, LEAD_REASON_TOKEN_TTL_SECONDS } from './lead-policy.ts';
import {
  CALLMEBACK,
  leadPayload,
  leadsOfPhone,
  saveReason,
  submitLead,
  uniquePhone,
} from './testing/lead-fixtures.ts';

describeBackend('the reason step: PUT /api/v1/callmeback/{id}', (h) => {
  /** A stored lead: its phone, id and reason token. */
  async function storedLead(harness: Harness) {
    const phone = uniquePhone();
    const { status, body } = await submitLead(harness, leadPayload({ phone_number: phone.typed }));
    expect(status).toBe(201);
    return { phone, id: body.data!.id, token: body.data!.reason_token };
  }

  const reasonOf = async (harness: Harness, phone: { e164: string }) =>
    (await leadsOfPhone(harness, phone.e164)).map((row) => row.reason);

  it('stores the trimmed reason on the lead the token was given for, and answers it', async () => {
    const lead = await storedLead(h());
    const { status, body } = await saveReason(h(), lead.id, {
      reason: '  Masih bingung pecahan\ndan soal cerita ',
      token: lead.token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { id: lead.id, reason: 'Masih bingung pecahan\ndan soal cerita' } });
    expect(await reasonOf(h(), lead.phone)).toEqual(['Masih bingung pecahan\ndan soal cerita']);
  });

  it('replaces the reason when it is sent again with the token (a retry is harmless)', async () => {
    const lead = await storedLead(h());
    await saveReason(h(), lead.id, { reason: 'Pecahan', token: lead.token });
    expect(
      (await saveReason(h(), lead.id, { reason: 'Pecahan dan aljabar', token: lead.token })).status,
    ).toBe(200);
    expect(await reasonOf(h(), lead.phone)).toEqual(['Pecahan dan aljabar']);
  });

  it('refuses a wrong token with 403 and the Indonesian message, and changes nothing', async () => {
    const lead = await storedLead(h());
    const { status, body } = await saveReason(h(), lead.id, {
      reason: 'Pecahan',
      token: 'A'.repeat(43),
    });
    expect(status).toBe(403);
    expect(body).toEqual({ error: { code: 'lead_token_invalid', message: LEAD_REASON_FORBIDDEN_MESSAGE } });
    expect(await reasonOf(h(), lead.phone)).toEqual([null]);
  });

  it("refuses another lead's id with the visitor's own token: nobody annotates another visitor's lead", async () => {
    const mine = await storedLead(h());
    const theirs = await storedLead(h());
    const { status, body } = await saveReason(h(), theirs.id, { reason: 'Bukan punyaku', token: mine.token });
    expect(status).toBe(403);
    expect(body.error).toEqual({ code: 'lead_token_invalid', message: LEAD_REASON_FORBIDDEN_MESSAGE });
    expect(await reasonOf(h(), theirs.phone)).toEqual([null]);
    expect(await reasonOf(h(), mine.phone)).toEqual([null]);
  });

  it('refuses a token an hour old, and takes it a second before', async () => {
    const lead = await storedLead(h());
    h().clock.advance(LEAD_REASON_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await saveReason(h(), lead.id, { reason: 'Tepat waktu', token: lead.token })).status).toBe(200);
    h().clock.advance(1000);
    const late = await saveReason(h(), lead.id, { reason: 'Terlambat', token: lead.token });
    expect(late.status).toBe(403);
    expect(late.body.error?.message).toBe(LEAD_REASON_FORBIDDEN_MESSAGE);
    expect(await reasonOf(h(), lead.phone)).toEqual(['Tepat waktu']);
  });

  it('answers the same 403 for an id that is no lead, so ids cannot be probed', async () => {
    const lead = await storedLead(h());
    const { status, body } = await saveReason(h(), '00000000-0000-4000-8000-000000000000', {
      reason: 'Pecahan',
      token: lead.token,
    });
    expect(status).toBe(403);
    expect(body.error?.code).toBe('lead_token_invalid');
  });

  it('answers 404 in the error shape for a path id that cannot be a lead id', async () => {
    const lead = await storedLead(h());
    const { status, body } = await saveReason(h(), 'not-a-lead', { reason: 'Pecahan', token: lead.token });
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'not_found', message: 'Data tidak ditemukan.' });
  });

  it('keeps only the hash of the token in the database', async () => {
    const lead = await storedLead(h());
    const rows = await h()
      .database.db.selectFrom('lead_reason_tokens')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .execute();
    expect(rows).toEqual([
      {
        token_hash: hashToken(lead.token),
        lead_id: lead.id,
        created_at: h().clock.now,
        expires_at: new Date(h().clock.now.getTime() + LEAD_REASON_TOKEN_TTL_SECONDS * 1000),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(lead.token);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a missing reason', { reason: undefined }, 'reason', 'Isi kolom ini dulu ya, CoFriends'],
    ['a blank reason', { reason: '   ' }, 'reason', 'Isi kolom ini dulu ya, CoFriends'],
    ['a reason that is not text', { reason: 7 }, 'reason', LEAD_FORM_MESSAGES.reason],
    [
      'a reason over 255 characters',
      { reason: 'x'.repeat(256) },
      'reason',
      'Tulis maksimal 255 karakter, ya.',
    ],
    ['a reason with a NUL character', { reason: 'a\u0000b' }, 'reason', LEAD_FORM_MESSAGES.reason],
    ['a missing token', { token: undefined }, 'token', 'Ada yang salah'],
  ];
  for (const [what, override, field, message] of refusals) {
    it(`refuses ${what} with 422 "${message}" and changes nothing`, async () => {
      const lead = await storedLead(h());
      const { status, body } = await saveReason(h(), lead.id, {
        reason: 'Pecahan',
        token: lead.token,
        ...override,
      });
      expect(status).toBe(422);
      expect(body.error).toEqual({ code: 'validation_failed', message, field });
      expect(await reasonOf(h(), lead.phone)).toEqual([null]);
    });
  }

  it('takes exactly 255 characters', async () => {
    const lead = await storedLead(h());
    expect((await saveReason(h(), lead.id, { reason: 'x'.repeat(255), token: lead.token })).status).toBe(200);
    expect(await reasonOf(h(), lead.phone)).toEqual(['x'.repeat(255)]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const lead = await storedLead(h());
    const response = await h().request('PUT', `${CALLMEBACK}/${lead.id}`, { body: '{"reason":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_json');
  });
});
