import { expect, vi } from 'vitest';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { DEMO_OTP_LOG_MESSAGE } from '#site/server/senders/otp-sender.ts';
import type { Harness } from '#site/server/testing/backend-harness.ts';

/** The fixed code of the test config's OTP test numbers. */
export const TEST_NUMBER_CODE = '123456';

/** Inserts a family account: its login phone, an optional parent and its students. */
export { insertTestFamily as createFamily } from '#site/server/users/testing/user-fixtures.ts';

type LogRecord = { message?: string; [field: string]: unknown };

/**
 * Captures the server's JSON log lines (stdout and stderr, silenced) so a test can read the
 * code the demo `log` sender printed, as a person running the demo would. Call `restore()` after.
 */
export function captureServerLog() {
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(() => undefined),
    vi.spyOn(console, 'error').mockImplementation(() => undefined),
  ];
  const records = (): LogRecord[] =>
    spies
      .flatMap((spy) => spy.mock.calls)
      .flatMap(([line]) => {
        try {
          return [JSON.parse(String(line)) as LogRecord];
        } catch {
          return [];
        }
      });
  return {
    records,
    /** The code the log sender printed for `challengeId`. */
    codeFor(challengeId: string): string {
      const record = records().find(
        (entry) => entry.message === DEMO_OTP_LOG_MESSAGE && entry.challengeId === challengeId,
      );
      expect(record, `no demo OTP log line for challenge ${challengeId}`).toBeDefined();
      return String(record?.code);
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

export type ErrorBody = { error?: { code: string; message: string; field?: string } };
export type RequestCodeBody = ErrorBody & {
  data?: { challenge_id: string; resend_after: number; expires_in: number };
};
export type VerifyBody = ErrorBody & { data?: SessionUserData };

/** `POST /api/auth/otp/request`; returns the response and its parsed body. */
export async function requestCode(
  h: Harness,
  phone: string,
  options: { ip?: string; channel?: string } = {},
) {
  const response = await h.request('POST', '/api/auth/otp/request', {
    json: {
      country_code: '+62',
      phone_number: phone,
      ...(options.channel ? { channel: options.channel } : {}),
    },
    ip: options.ip,
  });
  return { response, body: (await response.json()) as RequestCodeBody };
}

/** `POST /api/auth/otp/verify`; returns the response and its parsed body. */
export async function verifyCode(h: Harness, challengeId: string, code: string) {
  const response = await h.request('POST', '/api/auth/otp/verify', {
    json: { challenge_id: challengeId, code },
  });
  return { response, body: (await response.json()) as VerifyBody };
}

/** Logs in with a test number of the test config (fixed code) and returns the verify answer. */
export async function logInWithTestNumber(h: Harness, phone: string, { ip }: { ip?: string } = {}) {
  const requested = await requestCode(h, phone, { ip });
  expect(requested.response.status).toBe(200);
  const verified = await verifyCode(h, requested.body.data!.challenge_id, TEST_NUMBER_CODE);
  expect(verified.response.status).toBe(200);
  return verified;
}

export type SetCookie = { value: string; attributes: Record<string, string | true> };

/** The response's Set-Cookie headers by cookie name (attribute names lower-cased). */
export function setCookies(response: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const attributeMap: Record<string, string | true> = {};
    for (const attribute of attributes) {
      const [key = '', ...rest] = attribute.split('=');
      attributeMap[key.toLowerCase()] = rest.length > 0 ? rest.join('=') : true;
    }
    cookies.set(pair.slice(0, separator), {
      value: decodeURIComponent(pair.slice(separator + 1)),
      attributes: attributeMap,
    });
  }
  return cookies;
}

/** A Cookie request header from name → value. */
export function cookieHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
