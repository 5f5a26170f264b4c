import { createHash, timingSafeEqual } from 'node:crypto';

const INSPECT = Symbol.for('nodejs.util.inspect.custom');
const REDACTED = '[redacted]';

/**
 * A secret configuration value. It prints as "[redacted]" everywhere (String(), template
 * literals, JSON.stringify, console.log, util.inspect), so logging a whole config object
 * never leaks it; code that needs the value asks for it with `reveal()`.
 *
 * @example
 * const secret = new Secret('s3cr3t');
 * `${secret}`;       // '[redacted]'
 * secret.reveal();   // 's3cr3t'
 */
export class Secret {
  #value: string | (() => string);

  /** A value, or a function that gives it on the first reveal() (e.g. read from a file). */
  constructor(value: string | (() => string)) {
    this.#value = value;
  }

  reveal(): string {
    if (typeof this.#value === 'function') this.#value = this.#value();
    return this.#value;
  }

  /** Constant-time comparison (e.g. an admin token from a request header). */
  matches(candidate: string): boolean {
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(candidate), digest(this.reveal()));
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [INSPECT](): string {
    return `Secret(${REDACTED})`;
  }
}
