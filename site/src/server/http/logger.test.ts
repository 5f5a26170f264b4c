import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureLogger, isExpectedRenderSignal, log, routeRenderErrorsToLog } from './logger.ts';
import { REQUEST_ID_HEADER, requestScope } from './request-id.ts';

function captureLines() {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return {
    stdout: () => out.mock.calls.map(([line]) => String(line)),
    stderr: () => err.mock.calls.map(([line]) => String(line)),
    restore: () => {
      out.mockRestore();
      err.mockRestore();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  configureLogger({ level: 'info', redact: false });
});

describe('log lines', () => {
  it('are one JSON object a line, with time, level and message; warn and error on stderr', () => {
    const lines = captureLines();
    log('info', 'lead stored', { id: 7 });
    log('warn', 'pruning failed', {});
    log('debug', 'not at info level');
    const [info] = lines.stdout();
    expect(JSON.parse(info ?? '')).toMatchObject({
      level: 'info',
      message: 'lead stored',
      id: 7,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(JSON.parse(lines.stderr()[0] ?? '')).toMatchObject({ level: 'warn', message: 'pruning failed' });
    expect(lines.stdout()).toHaveLength(1);
  });

  it('carry the request id of the request they are written for, without the caller passing it', async () => {
    const lines = captureLines();
    const app = new Hono();
    app.use(requestScope());
    app.get('/tanya', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log('info', 'rendered');
      return c.text('ok');
    });
    const response = await app.request('/tanya', { headers: { [REQUEST_ID_HEADER]: 'req-42' } });
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('req-42');
    const made = await app.request('/tanya');
    const records = lines.stdout().map((line) => JSON.parse(line) as { requestId?: string });
    expect(records.map((record) => record.requestId)).toEqual([
      'req-42',
      made.headers.get(REQUEST_ID_HEADER),
    ]);
    log('info', 'outside any request');
    expect(JSON.parse(lines.stdout().at(-1) ?? '')).not.toHaveProperty('requestId');
  });

  it('never show a phone number, token or code outside demo mode (production redacts)', () => {
    configureLogger({ redact: true });
    const lines = captureLines();
    log('info', 'OTP sent', {
      to: '+6281234567890',
      phone_number: '81234567890',
      code: '042917',
      user: { token: 'eyJabc' },
    });
    const [line = ''] = lines.stdout();
    expect(line).not.toMatch(/81234567890|042917|eyJabc/);
    expect(JSON.parse(line)).toMatchObject({
      to: '[redacted]',
      code: '[redacted]',
      user: { token: '[redacted]' },
    });
  });

  it('keep the demo OTP code in demo mode, as documented', () => {
    configureLogger({ redact: false });
    const lines = captureLines();
    log('info', 'demo OTP code (log sender, never in production)', { code: '123456' });
    expect(JSON.parse(lines.stdout()[0] ?? '')).toMatchObject({ code: '123456' });
  });
});

describe("Waku's render errors", () => {
  const redirect = Object.assign(new Error('Redirect'), {
    digest: '__WAKU_CUSTOM_ERROR__;{"status":307,"location":"/login?redirect=%2Fbimbel%2Fuser"}',
  });
  const notFound = Object.assign(new Error('Not Found'), { digest: '__WAKU_CUSTOM_ERROR__;{"status":404}' });

  it('tells a redirect or notFound() from a real error', () => {
    expect(isExpectedRenderSignal(redirect)).toBe(true);
    expect(isExpectedRenderSignal(notFound)).toBe(true);
    expect(isExpectedRenderSignal(new Error('boom'))).toBe(false);
    expect(isExpectedRenderSignal(undefined)).toBe(false);
  });

  it('print nothing for a redirect (a private page without a session), one JSON line for a real error', () => {
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void written.push(String(line)));
    routeRenderErrorsToLog();
    console.error('Error during rendering:', redirect);
    console.error('Error during rendering:', notFound);
    expect(written).toEqual([]);
    console.error('Error during rendering:', new Error('database down'));
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0] ?? '')).toMatchObject({
      level: 'error',
      message: 'page render failed',
      error: 'database down',
    });
  });
});
