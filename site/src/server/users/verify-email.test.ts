import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { hashToken } from '../auth/opaque-token.ts';
import type { User } from '../db/schema.ts';
import { describeBackend, TEST_ORIGIN } from '../testing/backend-harness.ts';
import { EMAIL_VERIFICATION_TTL_SECONDS } from './email-verification.ts';
import { captureEmailLog, insertTestFamily, signIn } from './testing/user-fixtures.ts';

const PROFILE = '/user-management/v2/students/profile';
const verifyPath = (token: string) => `/user-management/v1/users/verify-email/${token}`;
const EXPIRED = {
  error: { code: 'verification_link_invalid', message: 'Tautan verifikasi sudah tidak berlaku.' },
};

describeBackend('PUT verify-email (log sender)', (h) => {
  let student: User;
  let log: ReturnType<typeof captureEmailLog>;

  beforeAll(async () => {
    student = (
      await insertTestFamily(h().database.db, { phone: '+6281700000001', students: ['Citra Maharani'] })
    ).students[0] as User;
  });
  beforeEach(() => {
    log = captureEmailLog();
  });
  afterEach(() => log.restore());

  const verifiedAt = async () =>
    (
      await h()
        .database.db.selectFrom('users')
        .select('email_verified_at')
        .where('id', '=', student.id)
        .executeTakeFirstOrThrow()
    ).email_verified_at;

  /** Changes the student's e-mail and returns the token of the link the demo log printed. */
  async function changeEmail(email: string): Promise<string> {
    log.clear();
    const response = await h().request('PUT', PROFILE, {
      token: await signIn(h(), student),
      json: { email },
    });
    expect(response.status).toBe(200);
    const token = log.lastVerificationToken();
    if (!token) throw new Error('the log sender printed no verification link');
    return token;
  }

  it('prints an Indonesian e-mail with the link to the verification page, and nothing else secret', async () => {
    await changeEmail('citra@example.id');
    const [email] = log.emails();
    expect(email).toMatchObject({ to: 'c***@example.id', subject: 'Verifikasi email kamu' });
    expect(String(email?.text)).toContain(`Halo, Citra Maharani!`);
    expect(String(email?.text)).toMatch(new RegExp(`${TEST_ORIGIN}/verifikasi-email/[A-Za-z0-9_-]{43}\\n`));
    expect(String(email?.text)).toContain('berlaku 24 jam');
    expect(JSON.stringify(log.records())).not.toContain('citra@example.id');
  });

  it('verifies the e-mail once; the link then stops working', async () => {
    const token = await changeEmail('citra.m@example.id');
    expect(await verifiedAt()).toBeNull();
    const stored = await h()
      .database.db.selectFrom('email_verification_tokens')
      .select(['token_hash', 'email'])
      .where('user_id', '=', student.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ token_hash: hashToken(token), email: 'citra.m@example.id' });

    const response = await h().request('PUT', verifyPath(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { verified: true } });
    expect(await verifiedAt()).toEqual(h().clock.now);

    const again = await h().request('PUT', verifyPath(token));
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(EXPIRED);
  });

  it('refuses a link after 24 hours', async () => {
    const token = await changeEmail('citra.24@example.id');
    h().clock.advance(EMAIL_VERIFICATION_TTL_SECONDS * 1000 + 1000);
    expect(await (await h().request('PUT', verifyPath(token))).json()).toEqual(EXPIRED);
    expect(await verifiedAt()).toBeNull();
  });

  it('refuses the link of an address the student has changed since', async () => {
    const first = await changeEmail('citra.lama@example.id');
    const second = await changeEmail('citra.baru@example.id');
    expect((await h().request('PUT', verifyPath(first))).status).toBe(404);
    expect(await verifiedAt()).toBeNull();
    expect((await h().request('PUT', verifyPath(second))).status).toBe(200);
  });

  it('refuses unknown and malformed tokens with the same message', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'x'.repeat(43)}%27%3B--`]) {
      const response = await h().request('PUT', verifyPath(token));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(EXPIRED);
    }
  });
});
