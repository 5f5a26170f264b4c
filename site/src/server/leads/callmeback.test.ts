import { expect, it } from 'vitest';
import { LEAD_FORM_MESSAGES } from '@bimbel/domain/lead/lead-form';
import { issueAccessToken } from '../auth/access-token.ts';
import { describeBackend, type Harness } from '../testing/backend-harness.ts';
import { insertTestFamily, signIn } from '../users/testing/user-fixtures.ts';
import { LEAD_RATE_LIMITED_MESSAGE, LEAD_REPEAT_WINDOW_SECONDS } from './lead-policy.ts';
import {
  CALLMEBACK,
  leadPayload,
  leadsOfPhone,
  REASON_TOKEN,
  saveReason,
  submitLead,
  uniqueIp,
  uniquePhone,
} from './testing/lead-fixtures.ts';

describeBackend('call-me-back leads', (h) => {
  async function loggedInStudent(harness: Harness) {
    const phone = uniquePhone().e164;
    const family = await insertTestFamily(harness.database.db, { phone, students: ['Budi Santoso'] });
    return family.students[0]!;
  }

  it('stores an anonymous lead with its time, source, request id and normalised phone, and answers its id and a reason token', async () => {
    const phone = uniquePhone();
    const { status, body } = await submitLead(h(), leadPayload({ phone_number: phone.typed, grade: '9' }), {
      headers: { 'x-request-id': 'lead-anon-1' },
    });
    expect(status).toBe(201);
    const [row, ...others] = await leadsOfPhone(h(), phone.e164);
    expect(others).toHaveLength(0);
    expect(body).toEqual({
      data: {
        id: row!.id,
        created_at: h().clock.now.toISOString(),
        reason_token: expect.stringMatching(REASON_TOKEN),
      },
    });
    expect(row).toMatchObject({
      user_type: 'parent',
      phone_e164: phone.e164,
      name: 'Ibu Sari Wulandari',
      grade: '9',
      source_page: 'Home Page Banner',
      reason: null,
      user_id: null,
      request_id: 'lead-anon-1',
    });
    expect(row!.created_at.toISOString()).toBe(h().clock.now.toISOString());
  });

  it('keeps only a salted hash of the caller IP, the same for two leads from one address', async () => {
    const ip = '198.51.100.23';
    const first = await submitLead(h(), leadPayload(), { ip });
    const second = await submitLead(h(), leadPayload(), { ip });
    const rows = await h()
      .database.db.selectFrom('leads')
      .select(['ip_hash'])
      .where('id', 'in', [first.body.data!.id, second.body.data!.id])
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.ip_hash).toBe(rows[1]!.ip_hash);
    expect(rows[0]!.ip_hash).not.toContain('198.51.100.23');
    // Keyed: not the plain SHA-256 of the address, which anyone could recompute for every IPv4.
    const { createHash } = await import('node:crypto');
    expect(rows[0]!.ip_hash).not.toBe(createHash('sha256').update(ip).digest('hex'));
  });

  it('stores the user id when the lead comes with a valid bearer token', async () => {
    const student = await loggedInStudent(h());
    const phone = uniquePhone();
    const { status } = await submitLead(
      h(),
      leadPayload({ phone_number: phone.typed, user_type: 'student' }),
      {
        token: await signIn(h(), student),
      },
    );
    expect(status).toBe(201);
    const [row] = await leadsOfPhone(h(), phone.e164);
    expect(row).toMatchObject({ user_id: student.id, user_type: 'student' });
  });

  it('still stores the lead, anonymously, when the bearer token has expired', async () => {
    const student = await loggedInStudent(h());
    const expired = await issueAccessToken(
      { userId: student.id, accountId: student.account_id, role: 'student', sessionId: crypto.randomUUID() },
      {
        secret: h().config.authSecret.reveal(),
        issuer: h().config.publicOrigin,
        now: new Date(h().clock.now.getTime() - 2 * 60 * 60 * 1000),
      },
    );
    const phone = uniquePhone();
    const { status, body } = await submitLead(h(), leadPayload({ phone_number: phone.typed }), {
      token: expired.accessToken,
    });
    expect(status).toBe(201);
    const [row] = await leadsOfPhone(h(), phone.e164);
    expect(row).toMatchObject({ id: body.data!.id, user_id: null });
  });

  it('still stores the lead when the bearer token is garbage', async () => {
    const phone = uniquePhone();
    const { status } = await submitLead(h(), leadPayload({ phone_number: phone.typed }), {
      token: 'not-a-jwt',
    });
    expect(status).toBe(201);
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(1);
  });

  it('stores the lead without a user when the token names a user who no longer exists', async () => {
    const student = await loggedInStudent(h());
    const token = await signIn(h(), student);
    await h().database.db.deleteFrom('accounts').where('id', '=', student.account_id).execute();
    const phone = uniquePhone();
    const { status } = await submitLead(h(), leadPayload({ phone_number: phone.typed }), { token });
    expect(status).toBe(201);
    const [row] = await leadsOfPhone(h(), phone.e164);
    expect(row!.user_id).toBeNull();
  });

  it('normalises every way of typing a number to the same E.164 number', async () => {
    const phone = uniquePhone();
    const national = phone.e164.slice(3); // 8127…
    const typings = [
      `0${national}`,
      `+62 ${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`,
      `62${national}`,
      `+62 (0)${national}`,
      national,
    ];
    for (const [index, typed] of typings.entries()) {
      // A different grade each time: otherwise the second would be a repeat of the first.
      const { status } = await submitLead(h(), leadPayload({ phone_number: typed, grade: 4 + index }));
      expect(status, typed).toBe(201);
    }
    const rows = await leadsOfPhone(h(), phone.e164);
    expect(rows.map((row) => row.phone_e164)).toEqual(typings.map(() => phone.e164));
  });

  it('keeps the reason of the reason step, sent for the lead by its id and token', async () => {
    const phone = uniquePhone();
    const { status, body } = await submitLead(h(), leadPayload({ phone_number: phone.typed }));
    expect(status).toBe(201);
    const { id, reason_token: token } = body.data!;
    expect((await saveReason(h(), id, { reason: '  Susah memahami pecahan  ', token })).status).toBe(200);
    expect((await leadsOfPhone(h(), phone.e164))[0]!.reason).toBe('Susah memahami pecahan');
  });

  it('takes no reason with the request itself: the lead is stored without one', async () => {
    const phone = uniquePhone();
    const { status } = await submitLead(
      h(),
      leadPayload({ phone_number: phone.typed, reason: 'Susah pecahan' }),
    );
    expect(status).toBe(201);
    expect((await leadsOfPhone(h(), phone.e164))[0]!.reason).toBeNull();
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'a user type that is not student or parent',
      { user_type: 'teacher' },
      'user_type',
      LEAD_FORM_MESSAGES.callbackRequestedBy,
    ],
    ['a missing user type', { user_type: undefined }, 'user_type', 'Isi bagian ini juga, ya'],
    ['a one-letter name', { name: 'S' }, 'name', 'Tulis minimal 2 karakter, ya.'],
    ['a missing name', { name: undefined }, 'name', 'Tulis minimal 2 karakter, ya.'],
    ['a name with a NUL character', { name: 'Ibu\u0000Sari' }, 'name', 'Tulis minimal 2 karakter, ya.'],
    [
      'a short number',
      { phone_number: '0812' },
      'phone_number',
      'Nomor tidak sesuai. Gunakan minimal 9 angka dan tanpa karakter',
    ],
    ['a landline', { phone_number: '(021) 555 1234' }, 'phone_number', LEAD_FORM_MESSAGES.phoneNumber],
    [
      'a number with letters',
      { phone_number: '0812abc34567' },
      'phone_number',
      LEAD_FORM_MESSAGES.phoneNumber,
    ],
    ['a grade below 4', { grade: 3 }, 'grade', 'Pilih kelas dulu, ya'],
    ['a grade above 12', { grade: '13' }, 'grade', 'Pilih kelas dulu, ya'],
    ['a missing grade', { grade: undefined }, 'grade', 'Pilih kelas dulu, ya'],
    ['a missing source page', { source_page: undefined }, 'source_page', 'Ada yang salah'],
  ];
  for (const [what, override, field, message] of refusals) {
    it(`refuses ${what} with 422 "${message}" and stores nothing`, async () => {
      const phone = uniquePhone();
      const { status, body } = await submitLead(h(), leadPayload({ phone_number: phone.typed, ...override }));
      expect(status).toBe(422);
      expect(body.error).toEqual({ code: 'validation_failed', message, field });
      if (field !== 'phone_number') expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(0);
    });
  }

  it('refuses a body that is not JSON with 400 and a form post with 415', async () => {
    const bad = await h().request('POST', CALLMEBACK, { body: '{"name":', ip: uniqueIp() });
    expect(bad.status).toBe(400);
    const form = await h().request('POST', CALLMEBACK, {
      ip: uniqueIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '9' },
    });
    expect(form.status).toBe(415);
  });

  it('answers 429 with Retry-After and stores nothing once a number sent 5 leads this hour', async () => {
    const phone = uniquePhone();
    for (let grade = 4; grade < 9; grade += 1) {
      expect((await submitLead(h(), leadPayload({ phone_number: phone.typed, grade }))).status).toBe(201);
      // A repeat calls nobody twice: it does not count against the number.
      expect((await submitLead(h(), leadPayload({ phone_number: phone.typed, grade }))).status).toBe(200);
    }
    const refused = await submitLead(h(), leadPayload({ phone_number: phone.typed, grade: 12 }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate_limited', message: LEAD_RATE_LIMITED_MESSAGE });
    // Sliding hour (decision 066): 6 counted hits this hour pass one more only once they weigh
    // at most 4, a third into the next hour.
    const hourEnd = Math.ceil((h().clock.now.getTime() + 1) / 3_600_000) * 3_600_000;
    expect(Number(refused.response.headers.get('retry-after'))).toBe(
      Math.ceil((hourEnd - h().clock.now.getTime()) / 1000) + 1200,
    );
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(5);
  });

  it('answers 429 with Retry-After once one address sent 30 leads in 10 minutes, and accepts it again after', async () => {
    const ip = '203.0.113.77';
    for (let index = 0; index < 30; index += 1) {
      expect((await submitLead(h(), leadPayload(), { ip })).status).toBe(201);
    }
    const phone = uniquePhone();
    const refused = await submitLead(h(), leadPayload({ phone_number: phone.typed }), { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error?.message).toBe(LEAD_RATE_LIMITED_MESSAGE);
    const retryAfter = Number(refused.response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // Sliding 10 minutes: past the window's end by the time 31 counted hits weigh at most 29.
    expect(retryAfter).toBeLessThanOrEqual(600 + Math.ceil((600 * 2) / 31));
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(0);

    // Another address is not affected; this one is welcome again when its window is over.
    expect((await submitLead(h(), leadPayload())).status).toBe(201);
    h().clock.advance(retryAfter * 1000);
    expect((await submitLead(h(), leadPayload({ phone_number: phone.typed }), { ip })).status).toBe(201);
  });

  it('absorbs the same lead sent again within 10 minutes: the earlier id, nothing new stored', async () => {
    const phone = uniquePhone();
    const payload = leadPayload({ phone_number: phone.typed });
    const first = await submitLead(h(), payload);
    h().clock.advance(60_000);
    // Typed another way and from another address: still the same lead.
    const again = await submitLead(h(), { ...payload, phone_number: phone.e164, name: ` ${payload.name} ` });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({
      ...first.body.data,
      reason_token: expect.stringMatching(REASON_TOKEN),
    });
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(1);
  });

  it('stores the same lead again as a new one once 10 minutes have passed', async () => {
    const phone = uniquePhone();
    const payload = leadPayload({ phone_number: phone.typed });
    const first = await submitLead(h(), payload);
    h().clock.advance(LEAD_REPEAT_WINDOW_SECONDS * 1000 - 1000);
    expect((await submitLead(h(), payload)).body.data?.id).toBe(first.body.data!.id);
    h().clock.advance(1000);
    const later = await submitLead(h(), payload);
    expect(later.status).toBe(201);
    expect(later.body.data!.id).not.toBe(first.body.data!.id);
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(2);
  });

  it('treats another grade, name or source from the same number as a new lead', async () => {
    const phone = uniquePhone();
    const payload = leadPayload({ phone_number: phone.typed });
    const statuses = [
      (await submitLead(h(), payload)).status,
      (await submitLead(h(), { ...payload, grade: 10 })).status,
      (await submitLead(h(), { ...payload, name: 'Pak Joko' })).status,
      (await submitLead(h(), { ...payload, source_page: 'Tanya Page Banner' })).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(4);
  });

  it('never matches a reason to a lead by its details: a repeat brings none, the reason goes by id', async () => {
    const phone = uniquePhone();
    const payload = leadPayload({ phone_number: phone.typed });
    const first = await submitLead(h(), payload);
    // A "reason" sent with the same details again is not a reason step: nothing changes.
    const withReason = await submitLead(h(), { ...payload, reason: 'Nilai matematika turun' });
    expect(withReason.status).toBe(200);
    expect(withReason.body.data!.id).toBe(first.body.data!.id);
    expect((await leadsOfPhone(h(), phone.e164)).map((row) => row.reason)).toEqual([null]);

    // The repeat's own token reaches the one lead, as the first answer's token does.
    const { id, reason_token: repeatToken } = withReason.body.data!;
    expect(repeatToken).not.toBe(first.body.data!.reason_token);
    expect((await saveReason(h(), id, { reason: 'Ingin persiapan UTBK', token: repeatToken })).status).toBe(
      200,
    );
    expect((await leadsOfPhone(h(), phone.e164)).map((row) => row.reason)).toEqual(['Ingin persiapan UTBK']);
  });

  it('loses nothing under 50 concurrent submissions: every 2xx answer is a stored row', async () => {
    const sent = Array.from({ length: 50 }, (_, index) => ({
      phone: uniquePhone(),
      requestId: `lead-burst-${index}`,
    }));
    const answers = await Promise.all(
      sent.map(({ phone, requestId }) =>
        submitLead(h(), leadPayload({ phone_number: phone.typed }), {
          headers: { 'x-request-id': requestId },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    const ids = answers.map((answer) => answer.body.data!.id);
    expect(new Set(ids).size).toBe(50);
    const rows = await h()
      .database.db.selectFrom('leads')
      .select(['id', 'phone_e164', 'request_id'])
      .where('id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(50);
    const byId = new Map(rows.map((row) => [row.id, row]));
    sent.forEach(({ phone, requestId }, index) => {
      expect(byId.get(ids[index]!)).toMatchObject({ phone_e164: phone.e164, request_id: requestId });
    });
  });

  it('stores one lead when the same lead is sent ten times at once (a frantic double click)', async () => {
    const phone = uniquePhone();
    const payload = leadPayload({ phone_number: phone.typed });
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitLead(h(), payload)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(9);
    expect(new Set(answers.map((answer) => answer.body.data?.id)).size).toBe(1);
    // Each click got its own token for that lead.
    expect(new Set(answers.map((answer) => answer.body.data?.reason_token)).size).toBe(10);
    expect(await leadsOfPhone(h(), phone.e164)).toHaveLength(1);
  });
});
