/*
 * Run by job-processes.test.ts as a separate process (node --import tsx job-worker-process.ts
 * <databaseUrl> <workerId> <run|hang|deliver> <leaseMs> [webhookUrl]): a job runner on
 * PostgreSQL, as a server process would run it, on the real clock.
 * - run: runs due jobs of the test queues one by one (runDueJobs), printing "ran <jobId>" for
 *   each, and exits once there were jobs and every one is done or failed (a job held by a dead
 *   process counts as unfinished until its lease passes and this process has run it);
 * - hang: claims jobs and never finishes them (prints "claimed <jobId>"), to be killed — a
 *   process that dies mid-job;
 * - deliver: the server's runner (startJobRunner: lanes, concurrency, lease renewal) with a
 *   `reminders.send` handler that POSTs each job's key to the webhook, as a WhatsApp gateway
 *   call; exits like `run`.
 */
import { openDatabase } from '../../db/open-database.ts';
import { REMINDER_SEND_QUEUE } from '../../reminders/reminder-jobs.ts';
import { createJobRegistry, registerJobHandler, type JobContext } from '../job-registry.ts';
import { runDueJobs, startJobRunner } from '../job-runner.ts';

const [databaseUrl, workerId, mode, leaseMs, webhookUrl] = process.argv.slice(2);
if (!databaseUrl || !workerId || (mode !== 'run' && mode !== 'hang' && mode !== 'deliver') || !leaseMs) {
  throw new Error('usage: job-worker-process.ts <databaseUrl> <workerId> <run|hang|deliver> <leaseMs> [webhookUrl]');
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await openDatabase({ databaseUrl, dataDir: '/tmp', poolSize: 4 });
const unfinished = async () =>
  (await database.db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'running']).limit(1).execute())
    .length > 0;

/** Resolves once there were jobs and none is left unfinished (or after 20 s without any). */
async function untilAllFinished(checkEveryMs: number, step: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 20_000;
  let seenWork = false;
  for (;;) {
    const pending = await unfinished();
    seenWork ||= pending;
    if ((seenWork && !pending) || (!seenWork && Date.now() > deadline)) return;
    await step();
    await sleep(checkEveryMs);
  }
}

async function deliver(url: string): Promise<void> {
  const registry = createJobRegistry();
  registerJobHandler(
    REMINDER_SEND_QUEUE,
    async ({ job }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': job.key ?? job.id, 'x-worker': workerId! },
        body: JSON.stringify({ key: job.key }),
      });
      await response.text();
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
    },
    registry,
  );
  const runner = startJobRunner({ db: database.db, pollMs: 200, registry, workerId, leaseMs: Number(leaseMs) });
  console.log('ready');
  await untilAllFinished(250, async () => undefined);
  await runner.stop();
}

if (mode === 'deliver') {
  if (!webhookUrl) throw new Error('deliver needs a webhookUrl');
  await deliver(webhookUrl);
} else {
  const handler =
    mode === 'run'
      ? async ({ job }: JobContext) => {
          console.log(`ran ${job.id}`);
          await sleep(3);
        }
      : async ({ job }: JobContext) => {
          console.log(`claimed ${job.id}`);
          await new Promise(() => undefined);
        };
  const handlers = { 'test.multi': handler, 'test.crash': handler };
  console.log('ready');
  const runOnce = () => runDueJobs(database.db, handlers, new Date(), { workerId, leaseMs: Number(leaseMs) });
  if (mode === 'run') await untilAllFinished(20, runOnce);
  else
    for (;;) {
      await runOnce();
      await sleep(20);
    }
}
await database.close();
