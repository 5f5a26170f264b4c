import { beforeAll, expect, it } from 'vitest';
import { SUPPORT_ISSUE_MESSAGES } from '@bimbel/domain/support/support-issue';
import { seedDemo } from '../demo/seed-demo.ts';
import { findUserByName, mintAccessToken } from '../sessions/subscription-fixtures.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { SUPPORT_ISSUE_IP_LIMIT } from './support-routes.ts';

const V1 = '/api/v1/support_issues';
const V2 = '/api/v2/support_issues';

const issue = { phone_number: '0812-3456-7890', source: 'paused_subscription_popup', action: 'reactivate' };

type Body = { data?: { id: string }; error?: { code: string; message: string; field?: string } };

describeBackend('support issues', (h) => {
  beforeAll(async () => {
    await seedDemo(h().database.db);
  });

  const studentToken = async () =>
    mintAccessToken(h().database.db, await findUserByName(h().database.db, 'Citra Maharani'), {
      config: h().config,
      now: h().clock.now,
    });

  const storedIssue = (id: string) =>
    h().database.db.selectFrom('support_issues').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a logged-in request with the normalised number and the user', async () => {
    const response = await h().request('POST', V1, {
      json: issue,
      token: await studentToken(),
      ip: '198.51.100.1',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    const row = await storedIssue(body.data!.id);
    const student = await findUserByName(h().database.db, 'Citra Maharani');
    expect(row).toMatchObject({
      phone_e164: '+6281234567890',
      source: 'paused_subscription_popup',
      action: 'reactivate',
      user_id: student.id,
    });
    expect(row.created_at.toISOString()).toBe(h().clock.now.toISOString());
  });

  it('refuses v1 without a token and stores nothing', async () => {
    const before = await h().database.db.selectFrom('support_issues').select('id').execute();
    const response = await h().request('POST', V1, { json: issue, ip: '198.51.100.2' });
    expect(response.status).toBe(401);
    expect(await h().database.db.selectFrom('support_issues').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('refuses a number that is not an Indonesian mobile number with the form message', async () => {
    const response = await h().request('POST', V1, {
      json: { ...issue, phone_number: '(021) 555 1234' },
      token: await studentToken(),
      ip: '198.51.100.3',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as Body).error).toEqual({
      code: 'validation_failed',
      message: SUPPORT_ISSUE_MESSAGES.phoneNumber,
      field: 'phone_number',
    });
  });

  it('refuses a missing, overlong or control-character source and action', async () => {
    const token = await studentToken();
    const missing = await h().request('POST', V1, {
      json: { phone_number: issue.phone_number },
      token,
      ip: '198.51.100.4',
    });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as Body).error?.field).toBe('source');
    const long = await h().request('POST', V1, {
      json: { ...issue, action: 'x'.repeat(101) },
      token,
      ip: '198.51.100.4',
    });
    expect(((await long.json()) as Body).error?.field).toBe('action');
    const nul = await h().request('POST', V1, {
      json: { ...issue, source: 'a\u0000b' },
      token,
      ip: '198.51.100.4',
    });
    expect(nul.status).toBe(422);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await h().request('POST', V2, { body: '{"phone_number":', ip: '198.51.100.5' });
    expect(response.status).toBe(400);
  });

  it('stores an anonymous v2 request without a user', async () => {
    const response = await h().request('POST', V2, {
      json: { ...issue, phone_number: '+62 811 0000 0099' },
      ip: '198.51.100.6',
    });
    expect(response.status).toBe(200);
    const row = await storedIssue(((await response.json()) as Body).data!.id);
    expect(row).toMatchObject({ phone_e164: '+6281100000099', user_id: null });
  });

  it('answers 429 with Retry-After once an address sends too many requests, on v1 and v2 together', async () => {
    const ip = '198.51.100.7';
    const token = await studentToken();
    for (let index = 0; index < SUPPORT_ISSUE_IP_LIMIT.limit; index += 1) {
      const response = await h().request('POST', index % 2 ? V1 : V2, { json: issue, token, ip });
      expect(response.status).toBe(200);
    }
    const refused = await h().request('POST', V2, { json: issue, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as Body).error?.message).toMatch(/^Terlalu banyak percobaan/);

    // Another address is not affected, and the address is welcome again after Retry-After.
    expect((await h().request('POST', V2, { json: issue, ip: '198.51.100.8' })).status).toBe(200);
    h().clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await h().request('POST', V2, { json: issue, ip })).status).toBe(200);
  });

  it('refuses a cross-site request', async () => {
    const response = await h().request('POST', V2, {
      json: issue,
      ip: '198.51.100.9',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
