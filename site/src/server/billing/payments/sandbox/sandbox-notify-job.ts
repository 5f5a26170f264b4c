import { log } from '../../../http/logger.ts';
import { enqueueJob } from '../../../jobs/job-queue.ts';
import type { JobContext } from '../../../jobs/job-registry.ts';
import { SANDBOX_NOTIFY_QUEUE, type NotifyPayload } from './sandbox-notifications.ts';

/*
 * Sends one HTTP notification as Midtrans does (its "HTTP(S) Notification" page): a JSON POST,
 * 15 s to answer; 307/308 followed (POST again, at most 5 redirects), 301/302/303 not; and on a
 * failure retried by status — 500 once, 503 four times, 400/404 twice, anything else (no answer
 * included) five times — 2, 10, 30, 90 and 210 minutes after the previous try. Midtrans adds a
 * random shift to each wait; the sandbox does not, so tests know when a retry comes.
 */

export const NOTIFICATION_TIMEOUT_MS = 15_000;
export const NOTIFICATION_RETRY_MINUTES = [2, 10, 30, 90, 210] as const;
const MAX_REDIRECTS = 5;

/** How many retries Midtrans makes after an answer with this status (undefined: no answer). */
export function notificationRetries(status: number | undefined): number {
  if (status === undefined) return 5;
  if (status >= 200 && status < 300) return 0;
  if (status === 500) return 1;
  if (status === 503) return 4;
  if (status === 400 || status === 404) return 2;
  if (status === 301 || status === 302 || status === 303) return 0;
  return 5;
}

function readPayload(payload: unknown): NotifyPayload {
  const { url, body, retry } = (payload ?? {}) as Partial<NotifyPayload>;
  if (typeof url !== 'string' || typeof body !== 'object' || body === null || typeof retry !== 'number') {
    throw new Error('sandbox notification job without url, body and retry');
  }
  return { url, body, retry };
}

/** The final status of POSTing `body` to `url` (following 307/308), or undefined without an answer. */
async function post(url: string, body: string, fetchImpl: typeof fetch): Promise<number | undefined> {
  let target = url;
  for (let redirects = 0; redirects <= MAX_REDIRECTS; redirects += 1) {
    let response: Response;
    try {
      response = await fetchImpl(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(NOTIFICATION_TIMEOUT_MS),
      });
      await response.body?.cancel();
    } catch {
      return undefined;
    }
    const location = response.headers.get('location');
    if ((response.status !== 307 && response.status !== 308) || !location) return response.status;
    try {
      target = new URL(location, target).toString();
    } catch {
      return response.status;
    }
  }
  return undefined;
}

/**
 * The `payments.sandbox-notify` handler: POSTs the notification, and when the answer asks for it
 * enqueues the next try (`…:retryN`) at Midtrans's interval. A failed POST is not a failed job:
 * the retries are Midtrans's, not the job queue's.
 */
export async function sendSandboxNotification(
  { db, now, job }: JobContext,
  { fetch: fetchImpl = fetch }: { fetch?: typeof fetch } = {},
): Promise<number | undefined> {
  const payload = readPayload(job.payload);
  const status = await post(payload.url, JSON.stringify(payload.body), fetchImpl);
  const fields = { orderId: payload.body.order_id, transactionStatus: payload.body.transaction_status, status };
  const retries = notificationRetries(status);
  if (payload.retry < retries) {
    const waitMinutes = NOTIFICATION_RETRY_MINUTES[payload.retry] ?? NOTIFICATION_RETRY_MINUTES[4];
    const base = (job.key ?? `midtrans-sandbox-job:${job.id}`).replace(/:retry\d+$/, '');
    await enqueueJob(
      db,
      {
        queue: SANDBOX_NOTIFY_QUEUE,
        key: `${base}:retry${payload.retry + 1}`,
        payload: { ...payload, retry: payload.retry + 1 },
        runAt: new Date(now.getTime() + waitMinutes * 60_000),
      },
      now,
    );
    log('warn', 'sandbox notification not accepted, will retry', { ...fields, retry: payload.retry + 1, waitMinutes });
  } else if (status === undefined || status >= 300) {
    log('warn', 'sandbox notification not accepted, no retry left', fields);
  } else {
    log('debug', 'sandbox notification delivered', fields);
  }
  return status;
}
