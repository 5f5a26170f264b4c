import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_ID_HEADER as CLIENT_REQUEST_ID_HEADER } from '../api-client.ts';
import { backend, useFakeBackend } from '../session/testing/fake-backend.ts';
import { installFakeBrowser, putUserData, readUserData } from '../session/testing/fake-browser.ts';
import { DIMAS, storeDimasSession } from '../session/testing/session-fixtures.ts';

// The Tanya page's view call against the backend at the HTTP boundary; the renewal it loads on a
// 401 is the app's real one.
useFakeBackend();

const QUESTION = '54b42824-1746-4bad-942e-b5b94fc32086';
const VIEW = `POST /api/v1/tanya/questions/${QUESTION}/views`;
const now = Date.now();

/** The module as a page load gets it: its API base read from the (stubbed) build environment. */
async function loadCall() {
  vi.resetModules();
  return import('./tanya-view-calls.ts');
}

beforeEach(() => {
  installFakeBrowser(`/tanya/${QUESTION}/soal`);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recordTanyaView', () => {
  it('sends nothing without a session, or with a parent’s profile in use', async () => {
    const { recordTanyaView } = await loadCall();
    expect(await recordTanyaView(QUESTION)).toBe('no-session');
    putUserData({
      primary_user: { ...DIMAS, role: 'parent' },
      student_users: [],
      parent_user: null,
      register_token: null,
      expires_at: now + 3_600_000,
    });
    expect(await recordTanyaView(QUESTION)).toBe('no-session');
    expect(backend.calls).toEqual([]);
  });

  it('posts the view for a student’s session', async () => {
    storeDimasSession(now + 3_600_000);
    const { recordTanyaView } = await loadCall();
    expect(await recordTanyaView(QUESTION)).toBe('recorded');
    expect(backend.calls).toEqual([VIEW]);
  });

  it('renews an expired access token once with the app’s renewal and sends the view again', async () => {
    storeDimasSession(now - 1000);
    backend.answer(VIEW, 401);
    const { recordTanyaView } = await loadCall();
    expect(await recordTanyaView(QUESTION)).toBe('recorded');
    expect(backend.calls).toEqual([VIEW, 'POST /api/auth/refresh', VIEW]);
    expect(readUserData()?.expires_at).toBeGreaterThan(now + 3_500_000);
  });

  it('gives up quietly when the session cannot be renewed or the server refuses', async () => {
    storeDimasSession(now - 1000);
    backend.answer(VIEW, 401);
    backend.answer('POST /api/auth/refresh', 401);
    const { recordTanyaView } = await loadCall();
    expect(await recordTanyaView(QUESTION)).toBe('refused');
    expect(backend.calls).toEqual([VIEW, 'POST /api/auth/refresh']);
    backend.answer(VIEW, 500);
    storeDimasSession(now + 3_600_000);
    expect(await recordTanyaView(QUESTION)).toBe('refused');
  });

  it('keeps its copies of the shared values equal to their originals', async () => {
    const call = await loadCall();
    const { PUBLIC_ENV } = await import('../public-env.ts');
    expect(call.REQUEST_ID_HEADER).toBe(CLIENT_REQUEST_ID_HEADER);
    expect(call.API_BASE).toBe(PUBLIC_ENV.hosts.api);
    expect(call.API_BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
