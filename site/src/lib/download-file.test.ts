import { serve as serveHttp, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, REQUEST_ID_HEADER } from './api-client.ts';
import {
  DOWNLOAD_FAILED_MESSAGE,
  DOWNLOAD_REQUEST_ID_HEADER,
  DOWNLOAD_URL_MISSING_MESSAGE,
  downloadFile,
} from './download-file.ts';

/*
 * The download helper against a real HTTP server; the browser's part (an object URL clicked as a
 * link) is stood in for by a minimal document that records the click.
 */
let server: ServerType;
let base = '';
const seenHeaders: (string | null)[] = [];

beforeAll(async () => {
  const fetch = (request: Request) => {
    seenHeaders.push(request.headers.get(REQUEST_ID_HEADER));
    const url = new URL(request.url);
    if (url.pathname === '/kuitansi.pdf')
      return new Response('%PDF-1.4', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="kuitansi-INV-1.pdf"' },
      });
    if (url.pathname === '/bukan-milikmu')
      return Response.json({ error: { code: 'not_found', message: 'Pesanan tidak ditemukan.' } }, { status: 404 });
    return Response.json({ error: { code: 'internal', message: 'stack trace' } }, { status: 500 });
  };
  const port = await new Promise<number>((resolve) => {
    server = serveHttp({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
  });
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  server.close();
  Reflect.deleteProperty(globalThis, 'document');
});

function fakeDocument() {
  const clicks: { href: string; download: string }[] = [];
  const link = { href: '', download: '', hidden: false, click: () => clicks.push({ href: link.href, download: link.download }), remove() {} };
  Object.assign(globalThis, {
    document: { createElement: () => link, body: { append() {} } },
  });
  return clicks;
}

describe('downloadFile', () => {
  it('shows docs/product §8’s message when there is no URL', async () => {
    await expect(downloadFile(null)).rejects.toThrow(DOWNLOAD_URL_MISSING_MESSAGE);
    await expect(downloadFile('')).rejects.toThrow('Resource URL not provided! You need to provide one.');
  });

  it('GETs the file with a request id and saves it under the server’s file name', async () => {
    const clicks = fakeDocument();
    await downloadFile(`${base}/kuitansi.pdf`, 'cadangan.pdf');
    expect(clicks).toEqual([{ href: expect.stringMatching(/^blob:/), download: 'kuitansi-INV-1.pdf' }]);
    expect(seenHeaders.at(-1)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects with the server’s Indonesian reason, and with “Ada yang salah” for a server failure', async () => {
    await expect(downloadFile(`${base}/bukan-milikmu`)).rejects.toMatchObject({
      status: 404,
      message: 'Pesanan tidak ditemukan.',
    });
    await expect(downloadFile(`${base}/rusak`)).rejects.toMatchObject({ status: 500, message: 'Ada yang salah' });
  });

  it('shares its header and message with the app’s HTTP client', () => {
    expect(DOWNLOAD_REQUEST_ID_HEADER).toBe(REQUEST_ID_HEADER);
    expect(DOWNLOAD_FAILED_MESSAGE).toBe(GENERIC_ERROR_MESSAGE);
  });
});
