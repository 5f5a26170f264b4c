import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe token (256 bits) for refresh, register and e-mail verification tokens. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored only as SHA-256 hashes: a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
