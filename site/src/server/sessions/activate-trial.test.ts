import { beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { createStudent, findUserByName, mintAccessToken } from './subscription-fixtures.ts';
import { SUBSCRIPTION_MESSAGES, type SubscriptionStatusBody } from './subscription-routes.ts';

const ACTIVATE = '/sessions/v1/students/activate-trial';
const STATUS = '/sessions/v2/students/subscription-status';
const DAY = 24 * 60 * 60 * 1000;

type Body = {
  data?: { subscriptionStatus: SubscriptionStatusBody };
  error?: { code: string; message: string };
};

describeBackend('free trial activation', (h) => {
  beforeAll(async () => {
    await seedDemo(h().database.db);
  });

  const tokenFor = async (user: Parameters<typeof mintAccessToken>[1]) =>
    mintAccessToken(h().database.db, user, { config: h().config, now: h().clock.now });

  it('starts a seven-day trial for a free student once, and refuses the second try', async () => {
    const student = await findUserByName(h().database.db, 'Nadia Putri'); // seeded FREE
    const token = await tokenFor(student);
    const now = h().clock.now;

    const first = await h().request('PUT', ACTIVATE, { token });
    expect(first.status).toBe(200);
    expect(((await first.json()) as Body).data?.subscriptionStatus).toEqual({
      subscriptionType: 'TRIAL',
      status: 'active',
      startsAt: now.toISOString(),
      endsAt: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY).toISOString(),
      trialActivatedAt: now.toISOString(),
    });
    expect(first.headers.get('set-cookie')).toContain(`${SUBSCRIPTION_TYPE_COOKIE_NAME}=TRIAL;`);

    const status = (await (await h().request('GET', STATUS, { token })).json()) as Body;
    expect(status.data?.subscriptionStatus.subscriptionType).toBe('TRIAL');

    const second = await h().request('PUT', ACTIVATE, { token });
    expect(second.status).toBe(409);
    expect(((await second.json()) as Body).error).toEqual({
      code: 'trial_already_used',
      message: SUBSCRIPTION_MESSAGES.trialUsed,
    });
    const rows = await h()
      .database.db.selectFrom('subscriptions')
      .select('type')
      .where('user_id', '=', student.id)
      .execute();
    expect(rows).toEqual([{ type: 'TRIAL' }]);
  });

  it('adds a trial record for a student who had no subscription yet', async () => {
    const student = await createStudent(h().database.db, '+6281200000201');
    const response = await h().request('PUT', ACTIVATE, { token: await tokenFor(student) });
    expect(response.status).toBe(200);
    const rows = await h()
      .database.db.selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', student.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'TRIAL', status: 'active' });
    expect(rows[0]?.trial_activated_at?.toISOString()).toBe(h().clock.now.toISOString());
  });

  it('refuses students who are or were on a trial or a paid plan', async () => {
    for (const name of ['Raka Pratama', 'Dimas Saputra', 'Ayu Lestari', 'Bagus Hidayat', 'Citra Maharani']) {
      const student = await findUserByName(h().database.db, name);
      const response = await h().request('PUT', ACTIVATE, { token: await tokenFor(student) });
      expect(response.status, name).toBe(409);
    }
  });

  it('refuses a new trial after the first one has ended', async () => {
    const now = h().clock.now;
    const student = await createStudent(h().database.db, '+6281200000202', {
      type: 'TRIAL',
      startsAt: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() - 3 * DAY),
      trialActivatedAt: new Date(now.getTime() - 10 * DAY),
    });
    const token = await tokenFor(student);
    const status = (await (await h().request('GET', STATUS, { token })).json()) as Body;
    expect(status.data?.subscriptionStatus).toMatchObject({
      subscriptionType: 'FREE_AFTER_TRIAL',
      status: 'expired',
    });
    expect((await h().request('PUT', ACTIVATE, { token })).status).toBe(409);
  });

  it('lets only one of two simultaneous activations through', async () => {
    const student = await createStudent(h().database.db, '+6281200000203', {
      type: 'FREE',
      startsAt: h().clock.now,
    });
    const token = await tokenFor(student);
    const statuses = await Promise.all([
      h().request('PUT', ACTIVATE, { token }),
      h().request('PUT', ACTIVATE, { token }),
    ]);
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it('refuses a parent: a trial belongs to a student profile', async () => {
    const parent = await findUserByName(h().database.db, 'Ibu Sari Wulandari');
    const response = await h().request('PUT', ACTIVATE, { token: await tokenFor(parent) });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Body).error?.code).toBe('student_only');
  });

  it('refuses a call without a token', async () => {
    const response = await h().request('PUT', ACTIVATE);
    expect(response.status).toBe(401);
  });

  it('refuses a cross-site activation', async () => {
    const student = await createStudent(h().database.db, '+6281200000204');
    const response = await h().request('PUT', ACTIVATE, {
      token: await tokenFor(student),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const rows = await h()
      .database.db.selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', student.id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
