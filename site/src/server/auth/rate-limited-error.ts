import type { Context } from 'hono';
import { ApiError } from '../http/api-error.ts';
import { rateLimitedMessage } from '../http/messages.ts';

/** A 429 that knows when to come back; {@link withRetryAfter} turns that into Retry-After. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    code = 'rate_limited',
    message = rateLimitedMessage(retryAfterSeconds),
  ) {
    super(429, code, message);
    this.name = 'RateLimitedError';
  }
}

/**
 * Runs a handler's body; a RateLimitedError it throws gets its Retry-After header before the
 * app's error handler writes the error body (headers set on the context survive into it).
 */
export async function withRetryAfter(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
