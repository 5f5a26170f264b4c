// Payments behind slow WhatsApp reminders (issue 24, decision 101), with the server's own job
// runner and queue on a fresh embedded PGlite (or DATABASE_URL's PostgreSQL): R reminder jobs
// whose gateway (a local HTTP server) answers each request in D seconds fill the messaging lane;
// once they are in flight, P payment jobs (the sandbox's notification deliveries' queue) are
// enqueued at once. Reports each payment job's wait from enqueue to done (p50/p99), and counts
// that every reminder reached the gateway exactly once and every payment job ran once.
//
// Usage (from the repository root):
//   cd site && node --import tsx ../bench/job-lanes.ts [reminders=500] [payments=50] [gatewaySeconds=5] [pollMs=500]
// A payment job waits for the next poll of its lane (JOBS_POLL_MS) at most: the bench first measures
// the payments alone (the baseline), then behind the slow reminders — equal waits mean no queueing.
// Goal: payment p99 ≤ 1 s while reminders are slow; every job exactly once.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';

const [reminders = 500, payments = 50, gatewaySeconds = 5, pollMs = 500] = process.argv.slice(2).map(Number);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bimbel-bench-lanes-'));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL ??= '';
process.env.LOG_LEVEL = 'warn';

const { getDatabase, closeDatabase } = await import('../site/src/server/db/database.ts');
const { enqueueJob } = await import('../site/src/server/jobs/job-queue.ts');
const { createJobRegistry, registerJobHandler } = await import('../site/src/server/jobs/job-registry.ts');
const { startJobRunner } = await import('../site/src/server/jobs/job-runner.ts');

const sent = new Map<string, number>();
let inFlight = 0;
let peak = 0;
const gateway = http.createServer((request, response) => {
  const key = request.headers['idempotency-key'] as string;
  sent.set(key, (sent.get(key) ?? 0) + 1);
  inFlight += 1;
  peak = Math.max(peak, inFlight);
  setTimeout(() => {
    inFlight -= 1;
    response.end('ok');
  }, gatewaySeconds * 1000);
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as { port: number }).port}/`;

const database = await getDatabase();
const { db } = database;
const registry = createJobRegistry();
registerJobHandler(
  'reminders.send',
  async ({ job }) => {
    const answer = await fetch(gatewayUrl, { method: 'POST', headers: { 'idempotency-key': job.key ?? String(job.id) } });
    if (!answer.ok) throw new Error(`gateway answered ${answer.status}`);
  },
  registry,
);
const enqueuedAt = new Map<string, number>();
const waits: number[] = [];
const ran = new Map<string, number>();
registerJobHandler(
  'payments.sandbox-notify',
  async ({ job }) => {
    const key = job.key ?? '';
    ran.set(key, (ran.get(key) ?? 0) + 1);
    waits.push(performance.now() - (enqueuedAt.get(key) ?? NaN));
  },
  registry,
);

const now = () => new Date();
/** Enqueues P payment jobs at once (keys with `prefix`) and waits until all ran; answers their waits. */
async function paymentBurst(prefix: string): Promise<number[]> {
  const before = waits.length;
  await Promise.all(
    Array.from({ length: payments }, async (_, n) => {
      const key = `${prefix}-${n}`;
      enqueuedAt.set(key, performance.now());
      await enqueueJob(db, { queue: 'payments.sandbox-notify', key }, now());
    }),
  );
  const until = performance.now() + 120_000;
  while (waits.length - before < payments && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  return waits.slice(before).sort((a, b) => a - b);
}
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const baselineRunner = startJobRunner({ db, pollMs, registry, now });
const baseline = await paymentBurst('baseline');
await baselineRunner.stop();
for (let n = 0; n < reminders; n += 1) await enqueueJob(db, { queue: 'reminders.send', key: `reminder-${n}` }, now());
const runner = startJobRunner({ db, pollMs, registry, now });
// Wait until the messaging lane is full of slow sends.
const started = performance.now();
while (inFlight < Math.min(reminders, 50) && performance.now() - started < 30_000) await new Promise((r) => setTimeout(r, 50));
const busyAt = inFlight;
const behind = await paymentBurst('payment');
const paymentsDoneMs = performance.now() - started;
// Let every reminder finish: ⌈R / 50⌉ rounds of the gateway's delay.
const reminderDeadline = performance.now() + (Math.ceil(reminders / 50) + 4) * gatewaySeconds * 1000 + 30_000;
const doneReminders = async () =>
  Number(
    (
      await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('queue', '=', 'reminders.send')
        .where('state', '=', 'done')
        .executeTakeFirstOrThrow()
    ).n,
  );
while ((await doneReminders()) < reminders && performance.now() < reminderDeadline) await new Promise((r) => setTimeout(r, 500));
const remindersSeconds = (performance.now() - started) / 1000;
await runner.stop();

const at = (p: number) => percentile(behind, p);
const twice = [...sent.values()].filter((count) => count > 1).length;
const reminded = sent.size;
const paymentsTwice = [...ran.values()].filter((count) => count > 1).length;
console.log(`database ${database.kind}; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
console.log(`messaging lane: ${busyAt} slow sends in flight (peak ${peak}) when ${payments} payment jobs were enqueued at once`);
console.log(`lanes polled every ${pollMs} ms; payments alone: wait p50 ${percentile(baseline, 50).toFixed(0)} ms · p99 ${percentile(baseline, 99).toFixed(0)} ms`);
console.log(
  `payments behind the slow reminders: ${behind.length}/${payments} done, wait p50 ${at(50).toFixed(0)} ms · p99 ${at(99).toFixed(0)} ms · max ${behind.at(-1)?.toFixed(0)} ms; all done ${(paymentsDoneMs / 1000).toFixed(1)} s after the reminders started`,
);
console.log(`reminders: ${reminded}/${reminders} reached the gateway, ${twice} twice; all done in ${remindersSeconds.toFixed(0)} s`);
const ok = behind.length === payments && ran.size === 2 * payments && paymentsTwice === 0 && at(99) <= 1000 && reminded === reminders && twice === 0;
console.log(`goal: payment p99 ≤ 1000 ms while reminders are slow, every job exactly once — ${ok ? 'met' : 'NOT met'}`);
gateway.close();
await closeDatabase();
await rm(dataDir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
