import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Secret } from '../config/secret.ts';

/*
 * The credential of a class's teacher link (decision 075): the teacher answers the class's
 * questions from a browser, without the admin token and without an account. Token =
 * base36(expiry in seconds) "." base64url(HMAC-SHA256(key, "<class id>.<expiry>")), the key derived
 * from AUTH_SECRET for this purpose only, like the calendar feed's (decision 070). Nothing is
 * stored: the link names one class and ends when the class's Q&A closes (7 days after the end);
 * rotating AUTH_SECRET revokes every link at once.
 */

const KEY_LABEL = 'bimbel/teacher-qna/v1';
const TOKEN_PATTERN = /^([0-9a-z]{1,9})\.([A-Za-z0-9_-]{43})$/;

function signature(classId: string, expiresSeconds: number, secret: Secret): string {
  const key = createHmac('sha256', secret.reveal()).update(KEY_LABEL).digest();
  return createHmac('sha256', key).update(`${classId}.${expiresSeconds}`).digest('base64url');
}

/** The teacher token of one class, valid until `expiresAt` (whole seconds). */
export function signTeacherQnaToken(classId: string, expiresAt: Date, secret: Secret): string {
  const expiresSeconds = Math.floor(expiresAt.getTime() / 1000);
  return `${expiresSeconds.toString(36)}.${signature(classId, expiresSeconds, secret)}`;
}

/**
 * Whether `token` was issued for this class and has not expired at `now`. The signature is
 * compared as text in constant time (one spelling per token; base64url's spare bits do not give
 * a second one).
 */
export function verifyTeacherQnaToken(token: string, classId: string, secret: Secret, now: Date): boolean {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return false;
  const expiresSeconds = Number.parseInt(match[1]!, 36);
  if (expiresSeconds.toString(36) !== match[1]) return false;
  if (expiresSeconds * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[2]!, 'ascii');
  const expected = Buffer.from(signature(classId, expiresSeconds, secret), 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The teacher page of a class's Q&A (`/guru/tanya-jawab/{classId}/{token}`).
 *
 * @example
 * teacherQnaPath('0b6f…', 'mx8k2p.Zq…'); // '/guru/tanya-jawab/0b6f…/mx8k2p.Zq…'
 */
export function teacherQnaPath(classId: string, token: string): string {
  return `/guru/tanya-jawab/${encodeURIComponent(classId)}/${encodeURIComponent(token)}`;
}
