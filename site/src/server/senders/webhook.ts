import { createHmac } from 'node:crypto';
import type { Secret } from '../config/secret.ts';

export const SIGNATURE_HEADER = 'x-bimbel-signature';
export const TIMESTAMP_HEADER = 'x-bimbel-timestamp';

/** `sha256=<hex HMAC of "<timestamp>.<body>">`: the receiver recomputes it with the shared secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export class WebhookError extends Error {
  constructor(readonly status: number | undefined) {
    super(status ? `webhook answered ${status}` : 'webhook did not answer');
    this.name = 'WebhookError';
  }
}

/**
 * POSTs a JSON message to a provider's webhook (WhatsApp/SMS/e-mail gateway) with an HMAC
 * signature and a timestamp, so the provider can reject forged or replayed messages.
 * Throws WebhookError on a non-2xx answer or after `timeoutMs`.
 */
export async function postSignedWebhook(
  url: string,
  secret: Secret,
  message: unknown,
  { now = new Date(), timeoutMs = 5000 }: { now?: Date; timeoutMs?: number } = {},
): Promise<void> {
  const body = JSON.stringify(message);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signWebhook(secret.reveal(), timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new WebhookError(undefined);
  }
  if (!response.ok) throw new WebhookError(response.status);
}
