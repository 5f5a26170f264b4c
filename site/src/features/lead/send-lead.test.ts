import { LeadDetailsSchema } from '@bimbel/domain/lead/lead-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '#site/lib/api-client.ts';
import { leadFailureDescription, sendCallbackRequest, sendLeadReason } from './send-lead.ts';

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
  it('posts docs/product §7 payload to /api/v1/callmeback with the session cookies and resolves with the lead', async () => {
    const fetch = answerWith(201, {
      data: { id: 'lead-1', created_at: '2026-11-01T00:00:00Z', reason_token: 'token-1' },
    });
    await expect(sendCallbackRequest(details, 'in-house ads')).resolves.toEqual({
      id: 'lead-1',
      reasonToken: 'token-1',
    });
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

  it('resolves with no lead when a stored answer names none (so no reason step can follow)', async () => {
    answerWith(200, { data: { id: 'lead-1' } });
    await expect(sendCallbackRequest(details, 'in-house ads')).resolves.toBeNull();
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

describe('sendLeadReason', () => {
  const receipt = { id: '6f1c2a7e-0d4b-4a8e-9c1f-2b3d4e5f6a7b', reasonToken: 'token-1' };

  it('puts the reason and the token to the lead by its id, and nothing of the details', async () => {
    const fetch = answerWith(200, { data: { id: receipt.id, reason: 'Susah pecahan' } });
    await expect(sendLeadReason(receipt, 'Susah pecahan')).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/callmeback\/6f1c2a7e-0d4b-4a8e-9c1f-2b3d4e5f6a7b$/);
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include' });
    expect(sentBody(fetch)).toEqual({ reason: 'Susah pecahan', token: 'token-1' });
  });

  it("rejects with the server's status and Indonesian message when the token is refused", async () => {
    answerWith(403, { error: { code: 'lead_token_invalid', message: 'Waktunya sudah habis.' } });
    await expect(sendLeadReason(receipt, 'Susah pecahan')).rejects.toMatchObject({
      status: 403,
      code: 'lead_token_invalid',
      message: 'Waktunya sudah habis.',
    });
  });

  it('counts an answer without data as a failure', async () => {
    answerWith(200, {});
    await expect(sendLeadReason(receipt, 'Susah pecahan')).rejects.toBeInstanceOf(ApiCallError);
  });
});

describe('leadFailureDescription', () => {
  it("never shows the server's own text, whatever it says", () => {
    for (const status of [0, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503]) {
      const error = new ApiCallError({
        status,
        code: 'x',
        message: 'Internal Server Error: relation "leads" does not exist',
      });
      expect(leadFailureDescription(error)).not.toMatch(/Internal|relation|leads/);
    }
    expect(leadFailureDescription(new Error('TypeError: x is undefined'))).toBe('Coba kirim lagi, ya.');
  });

  it('tells a rate limit, bad data and a lost connection apart, in Indonesian', () => {
    expect(
      leadFailureDescription(new ApiCallError({ status: 429, code: 'rate_limited', message: 'Slow down' })),
    ).toMatch(/^Permintaanmu sudah beberapa kali terkirim/);
    expect(
      leadFailureDescription(new ApiCallError({ status: 400, code: 'invalid', message: 'bad' })),
    ).toMatch(/^Periksa lagi nomor/);
    expect(
      leadFailureDescription(new ApiCallError({ status: 0, code: 'network', message: 'Ada yang salah' })),
    ).toMatch(/koneksi internetmu/);
    expect(
      leadFailureDescription(new ApiCallError({ status: 503, code: 'down', message: 'Service Unavailable' })),
    ).toBe('Coba kirim lagi, ya.');
  });
});
