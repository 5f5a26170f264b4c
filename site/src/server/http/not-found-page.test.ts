import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { notFoundPageAnswers404, prerenderedNotFoundPage } from './not-found-page.ts';

const NOT_FOUND_HTML = '<!DOCTYPE html><html lang="id"><body><h1>Halaman tidak ditemukan</h1></body></html>';
const EMPTY_SHELL =
  '<!DOCTYPE html><html><head></head><body><script>/* client render */</script></body></html>';

describe('prerenderedNotFoundPage', () => {
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'not-found-page-'));
    await mkdir(path.join(distDir, 'public'));
    await writeFile(path.join(distDir, 'public', '404.html'), NOT_FOUND_HTML);
  });

  const appWith = (dir: string) => {
    const app = new Hono();
    app.use(prerenderedNotFoundPage({ distDir: dir, publicDir: 'public', rscBase: 'RSC' }));
    app.get('/tanya/topic/*', (c) => c.html(EMPTY_SHELL, 404));
    app.get('/tanya', (c) => c.html('<h1>Tanya</h1>'));
    app.get('/RSC/*', (c) => c.html(EMPTY_SHELL, 404));
    app.get('/api/*', (c) => c.json({ error: { code: 'not_found' } }, 404));
    return app;
  };

  it('replaces the empty 404 document of a page with the prerendered 404 page', async () => {
    const response = await appWith(distDir).request('/tanya/topic/4/matematika/tidak-ada');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND_HTML);
  });

  it('leaves successful pages, RSC answers and JSON errors alone', async () => {
    const app = appWith(distDir);
    expect(await (await app.request('/tanya')).text()).toBe('<h1>Tanya</h1>');
    expect(await (await app.request('/RSC/R/tanya/topic/x.txt')).text()).toBe(EMPTY_SHELL);
    expect(await (await app.request('/api/v1/x')).json()).toEqual({ error: { code: 'not_found' } });
  });

  it('keeps the original answer when there is no built 404 page', async () => {
    const response = await appWith(path.join(distDir, 'missing')).request(
      '/tanya/topic/4/matematika/tidak-ada',
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(EMPTY_SHELL);
  });
});

describe('notFoundPageAnswers404', () => {
  const app = new Hono();
  app.use(notFoundPageAnswers404());
  app.get('/404', (c) => c.html(NOT_FOUND_HTML));
  app.get('/404.html', (c) => c.html(NOT_FOUND_HTML));
  app.get('/bimbel', (c) => c.html('<h1>Bimbel</h1>'));

  it('answers the 404 page at its own address with status 404, the page and its headers kept', async () => {
    for (const address of ['/404', '/404.html']) {
      const response = await app.request(address);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(NOT_FOUND_HTML);
    }
  });

  it('leaves every other page alone', async () => {
    const response = await app.request('/bimbel');
    expect(response.status).toBe(200);
  });
});
