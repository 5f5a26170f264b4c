import { serve as serveHttp, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The named call functions against a real HTTP server: the contract's method and path, the
 * path parameters encoded, the query built as docs/product §7 builds it, the body sent as JSON, the
 * `{ data }` envelope opened, and an error answer turned into an ApiCallError.
 */
const seen: { method: string; url: string; body: string; locale?: string | null }[] = [];
let server: ServerType;

beforeAll(async () => {
  const fetch = async (request: Request) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url: `${url.pathname}${url.search}`, body: await request.text() });
    if (request.headers.has('locale')) seen.at(-1)!.locale = request.headers.get('locale');
    if (url.pathname.includes('verify-email/bad')) {
      const error = { code: 'verification_link_invalid', message: 'Link tidak berlaku.' };
      return Response.json({ error }, { status: 404 });
    }
    if (url.pathname === '/api/v1/features') return Response.json({ features: { a: { on: true } } });
    return Response.json({ data: { verified: true, echo: url.pathname } });
  };
  const port = await new Promise<number>((resolve) => {
    server = serveHttp({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  vi.stubEnv('WAKU_PUBLIC_API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('WAKU_PUBLIC_LIVE_CLASSES_API_URL', `http://127.0.0.1:${port}`);
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('named call functions', () => {
  it('puts the encoded path parameter in the contract path and opens the envelope', async () => {
    const { verifyEmail } = await import('./user-calls.ts');
    expect(await verifyEmail({ params: { token: 'a b/c' } })).toMatchObject({ verified: true });
    expect(seen.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/user-management/v1/users/verify-email/a%20b%2Fc',
    });
  });

  it('sends the body as JSON with the contract method', async () => {
    const { switchProfile } = await import('./user-calls.ts');
    await switchProfile({ body: { switchTouserId: 'x' } });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/user-management/v1/users/switcher',
      body: JSON.stringify({ switchTouserId: 'x' }),
    });
  });

  it('builds the query without empty values and keeps an answer without envelope whole', async () => {
    const { getFeatureFlags } = await import('./flag-calls.ts');
    expect(
      await getFeatureFlags({ query: { user_id: 'anonymous', is_logged_in: 'false', user_grade: '' } }),
    ).toEqual({
      features: { a: { on: true } },
    });
    expect(seen.at(-1)?.url).toBe('/api/v1/features?user_id=anonymous&is_logged_in=false');
  });

  it('sends a DELETE with the path parameters and the query, and no body', async () => {
    const { unvoteClassQuestion } = await import('./class-qna-calls.ts');
    const classId = '54b42824-1746-4bad-942e-b5b94fc32086';
    const questionId = '0b6f3c1e-8d1a-4b7e-9a3f-2c4d5e6f7a8b';
    await unvoteClassQuestion({ params: { id: classId, questionId }, query: { studentId: classId } });
    expect(seen.at(-1)).toEqual({
      method: 'DELETE',
      url: `/sessions/v1/sessions/${classId}/questions/${questionId}/vote?studentId=${classId}`,
      body: '',
    });
  });

  it('sends a DELETE without a body for a contract that declares DELETE', async () => {
    const { cancelSlotBooking } = await import('./free-session-calls.ts');
    await cancelSlotBooking({ params: { slotId: '6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f' } });
    expect(seen.at(-1)).toEqual({
      method: 'DELETE',
      url: '/sessions/v1/students/sessions/slots/6f1c2d3e-4a5b-4c6d-8e7f-8a9b0c1d2e3f/booking',
      body: '',
    });
  });

  it('sends a call’s own headers: the paused-subscription popup asks for locale id (docs/product §7)', async () => {
    const { getPausedSubscriptionPopup } = await import('./modal-calls.ts');
    await getPausedSubscriptionPopup();
    expect(seen.at(-1)).toEqual({
      method: 'GET',
      url: '/api/v1/contents/package_subscriptions/paused_subscription_popup',
      body: '',
      locale: 'id',
    });
  });

  it('rejects with the server’s Indonesian message and code', async () => {
    const { verifyEmail } = await import('./user-calls.ts');
    await expect(verifyEmail({ params: { token: 'bad' } })).rejects.toMatchObject({
      name: 'ApiCallError',
      status: 404,
      code: 'verification_link_invalid',
      message: 'Link tidak berlaku.',
    });
  });
});
