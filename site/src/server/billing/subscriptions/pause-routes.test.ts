import { expect, it } from 'vitest';
import { expireSubscription, resumePausedSubscription } from './subscription-jobs.ts';
import { SUBSCRIPTION_EXPIRY_QUEUE, SUBSCRIPTION_RESUME_QUEUE } from './subscription-schedules.ts';
import { createFamily, SMP_8, tokenOf } from '../orders/testing/order-fixtures.ts';
import { runDueJobs } from '../../jobs/job-runner.ts';
import { describeBackend } from '../../testing/backend-harness.ts';
import { seedSubscription } from './subscription-writer.ts';

const DAY = 86_400_000;
type StatusAnswer = {
  data: { subscriptionStatus: { subscriptionType: string; status: string; endsAt: string | null } };
};
type ErrorAnswer = { error: { code: string; message: string } };

describeBackend('pausing and resuming a paid subscription', (h) => {
  let phone = 6281700000000;
  const db = () => h().database.db;

  /** A parent with Raka and Sinta; Raka PAID for `paidDays` more days. */
  async function family(paidDays = 60) {
    const now = h().clock.now;
    const made = await createFamily(db(), `+${++phone}`, [
      { name: 'Raka', ...SMP_8 },
      { name: 'Sinta', ...SMP_8 },
    ]);
    const [raka, sinta] = made.students as [(typeof made.students)[0], (typeof made.students)[0]];
    await seedSubscription(
      db(),
      raka.id,
      { type: 'PAID', startsAt: new Date(now.getTime() - 10 * DAY), endsAt: new Date(now.getTime() + paidDays * DAY) },
      now,
    );
    return { raka, sinta, parentToken: await tokenOf(h(), made.parent!) };
  }
  const put = (token: string, studentId: string, action: 'pause' | 'resume') =>
    h().request('PUT', `/sessions/v1/students/${studentId}/subscription/${action}`, { token });
  const row = (userId: string) =>
    db().selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('keeps the paid time left when paused, reads PAUSED meanwhile, and gives it back from the resume', async () => {
    const { raka, parentToken } = await family(60);
    const paused = await put(parentToken, raka.id, 'pause');
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as StatusAnswer).data.subscriptionStatus).toMatchObject({
      subscriptionType: 'PAUSED',
      status: 'active',
      endsAt: null,
    });
    expect(await row(raka.id)).toMatchObject({
      type: 'PAUSED',
      ends_at: null,
      paused_at: h().clock.now,
      paused_remaining_seconds: 60 * 86_400,
      pauses_used: 1,
    });

    const status = await h().request('GET', '/sessions/v2/students/subscription-status', {
      token: await tokenOf(h(), raka),
    });
    expect(((await status.json()) as StatusAnswer).data.subscriptionStatus.subscriptionType).toBe('PAUSED');

    const pausedAt = h().clock.now;
    h().clock.advance(10 * DAY);
    try {
      const resumed = await put(await tokenOf(h(), raka), raka.id, 'resume');
      expect(resumed.status).toBe(200);
      const endsAt = new Date(pausedAt.getTime() + 70 * DAY);
      expect(((await resumed.json()) as StatusAnswer).data.subscriptionStatus).toMatchObject({
        subscriptionType: 'PAID',
        endsAt: endsAt.toISOString(),
      });
      expect(resumed.headers.get('set-cookie')).toMatch(/PAID/);
      const stored = await row(raka.id);
      expect(stored).toMatchObject({
        type: 'PAID',
        ends_at: endsAt,
        paused_at: null,
        paused_remaining_seconds: null,
      });
      const job = await db()
        .selectFrom('jobs')
        .selectAll()
        .where('key', '=', `subscription-expiry:${stored.id}:${endsAt.toISOString()}`)
        .executeTakeFirst();
      expect(job?.run_at).toEqual(endsAt);
      // The automatic resume of the pause that ended by hand does nothing later.
      await runDueJobs(
        db(),
        {
          [SUBSCRIPTION_RESUME_QUEUE]: resumePausedSubscription,
          [SUBSCRIPTION_EXPIRY_QUEUE]: expireSubscription,
        },
        new Date(pausedAt.getTime() + 61 * DAY),
      );
      expect(await row(raka.id)).toMatchObject({ type: 'PAID', status: 'active', ends_at: endsAt });
    } finally {
      h().clock.now = pausedAt;
    }
  });

  it('allows one pause per paid period, and none with less than 7 days left', async () => {
    const { raka, parentToken } = await family(60);
    await put(parentToken, raka.id, 'pause');
    await put(parentToken, raka.id, 'resume');
    const again = await put(parentToken, raka.id, 'pause');
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error).toMatchObject({
      code: 'subscription_not_pausable',
      message: expect.stringMatching(/sudah pernah dijeda/),
    });

    const short = await family(6);
    const refused = await put(short.parentToken, short.raka.id, 'pause');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorAnswer).error.message).toMatch(/kurang dari 7 hari/);
  });

  it('refuses to pause a plan that is not paid and to resume one that is not paused', async () => {
    const { sinta, raka, parentToken } = await family();
    const notPaid = await put(parentToken, sinta.id, 'pause');
    expect(notPaid.status).toBe(409);
    expect(((await notPaid.json()) as ErrorAnswer).error.message).toBe(
      'Langganan Sinta tidak sedang aktif berbayar, jadi tidak bisa dijeda.',
    );
    const notPaused = await put(parentToken, raka.id, 'resume');
    expect(notPaused.status).toBe(409);
    expect(((await notPaused.json()) as ErrorAnswer).error.code).toBe('subscription_not_paused');
  });

  it("lets a child's profile pause a sibling's plan in a family with a parent, and nobody another family's", async () => {
    const { raka, sinta } = await family();
    const other = await family();
    const alone = await createFamily(db(), `+${++phone}`, [{ name: 'Dimas', ...SMP_8 }], { parent: false });
    expect((await put(other.parentToken, raka.id, 'pause')).status).toBe(404);
    expect((await put(await tokenOf(h(), alone.students[0]!), raka.id, 'pause')).status).toBe(404);
    expect((await row(raka.id)).type).toBe('PAID');
    expect((await put(await tokenOf(h(), sinta), raka.id, 'pause')).status).toBe(200);
    expect((await row(raka.id)).type).toBe('PAUSED');
  });

  it('resumes by itself 30 days after the pause, as of that day', async () => {
    const { raka, parentToken } = await family(40);
    const pausedAt = h().clock.now;
    await put(parentToken, raka.id, 'pause');
    const handlers = { [SUBSCRIPTION_RESUME_QUEUE]: resumePausedSubscription };
    await runDueJobs(db(), handlers, new Date(pausedAt.getTime() + 30 * DAY - 1000));
    expect((await row(raka.id)).type).toBe('PAUSED');
    await runDueJobs(db(), handlers, new Date(pausedAt.getTime() + 32 * DAY));
    expect(await row(raka.id)).toMatchObject({
      type: 'PAID',
      ends_at: new Date(pausedAt.getTime() + 70 * DAY),
    });
  });
});
