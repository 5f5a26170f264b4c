import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../backend-app.ts';
import { rejectBadAddresses, samePathRedirect, trimTrailingSlashRelative } from './bad-address.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_PRIVATE,
  chooseCacheControl,
  productionMiddleware,
  staticFiles,
} from './production.ts';

// A build's public folder with one hashed asset.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'bimbel-address-'));
mkdirSync(path.join(distDir, 'public', 'assets'), { recursive: true });
writeFileSync(path.join(distDir, 'public', 'assets', 'app-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The order of site-adapter.ts, with a stand-in for Waku's router (it `decodeURI`s and throws). */
const app = new Hono();
app.use(productionMiddleware());
app.use(rejectBadAddresses({ rscBase: 'RSC', apiPrefixes: API_PREFIXES }));
app.use(trimTrailingSlashRelative());
app.use('*', staticFiles(path.relative(process.cwd(), distDir), 'public'));
app.all('*', (c) => c.text(`page ${decodeURI(new URL(c.req.url).pathname)}`));

describe('redirects (issue 13)', () => {
  it('never take their host from the Host header, and are never cached as immutable', async () => {
    const response = await app.request('http://evil.example/assets/', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/assets');
    expect(response.headers.get('cache-control')).toBe(CACHE_PRIVATE);
  });

  it('stay on this site whatever the path looks like, query kept', async () => {
    const cases = [
      ['/tanya/', '/tanya'],
      ['/tanya/cari/?q=luas+lingkaran', '/tanya/cari?q=luas+lingkaran'],
      ['//evil.example/', '/evil.example'],
      ['///evil.example//', '/evil.example/'],
      ['/%5Cevil.example/', '/%5Cevil.example'],
      ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ] as const;
    for (const [from, to] of cases) {
      const response = await app.request(`http://localhost:3000${from}`, {
        headers: { host: 'evil.example' },
      });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
      expect(new URL(response.headers.get('location')!, 'https://cobelajar.id').host, from).toBe(
        'cobelajar.id',
      );
    }
    expect(samePathRedirect('/\\evil.example', '')).toBe('/evil.example');
  });

  it('caches only a hashed file actually served as immutable', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(chooseCacheControl('/assets/app-abc123.js', true, 200)).toBe(CACHE_IMMUTABLE);
    expect(chooseCacheControl('/assets', false, 301)).toBe(CACHE_PRIVATE);
    expect(chooseCacheControl('/assets/gone-123.js', false, 404)).toBe(CACHE_PRIVATE);
    expect(chooseCacheControl('/assets/%zz', false, 400)).toBe(CACHE_PRIVATE);
  });
});

describe('malformed addresses (issue 13)', () => {
  it('answer 400 without a stack trace, not cached, before the page router', async () => {
    for (const pathname of [
      '/%zz',
      '/tanya/%zz',
      '/assets/%zz',
      '/sitemaps/%zz.xml',
      '/%C0',
      '/RSC/R/%zz.txt',
    ]) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(400);
      expect(response.headers.get('cache-control'), pathname).toBe(CACHE_PRIVATE);
      const text = await response.text();
      expect(text, pathname).toBe('Alamat ini tidak bisa dibaca. Periksa lagi tautannya, ya.');
    }
    const api = await app.request('/api/v1/callmeback/%zz');
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({
      error: { code: 'bad_request', message: 'Alamat ini tidak bisa dibaca. Periksa lagi tautannya, ya.' },
    });
  });

  it('answer an RSC address Waku does not serve with 404', async () => {
    for (const pathname of ['/RSC/R/foo', '/RSC/x.txt', '/RSC/F/abc/def.txt', '/RSC/']) {
      expect((await app.request(pathname)).status, pathname).toBe(404);
      expect((await app.request(pathname, { method: 'POST', body: '[]' })).status, pathname).toBe(404);
    }
    expect((await app.request('/RSC/R/_root.txt')).status).toBe(200);
    expect((await app.request('/RSC/S/header.txt')).status).toBe(200);
  });

  it('relies on the site declaring no server function (every /RSC/F/ address is unknown)', () => {
    const sourceDir = path.resolve(import.meta.dirname, '../..');
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(tsx?|mts)$/.test(file),
    );
    const withServerFunctions = files.filter((file) =>
      /^\s*['"]use server['"]/m.test(readFileSync(path.join(sourceDir, file), 'utf8')),
    );
    // Adding one: let its address through in isKnownRscAddress (decision 065).
    expect(withServerFunctions).toEqual([]);
  });
});
