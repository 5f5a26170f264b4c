import type { Kysely } from 'kysely';
import { vi } from 'vitest';
import type { SessionUserData } from '@bimbel/domain/session/session-user-data';
import { issueAccessToken } from '#site/server/auth/access-token.ts';
import { issueSessionTokens } from '#site/server/auth/session-tokens.ts';
import type { Tables, User } from '#site/server/db/schema.ts';
import { setLogLevel } from '#site/server/http/logger.ts';
import { DEMO_EMAIL_LOG_MESSAGE } from '#site/server/senders/email-sender.ts';
import type { Harness } from '#site/server/testing/backend-harness.ts';

export type ErrorBody = { error?: { code: string; message: string; field?: string } };
export type SessionBody = ErrorBody & { data?: SessionUserData };

type NewTestStudent = {
  fullName: string;
  grade?: string;
  classType?: User['class_type'];
  stream?: User['stream'];
};

/** Inserts a family account with an optional parent and its students (8th grade SMP/MTs unless told). */
export async function insertTestFamily(
  db: Kysely<Tables>,
  {
    phone,
    parent,
    students = [],
  }: { phone: string; parent?: string; students?: (string | NewTestStudent)[] },
): Promise<{ accountId: string; parent: User | undefined; students: User[] }> {
  const account = await db
    .insertInto('accounts')
    .values({ phone_e164: phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parentUser = parent
    ? await db
        .insertInto('users')
        .values({ account_id: account.id, role: 'parent', full_name: parent, phone_e164: phone })
        .returningAll()
        .executeTakeFirstOrThrow()
    : undefined;
  const studentUsers: User[] = [];
  for (const student of students) {
    const {
      fullName,
      grade = '8__SMP/MTs',
      classType = 'SMP/MTs',
      stream = null,
    } = typeof student === 'string' ? { fullName: student } : student;
    studentUsers.push(
      await db
        .insertInto('users')
        .values({
          account_id: account.id,
          role: 'student',
          full_name: fullName,
          phone_e164: phone,
          grade,
          class_type: classType,
          stream,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  return { accountId: account.id, parent: parentUser, students: studentUsers };
}

/** A logged-in session for `user`, as OTP verify would start it (access + stored refresh token). */
export async function signIn(h: Harness, user: Pick<User, 'id' | 'account_id' | 'role'>): Promise<string> {
  const tokens = await issueSessionTokens(h.database.db, user, { config: h.config, now: h.clock.now });
  return tokens.access_token;
}

/** An access token signed with another secret: a forged one. */
export async function forgedToken(
  h: Harness,
  user: Pick<User, 'id' | 'account_id' | 'role'>,
): Promise<string> {
  const issued = await issueAccessToken(
    { userId: user.id, accountId: user.account_id, role: user.role, sessionId: crypto.randomUUID() },
    {
      secret: 'another-secret-that-is-at-least-32-characters',
      issuer: h.config.publicOrigin,
      now: h.clock.now,
    },
  );
  return issued.accessToken;
}

/** The cookies a response sets, by name (`Max-Age=0` ones map to ''), with their attribute text. */
export function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), {
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: attributes.join('; '),
    });
  }
  return cookies;
}

type LogRecord = { message?: string; [field: string]: unknown };

/**
 * Captures the server's JSON log lines (silencing them) so a test can read the e-mail the demo
 * `log` sender printed, as a person running the demo would. Call `restore()` after.
 */
export function captureEmailLog() {
  setLogLevel('info');
  const spy = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const records = (): LogRecord[] =>
    spy.mock.calls.flatMap(([line]) => {
      try {
        return [JSON.parse(String(line)) as LogRecord];
      } catch {
        return [];
      }
    });
  const emails = () => records().filter((record) => record.message === DEMO_EMAIL_LOG_MESSAGE);
  return {
    records,
    emails,
    /** The verification token of the last e-mail the log sender printed. */
    lastVerificationToken(): string | undefined {
      const text = String(emails().at(-1)?.text ?? '');
      return text.match(/\/verifikasi-email\/([A-Za-z0-9_-]+)/)?.[1];
    },
    clear: () => spy.mockClear(),
    restore: () => spy.mockRestore(),
  };
}
