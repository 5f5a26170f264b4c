import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Secret } from '../config/secret.ts';

/*
 * The credential of a student's calendar feed (decision 070). A calendar app fetches the feed on
 * its own, hours later, without cookies or headers: the address itself must say whose feed it is
 * and prove that we issued it. Token = base64url(user id) "." base64url(HMAC-SHA256(key, user id)),
 * the key derived from AUTH_SECRET for this purpose only. Nothing is stored; the same student
 * always gets the same address (a second subscription does not break the first), and rotating
 * AUTH_SECRET revokes every feed address at once.
 */

/** Derives the feed key, so a feed signature is never valid as anything else signed with the secret. */
const KEY_LABEL = 'bimbel/calendar-feed/v1';
/** A user id (uuid) in base64url is 48 characters; anything much longer is not ours. */
const TOKEN_MAX_LENGTH = 120;
export const FEED_FILE_SUFFIX = '.ics';

function signature(userId: string, secret: Secret): Buffer {
  const key = createHmac('sha256', secret.reveal()).update(KEY_LABEL).digest();
  return createHmac('sha256', key).update(userId).digest();
}

/** The feed token of a user. */
export function signCalendarFeedToken(userId: string, secret: Secret): string {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${signature(userId, secret).toString('base64url')}`;
}

/** The user id a token was issued for, or undefined when it is malformed or its signature is wrong. */
export function verifyCalendarFeedToken(token: string, secret: Secret): string | undefined {
  if (token.length > TOKEN_MAX_LENGTH) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // base64url decoding is lenient: only the canonical encoding of the id counts.
  if (Buffer.from(userId, 'utf8').toString('base64url') !== match[1]) return undefined;
  // Compared as text: the last character of 43 carries 2 unused bits, so a lenient decode would
  // accept several spellings of one signature — one address per feed, exactly.
  const given = Buffer.from(match[2]!, 'ascii');
  const expected = Buffer.from(signature(userId, secret).toString('base64url'), 'ascii');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

/** `<token>.ics`, the feed address's last segment. */
export function calendarFeedFile(userId: string, secret: Secret): string {
  return `${signCalendarFeedToken(userId, secret)}${FEED_FILE_SUFFIX}`;
}

/** The user id behind a feed address's last segment, or undefined (→ 404). */
export function readCalendarFeedFile(file: string, secret: Secret): string | undefined {
  if (!file.endsWith(FEED_FILE_SUFFIX)) return undefined;
  return verifyCalendarFeedToken(file.slice(0, -FEED_FILE_SUFFIX.length), secret);
}
