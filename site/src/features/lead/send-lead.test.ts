import { LeadDetailsSchema } from '@bimbel/domain/lead/lead-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '#site/lib/api-client.ts';
import { sendCallbackRequest } from './send-lead.ts';

const details = LeadDetailsSchema.parse({ name: 'Ibu Sari', phoneNumber: '812 3456 7890', grade: '7' });

/** Answers every request like the backend would (the HTTP boundary; nothing of ours is mocked). */
function answerWith(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sentBody(fetch: ReturnType<typeof answerWith>): unknown {
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendCallbackRequest', () => {
  it('posts docs/product §7 payload to /api/v1/callmeback with the session cookies and resolves on data', async () => {
    const fetch = answerWith(201, { data: { id: 'lead-1', created_at: '2026-11-01T00:00:00Z' } });
    await expect(sendCallbackRequest(details, 'in-house ads')).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/callmeback$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(sentBody(fetch)).toEqual({
      user_type: 'student',
      phone_number: '+6281234567890',
      name: 'Ibu Sari',
      grade: 7,
      source_page: 'in-house ads',
    });
  });

  it('adds the reason only when there is one', async () => {
    const fetch = answerWith(200, { data: { id: 'lead-1' } });
    await sendCallbackRequest(details, 'in-house ads', 'Susah pecahan');
    expect(sentBody(fetch)).toMatchObject({ reason: 'Susah pecahan' });
  });

  it('counts an answer without data as a failure (docs/product §7: data truthy means success)', async () => {
    answerWith(200, { data: null });
    await expect(sendCallbackRequest(details, 'in-house ads')).rejects.toBeInstanceOf(ApiCallError);
  });

  it("rejects with the server's status and Indonesian message on an error answer", async () => {
    answerWith(429, { error: { code: 'rate_limited', message: 'Tunggu sebentar, ya.' } });
    await expect(sendCallbackRequest(details, 'in-house ads')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Tunggu sebentar, ya.',
    });
  });
});
