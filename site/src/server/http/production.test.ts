import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { productionMiddleware, staticFiles } from './production.ts';

// A build's public folder with a small "video" whose bytes are their own offsets mod 256.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-static-'));
const video = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 256));
mkdirSync(path.join(distDir, 'public', 'media', 'hls'), { recursive: true });
writeFileSync(path.join(distDir, 'public', 'media', 'clip.mp4'), video);
writeFileSync(path.join(distDir, 'public', 'media', 'hls', 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');

// serveStatic takes its root relative to the working folder.
const app = new Hono();
app.use(productionMiddleware());
app.use('*', staticFiles(path.relative(process.cwd(), distDir), 'public'));

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('static files of the production server', () => {
  it('answers a range request for a video with 206 and exactly those bytes, so players can seek', async () => {
    const response = await app.request('/media/clip.mp4', { headers: { range: 'bytes=1000-1999', 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-range')).toBe('bytes 1000-1999/4096');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    // Compressing would break the byte offsets.
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(video.subarray(1000, 2000))).toBe(true);
  });

  it('answers an open-ended range (how Chromium starts a video) to the end of the file', async () => {
    const response = await app.request('/media/clip.mp4', { headers: { range: 'bytes=4000-' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 4000-4095/4096');
    expect((await response.arrayBuffer()).byteLength).toBe(96);
  });

  it('serves the whole file without a range', async () => {
    const response = await app.request('/media/clip.mp4');
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(4096);
  });

  it('types an HLS playlist as one, since nosniff forbids guessing', async () => {
    const response = await app.request('/media/hls/index.m3u8');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
