import { decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/backend-harness.ts';
import { demoRoomPath } from './demo-room.ts';
import { jitsiRoomName } from './jitsi-room.ts';
import { liveRoomProvider, type LiveRoomJoinInput } from './live-room-provider.ts';

const SECRET = 'jitsi-test-secret-0123456789abcdefghij';
const JITSI_ENV = {
  JITSI_DOMAIN: 'meet.bimbel.example.id',
  JITSI_APP_ID: 'bimbel-app',
  JITSI_APP_SECRET: SECRET,
};
const CLASS_ID = '0b6f7c1e-9a2b-4c3d-8e4f-5a6b7c8d9e0f';
const now = new Date('2026-11-25T11:50:00Z');

const input = (overrides: Partial<LiveRoomJoinInput['participant']> = {}): LiveRoomJoinInput => ({
  liveClass: {
    id: CLASS_ID,
    title: 'Persamaan Linear',
    startsAt: new Date('2026-11-25T12:00:00Z'),
    endsAt: new Date('2026-11-25T13:30:00Z'),
  },
  participant: {
    id: 'c9a7a4a0-1111-4222-8333-444455556666',
    name: 'Raka Pratama',
    avatarUrl: '/media/avatars/raka.webp',
    email: null,
    moderator: false,
    ...overrides,
  },
  now,
});

async function verify(url: string, currentDate = now) {
  const token = new URL(url).searchParams.get('jwt') ?? '';
  return {
    header: decodeProtectedHeader(token),
    ...(await jwtVerify(token, new TextEncoder().encode(SECRET), {
      issuer: 'bimbel-app',
      audience: 'jitsi',
      subject: 'meet.bimbel.example.id',
      algorithms: ['HS256'],
      currentDate,
    })),
  };
}

describe('the Jitsi Meet room', () => {
  const provider = liveRoomProvider(testConfig(JITSI_ENV));

  it('is chosen when all three JITSI_* variables are set', () => {
    expect(provider.kind).toBe('jitsi');
    expect(liveRoomProvider(testConfig()).kind).toBe('demo');
  });

  it('answers the class room on the Jitsi domain, with the token and the phone-browser config', async () => {
    const { url, expiresAt } = await provider.joinUrl(input());
    const parsed = new URL(url);
    expect(parsed.origin).toBe('https://meet.bimbel.example.id');
    expect(parsed.pathname).toBe('/bimbel-0b6f7c1e9a2b4c3d8e4f5a6b7c8d9e0f');
    expect(parsed.hash).toMatch(/^#config\.disableDeepLinking=true(&|$)/);
    expect(parsed.hash).toContain('config.prejoinConfig.enabled=false');
    expect(parsed.hash).toContain('config.startWithAudioMuted=true');
    expect(expiresAt.toISOString()).toBe('2026-11-25T14:00:00.000Z');
  });

  it('signs a token the Jitsi server verifies: HS256, iss, aud, sub, room, nbf/iat, exp at the end + 30 minutes', async () => {
    const { header, payload } = await verify((await provider.joinUrl(input())).url);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      iss: 'bimbel-app',
      aud: 'jitsi',
      sub: 'meet.bimbel.example.id',
      room: jitsiRoomName(CLASS_ID),
      iat: now.getTime() / 1000,
      nbf: now.getTime() / 1000 - 60,
      exp: Date.parse('2026-11-25T14:00:00Z') / 1000,
    });
  });

  it('names the student in context.user, as strings only, and never makes a student moderator', async () => {
    const { payload } = await verify((await provider.joinUrl(input())).url);
    expect(payload.moderator).toBe(false);
    expect(payload.context).toEqual({
      user: {
        id: 'c9a7a4a0-1111-4222-8333-444455556666',
        name: 'Raka Pratama',
        avatar: 'http://localhost:3000/media/avatars/raka.webp',
        moderator: 'false',
      },
    });
  });

  it('makes the teacher moderator, with the email when there is one, and unmuted', async () => {
    const { url } = await provider.joinUrl(
      input({ moderator: true, email: 'rina@bimbel.example.id', avatarUrl: null }),
    );
    const { payload } = await verify(url);
    expect(payload.moderator).toBe(true);
    expect(payload.context).toEqual({
      user: {
        id: 'c9a7a4a0-1111-4222-8333-444455556666',
        name: 'Raka Pratama',
        email: 'rina@bimbel.example.id',
        moderator: 'true',
      },
    });
    expect(new URL(url).hash).not.toContain('startWithAudioMuted');
  });

  it('is refused after its expiry, with another secret, or by another audience', async () => {
    const { url } = await provider.joinUrl(input());
    await expect(verify(url, new Date('2026-11-25T14:00:01Z'))).rejects.toThrow(/exp/);
    const token = new URL(url).searchParams.get('jwt') ?? '';
    await expect(jwtVerify(token, new TextEncoder().encode(`${SECRET}x`))).rejects.toThrow(/signature/);
    await expect(
      jwtVerify(token, new TextEncoder().encode(SECRET), { audience: 'bimbel-app', currentDate: now }),
    ).rejects.toThrow(/aud/);
  });
});

describe('the demo room', () => {
  it('answers the page of the class on this site, with no secret in it, until the class ends', async () => {
    const provider = liveRoomProvider(testConfig());
    const { url, expiresAt } = await provider.joinUrl(input());
    expect(url).toBe(`/bimbel/user/kelas/${CLASS_ID}`);
    expect(url).toBe(demoRoomPath(CLASS_ID));
    expect(url).not.toMatch(/jwt|token|\?/);
    expect(expiresAt.toISOString()).toBe('2026-11-25T13:30:00.000Z');
  });
});
