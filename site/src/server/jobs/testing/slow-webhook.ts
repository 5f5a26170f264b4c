import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the webhook received: `completed` once its answer went out, `cut` when the caller hung up first. */
export type WebhookRequest = { key: string; worker: string; receivedAt: number; completed?: number; cut?: number };

export type SlowWebhook = {
  url: string;
  requests: WebhookRequest[];
  /** Answers delivered in full, by idempotency key: a gateway sends a message once per completed call. */
  completedByKey(): Map<string, number>;
  /** Most requests in flight at once. */
  peakInFlight(): number;
  close(): Promise<void>;
};

/**
 * A stand-in WhatsApp gateway on 127.0.0.1 that answers every POST after `delayMs`, recording
 * each request by its `idempotency-key` header and whether its answer was delivered or the
 * caller's connection closed first (a killed process).
 */
export async function startSlowWebhook(delayMs: number): Promise<SlowWebhook> {
  const requests: WebhookRequest[] = [];
  let inFlight = 0;
  let peak = 0;
  const server = http.createServer((req, res) => {
    const request: WebhookRequest = {
      key: String(req.headers['idempotency-key']),
      worker: String(req.headers['x-worker']),
      receivedAt: Date.now(),
    };
    requests.push(request);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    req.resume();
    const timer = setTimeout(() => res.end('ok'), delayMs);
    res.on('finish', () => (request.completed = Date.now()));
    res.on('close', () => {
      inFlight -= 1;
      if (request.completed === undefined) {
        clearTimeout(timer);
        request.cut = Date.now();
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/whatsapp`,
    requests,
    completedByKey() {
      const counts = new Map<string, number>();
      for (const request of requests) {
        if (request.completed !== undefined) counts.set(request.key, (counts.get(request.key) ?? 0) + 1);
      }
      return counts;
    },
    peakInFlight: () => peak,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
