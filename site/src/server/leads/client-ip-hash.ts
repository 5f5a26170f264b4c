import { createHmac } from 'node:crypto';
import type { Secret } from '../config/config.ts';

/**
 * A keyed hash of the client IP: rows from one address can be told apart and rate limited,
 * but the address cannot be recovered from a database copy (a plain SHA-256 of the small IPv4
 * space can be reversed by trying every address). The key is derived from AUTH_SECRET.
 */
export function hashClientIp(ip: string, secret: Secret): string {
  return createHmac('sha256', secret.reveal()).update(`lead-ip\0${ip}`).digest('hex');
}
