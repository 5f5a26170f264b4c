/*
 * Run by job-processes.test.ts as a separate process (node --import tsx job-worker-process.ts
 * <databaseUrl> <workerId> <run|hang> <leaseMs>): a job runner on PostgreSQL, as a server
 * process would run it, on the real clock.
 * - run: runs due jobs of the test queues, printing "ran <jobId>" for each, and exits once there
 *   were jobs and every one is done or failed (a job held by a dead process counts as unfinished until its lease
 *   passes and this process has run it);
 * - hang: claims jobs and never finishes them (prints "claimed <jobId>"), to be killed — a
 *   process that dies mid-job.
 */
import { openDatabase } from '../../db/open-database.ts';
import type { JobContext } from '../job-registry.ts';
import { runDueJobs } from '../job-runner.ts';

const [databaseUrl, workerId, mode, leaseMs] = process.argv.slice(2);
if (!databaseUrl || !workerId || (mode !== 'run' && mode !== 'hang') || !leaseMs) {
  throw new Error('usage: job-worker-process.ts <databaseUrl> <workerId> <run|hang> <leaseMs>');
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const database = await openDatabase({ databaseUrl, dataDir: '/tmp', poolSize: 2 });
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
const unfinished = async () =>
  (await database.db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'running']).limit(1).execute())
    .length > 0;
// Waits for the test to enqueue (up to 20 s), then runs until every job is finished.
const deadline = Date.now() + 20_000;
let seenWork = false;
for (;;) {
  if (mode === 'run') {
    const pending = await unfinished();
    seenWork ||= pending;
    if ((seenWork && !pending) || Date.now() > deadline) break;
  }
  await runDueJobs(database.db, handlers, new Date(), { workerId, leaseMs: Number(leaseMs) });
  await sleep(20);
}
await database.close();
