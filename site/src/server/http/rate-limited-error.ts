import { ApiError } from './api-error.ts';
import { rateLimitedMessage } from './messages.ts';

/**
 * A 429 that knows when to come back. The backend's error handler turns `retryAfterSeconds`
 * into the Retry-After header, so every rate-limited call answers the same way.
 */
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
