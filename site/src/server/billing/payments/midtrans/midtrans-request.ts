import type { Secret } from '../../../config/secret.ts';
import { PaymentGatewayError, type GatewayFailureDetails } from '../payment-gateway.ts';

/*
 * One HTTP call to Midtrans (Snap or the Core API): Basic auth with the server key as the user
 * name and no password (AUTH_STRING = base64(server_key + ':')), JSON both ways, a timeout. Every
 * failure is a PaymentGatewayError whose message says what failed and never carries the key —
 * neither as it is nor base64-encoded — since those messages reach logs and job records.
 */

export type MidtransTransport = {
  serverKey: Secret;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Extra headers on every call (X-Override-Notification). */
  headers?: Record<string, string>;
};

export type MidtransReply = { status: number; json: unknown };

const MESSAGE_MAX_LENGTH = 300;

/** `text` with the server key, and its Basic auth form, blotted out; cut to 300 characters. */
export function withoutServerKey(text: string, serverKey: string): string {
  const forms = [serverKey, Buffer.from(`${serverKey}:`).toString('base64')].filter((form) => form.length > 0);
  return forms.reduce((clean, form) => clean.split(form).join('[server key]'), text).slice(0, MESSAGE_MAX_LENGTH);
}

/** A PaymentGatewayError with `message` and Midtrans's own code and reasons cleaned of the key. */
export function gatewayError(
  transport: MidtransTransport,
  message: string,
  status?: number,
  details: GatewayFailureDetails = {},
): PaymentGatewayError {
  const key = transport.serverKey.reveal();
  return new PaymentGatewayError(withoutServerKey(message, key), status, {
    ...details,
    gatewayCode: details.gatewayCode === undefined ? undefined : withoutServerKey(details.gatewayCode, key),
    gatewayMessages: details.gatewayMessages?.slice(0, 5).map((reason) => withoutServerKey(reason, key)),
  });
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? `${error.name} (${cause.code})` : error.name;
}

/**
 * Sends one call and reads its JSON answer, whatever the status (the caller decides what a 404 or
 * a 412 means). Throws when Midtrans is not reached in time or answers something that is not JSON.
 */
export async function callMidtrans(
  transport: MidtransTransport,
  request: { method: 'GET' | 'POST'; url: string; body?: unknown; what: string },
): Promise<MidtransReply> {
  const key = transport.serverKey.reveal();
  let response: Response;
  try {
    response = await transport.fetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
        ...transport.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw gatewayError(
      transport,
      timedOut
        ? `Midtrans did not answer ${request.what} within ${transport.timeoutMs} ms`
        : `Midtrans could not be reached for ${request.what}: ${describeFailure(error)}`,
      undefined,
      { kind: timedOut ? 'timeout' : 'network' },
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const what = `Midtrans's answer to ${request.what} broke off: ${describeFailure(error)}`;
    throw gatewayError(transport, what, response.status, { kind: 'network' });
  }
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    throw gatewayError(transport, `Midtrans answered ${request.what} with ${response.status} and no JSON`, response.status);
  }
}
