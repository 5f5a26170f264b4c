import { beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { FREE_TRIAL_DAYS } from '@bimbel/domain/subscription/free-trial';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { createStudent, findUserByName, mintAccessToken } from './subscription-fixtures.ts';
import { SUBSCRIPTION_MESSAGES, type SubscriptionStatusBody } from './subscription-routes.ts';
import { seedSubscription } from '../billing/subscriptions/subscription-writer.ts';

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
    // While it runs, the refusal says so and until when (Jakarta time), not "used".
    expect(((await second.json()) as Body).error).toEqual({
      code: 'trial_already_used',
      message: SUBSCRIPTION_MESSAGES.trialRunning(new Date(now.getTime() + FREE_TRIAL_DAYS * DAY)),
    });
    expect(SUBSCRIPTION_MESSAGES.trialRunning(new Date('2026-11-29T03:00:00Z'))).toBe(
      'Masa coba gratismu sedang berjalan sampai Minggu, 29 November 2026 pukul 10.00 WIB. Ikuti kelas live sepuasnya, ya.',
    );
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

  it('refuses students who are or were on a trial or a paid plan, each with the honest reason', async () => {
    const cases = [
      // Raka pays and never had a trial: he is subscribed — not "you already tried".
      ['Raka Pratama', 'trial_not_available', SUBSCRIPTION_MESSAGES.paid],
      ['Citra Maharani', 'trial_not_available', SUBSCRIPTION_MESSAGES.paused],
      ['Bagus Setiawan', 'trial_not_available', SUBSCRIPTION_MESSAGES.paidBefore],
      ['Ayu Lestari', 'trial_already_used', SUBSCRIPTION_MESSAGES.trialUsed],
    ] as const;
    for (const [name, code, message] of cases) {
      const student = await findUserByName(h().database.db, name);
      const response = await h().request('PUT', ACTIVATE, { token: await tokenFor(student) });
      expect(response.status, name).toBe(409);
      expect(((await response.json()) as Body).error, name).toEqual({ code, message });
    }
    const dimas = await findUserByName(h().database.db, 'Dimas Ardiansyah');
    const running = await h().request('PUT', ACTIVATE, { token: await tokenFor(dimas) });
    expect(running.status).toBe(409);
    expect(((await running.json()) as Body).error).toMatchObject({
      code: 'trial_already_used',
      message: expect.stringMatching(
        /^Masa coba gratismu sedang berjalan sampai \w+, \d+ \w+ \d{4} pukul \d{2}\.\d{2} WIB\./,
      ),
    });
    for (const { message } of Object.values(SUBSCRIPTION_MESSAGES).map((value) => ({
      message: typeof value === 'function' ? value(null) : value,
    }))) {
      // The trial is "coba gratis"; "kelas gratis" are the booked free sessions (decision 074).
      expect(message).not.toContain('kelas gratis');
    }
  });

  it('tells a student whose paid plan ended after a trial that the trial was used', async () => {
    const now = h().clock.now;
    const student = await createStudent(h().database.db, '+6281200000205', {
      type: 'TRIAL',
      startsAt: new Date(now.getTime() - 60 * DAY),
      endsAt: new Date(now.getTime() - 53 * DAY),
      trialActivatedAt: new Date(now.getTime() - 60 * DAY),
      status: 'expired',
    });
    await seedSubscription(
      h().database.db,
      student.id,
      { type: 'PAID', status: 'expired', startsAt: new Date(now.getTime() - 50 * DAY), endsAt: new Date(now.getTime() - 20 * DAY) },
      now,
    );
    const response = await h().request('PUT', ACTIVATE, { token: await tokenFor(student) });
    expect(((await response.json()) as Body).error).toEqual({
      code: 'trial_already_used',
      message: SUBSCRIPTION_MESSAGES.trialUsed,
    });
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
