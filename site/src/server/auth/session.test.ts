import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import type { User } from '../db/schema.ts';
import { PUBLISHED_DEMO_AUTH_SECRET } from '../config/config.ts';
import { describeBackend } from '../testing/backend-harness.ts';
import { issueSessionTokens } from './session-tokens.ts';
import { cookieHeader, createFamily } from './testing/auth-fixtures.ts';

describeBackend('GET /api/auth/session and access-token checks', (h) => {
  let student: User;
  let parent: User;
  let accessToken: string;
  let sessionId: string;
  beforeAll(async () => {
    const family = await createFamily(h().database.db, {
      phone: '+6281234580001',
      parent: 'Ibu Rina',
      students: ['Adi Nugroho', 'Maya Sari'],
    });
    student = family.students[1]!;
    parent = family.parent!;
    const tokens = await issueSessionTokens(h().database.db, student, {
      config: h().config,
      now: h().clock.now,
    });
    accessToken = tokens.access_token;
    sessionId = tokens.sessionId;
  });

  /** Signs claims with the real secret, changing only what a test names. */
  function forge(
    change: {
      header?: Record<string, unknown>;
      audience?: string;
      issuer?: string;
      expiresIn?: number;
      secret?: string;
      issuedAtOffset?: number;
    } = {},
  ) {
    const now = Math.floor(h().clock.now.getTime() / 1000) + (change.issuedAtOffset ?? 0);
    return new SignJWT({ acc: student.account_id, role: 'student', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...change.header } as { alg: string })
      .setSubject(student.id)
      .setIssuer(change.issuer ?? h().config.publicOrigin)
      .setAudience(change.audience ?? 'bimbel-api')
      .setIssuedAt(now)
      .setExpirationTime(now + (change.expiresIn ?? 3600))
      .sign(new TextEncoder().encode(change.secret ?? h().config.authSecret.reveal()));
  }

  async function sessionStatus(options: { token?: string; headers?: Record<string, string> }) {
    const response = await h().request('GET', '/api/auth/session', options);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers the session user data of the token holder, without tokens', async () => {
    const { status, body } = await sessionStatus({ token: accessToken });
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        primary_user: expect.objectContaining({ id: student.id, full_name: 'Maya Sari', role: 'student' }),
        student_users: [
          expect.objectContaining({ full_name: 'Adi Nugroho' }),
          expect.objectContaining({ full_name: 'Maya Sari' }),
        ],
        parent_user: { name: 'Ibu Rina', country_code: '+62', phone_number: '81234580001' },
        register_token: null,
      },
    });
    expect(JSON.stringify(body)).not.toContain('access_token');
  });

  it('reads the token from the HttpOnly auth cookie too', async () => {
    const { status } = await sessionStatus({
      headers: { cookie: cookieHeader({ bimbel_auth: accessToken }) },
    });
    expect(status).toBe(200);
  });

  it('works as the parent with a parent token', async () => {
    const parentToken = (
      await issueSessionTokens(h().database.db, parent, { config: h().config, now: h().clock.now })
    ).access_token;
    const { body } = await sessionStatus({ token: parentToken });
    expect(body).toMatchObject({
      data: { primary_user: { id: parent.id, role: 'parent', student_id: null } },
    });
  });

  it('answers 401 without a token, in the one error shape', async () => {
    const { status, body } = await sessionStatus({});
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { code: 'unauthorized', message: 'Sesi kamu sudah habis. Masuk lagi, yuk.' },
    });
  });

  it('accepts a token it signed itself the same way (the forging helper is faithful)', async () => {
    expect((await sessionStatus({ token: await forge() })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { status, body } = await sessionStatus({ token: await forge({ expiresIn: -1 }) });
    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: 'token_expired' } });
  });

  it('refuses a token an hour after it was issued', async () => {
    const token = await forge();
    h().clock.advance(3600_000);
    try {
      expect((await sessionStatus({ token })).status).toBe(401);
    } finally {
      h().clock.advance(-3600_000);
    }
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: parent.id, role: 'parent' })).toString(
      'base64url',
    );
    expect((await sessionStatus({ token: `${header}.${otherPayload}.${signature}` })).status).toBe(401);
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await sessionStatus({ token: `${header}.${payload}.${flipped}` })).status).toBe(401);
  });

  it('refuses a token for another audience or issuer, or signed with another secret', async () => {
    expect((await sessionStatus({ token: await forge({ audience: 'other-api' }) })).status).toBe(401);
    expect((await sessionStatus({ token: await forge({ issuer: 'https://evil.example' }) })).status).toBe(
      401,
    );
    expect((await sessionStatus({ token: await forge({ secret: 'x'.repeat(40) }) })).status).toBe(401);
  });

  it('refuses a token of another type (an ID token or plain JWT)', async () => {
    expect((await sessionStatus({ token: await forge({ header: { typ: 'JWT' } }) })).status).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as object;
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims)}.`;
    expect((await sessionStatus({ token: unsigned })).status).toBe(401);
  });

  it('refuses garbage in the Authorization header and the cookie', async () => {
    expect((await sessionStatus({ token: 'not-a-jwt' })).status).toBe(401);
    expect((await sessionStatus({ headers: { cookie: 'bimbel_auth=%%%' } })).status).toBe(401);
  });

  it('answers 401 once the user no longer exists', async () => {
    const family = await createFamily(h().database.db, { phone: '+6281234580002', students: ['Gone Soon'] });
    const token = (
      await issueSessionTokens(h().database.db, family.students[0]!, {
        config: h().config,
        now: h().clock.now,
      })
    ).access_token;
    await h().database.db.deleteFrom('accounts').where('id', '=', family.accountId).execute();
    expect((await sessionStatus({ token })).status).toBe(401);
  });

  it('refuses a token signed with the demo secret this repository once published', async () => {
    const { status } = await sessionStatus({ token: await forge({ secret: PUBLISHED_DEMO_AUTH_SECRET }) });
    expect(status).toBe(401);
    expect(h().config.authSecret.reveal()).not.toBe(PUBLISHED_DEMO_AUTH_SECRET);
  });

  it('refuses a token with the right secret that lives longer than an access token may (10 years)', async () => {
    const tenYears = 10 * 365 * 24 * 3600;
    expect((await sessionStatus({ token: await forge({ expiresIn: tenYears }) })).status).toBe(401);
    expect((await sessionStatus({ token: await forge({ expiresIn: 3601 }) })).status).toBe(401);
  });

  it('refuses a token issued in the future', async () => {
    expect((await sessionStatus({ token: await forge({ issuedAtOffset: 600 }) })).status).toBe(401);
  });
});
