import { beforeAll, expect, it } from 'vitest';
import { SUBSCRIPTION_TYPE_COOKIE_NAME } from '@bimbel/domain/constants/storage-keys';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { loadAccountUsers, pickPrimaryUser } from '../users/session-data.ts';
import { createStudent, findUserByName, mintAccessToken } from './subscription-fixtures.ts';
import type { SubscriptionStatusBody } from './subscription-routes.ts';
import { seedSubscription } from '../billing/subscriptions/subscription-writer.ts';

const PATH = '/sessions/v2/students/subscription-status';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function readStatus(response: Response): Promise<SubscriptionStatusBody> {
  const body = (await response.json()) as { data: { subscriptionStatus: SubscriptionStatusBody } };
  return body.data.subscriptionStatus;
}

describeBackend('subscription status', (h) => {
  beforeAll(async () => {
    await seedDemo(h().database.db);
  });

  const tokenFor = async (user: Parameters<typeof mintAccessToken>[1]) =>
    mintAccessToken(h().database.db, user, { config: h().config, now: h().clock.now });

  it('reports the subscription type of every seeded student', async () => {
    const students = DEMO_ACCOUNTS.flatMap((account) => account.students);
    expect(new Set(students.map((student) => student.subscription)).size).toBe(6);
    for (const demo of students) {
      const student = await findUserByName(h().database.db, demo.fullName);
      const response = await h().request('GET', PATH, { token: await tokenFor(student) });
      expect(response.status, demo.fullName).toBe(200);
      const status = await readStatus(response);
      expect(status.subscriptionType, demo.fullName).toBe(demo.subscription);
      // Bagus's paid month lapsed (the expiry job ran at its end): expired, as any lapsed period reads.
      expect(status.status, demo.fullName).toBe(demo.subscription === 'FREE_AFTER_PAID' ? 'expired' : 'active');
      expect(response.headers.get('set-cookie')).toContain(
        `${SUBSCRIPTION_TYPE_COOKIE_NAME}=${demo.subscription};`,
      );
    }
  });

  it('sets a script-readable subscription type cookie for the whole site', async () => {
    const student = await findUserByName(h().database.db, 'Raka Pratama');
    const response = await h().request('GET', PATH, { token: await tokenFor(student) });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SUBSCRIPTION_TYPE_COOKIE_NAME}=PAID;`));
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i); // the test origin is http://
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('reports a student without any subscription record as free and active', async () => {
    const student = await createStudent(h().database.db, '+6281200000101');
    const status = await readStatus(await h().request('GET', PATH, { token: await tokenFor(student) }));
    expect(status).toEqual({
      subscriptionType: 'FREE',
      status: 'active',
      startsAt: null,
      endsAt: null,
      trialActivatedAt: null,
    });
  });

  it('turns a trial into FREE_AFTER_TRIAL the moment it ends', async () => {
    const now = h().clock.now;
    const student = await createStudent(h().database.db, '+6281200000102', {
      type: 'TRIAL',
      startsAt: new Date(now.getTime() - 7 * DAY + HOUR),
      endsAt: new Date(now.getTime() + HOUR),
      trialActivatedAt: new Date(now.getTime() - 7 * DAY + HOUR),
    });
    const before = await readStatus(await h().request('GET', PATH, { token: await tokenFor(student) }));
    expect(before).toMatchObject({
      subscriptionType: 'TRIAL',
      status: 'active',
      endsAt: new Date(now.getTime() + HOUR).toISOString(),
    });

    h().clock.advance(HOUR);
    const response = await h().request('GET', PATH, { token: await tokenFor(student) });
    expect(await readStatus(response)).toMatchObject({
      subscriptionType: 'FREE_AFTER_TRIAL',
      status: 'expired',
    });
    expect(response.headers.get('set-cookie')).toContain(
      `${SUBSCRIPTION_TYPE_COOKIE_NAME}=FREE_AFTER_TRIAL;`,
    );
  });

  it('turns a paid subscription whose end has passed into FREE_AFTER_PAID', async () => {
    const now = h().clock.now;
    const student = await createStudent(h().database.db, '+6281200000103', {
      type: 'PAID',
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() - 1),
    });
    const status = await readStatus(await h().request('GET', PATH, { token: await tokenFor(student) }));
    expect(status).toMatchObject({ subscriptionType: 'FREE_AFTER_PAID', status: 'expired' });
  });

  it('reads the active record rather than an older expired one', async () => {
    const now = h().clock.now;
    const student = await createStudent(h().database.db, '+6281200000104', {
      type: 'PAID',
      startsAt: new Date(now.getTime() - 2 * DAY),
      endsAt: new Date(now.getTime() + 30 * DAY),
    });
    await seedSubscription(
      h().database.db,
      student.id,
      { type: 'TRIAL', status: 'expired', startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() - HOUR) },
      now,
    );
    const status = await readStatus(await h().request('GET', PATH, { token: await tokenFor(student) }));
    expect(status).toMatchObject({ subscriptionType: 'PAID', status: 'active' });
  });

  it("gives a parent the status of the account's first student", async () => {
    const parent = await findUserByName(h().database.db, 'Ibu Sari Wulandari');
    const firstStudent = pickPrimaryUser(await loadAccountUsers(h().database.db, parent.account_id));
    const seeded = DEMO_ACCOUNTS[0]?.students.find((student) => student.fullName === firstStudent?.full_name);
    expect(seeded).toBeDefined();
    const status = await readStatus(await h().request('GET', PATH, { token: await tokenFor(parent) }));
    expect(status.subscriptionType).toBe(seeded?.subscription);
  });

  it('gives a parent without students the free status', async () => {
    const { db } = h().database;
    const account = await db
      .insertInto('accounts')
      .values({ phone_e164: '+6281200000105' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parent = await db
      .insertInto('users')
      .values({ account_id: account.id, role: 'parent', full_name: 'Bapak Tanpa Murid' })
      .returningAll()
      .executeTakeFirstOrThrow();
    const status = await readStatus(await h().request('GET', PATH, { token: await tokenFor(parent) }));
    expect(status).toMatchObject({ subscriptionType: 'FREE', status: 'active' });
  });

  it('refuses a call without a token, and sets no cookie', async () => {
    const response = await h().request('GET', PATH);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses the token of a user who no longer exists', async () => {
    const student = await createStudent(h().database.db, '+6281200000106');
    const token = await tokenFor(student);
    await h().database.db.deleteFrom('accounts').where('id', '=', student.account_id).execute();
    expect((await h().request('GET', PATH, { token })).status).toBe(401);
  });
});

describeBackend(
  'subscription status over https',
  (h) => {
    it('marks the subscription type cookie Secure when the site is served over https', async () => {
      const student = await createStudent(h().database.db, '+6281200000107');
      const token = await mintAccessToken(h().database.db, student, {
        config: h().config,
        now: h().clock.now,
      });
      const response = await h().request('GET', PATH, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/);
    });
  },
  { PUBLIC_ORIGIN: 'https://bimbel.example.id' },
);
