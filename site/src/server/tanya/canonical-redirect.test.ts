import { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/testing/test-database.ts';
import { chooseCacheControl, CACHE_PRIVATE, CACHE_TANYA } from '../http/production.ts';
import { tanyaCanonicalRedirect } from './canonical-redirect.ts';
import { readImportText } from './import-file.ts';
import { importQuestions } from './import-questions.ts';
import { makeRecord, questionId } from './testing/tanya-fixtures.ts';

/** The demo question whose address once read "0-overline3" (issue 23). */
const REPEATING_DECIMALS =
  'Nyatakan bilangan desimal berulang $0{,}\\overline{3}$ dan $0{,}\\overline{27}$ dalam bentuk pecahan biasa yang paling sederhana.';

describeEachDatabase('Tanya canonical redirect', (database) => {
  const app = new Hono();
  app.use(
    '/tanya/*',
    tanyaCanonicalRedirect(async () => database()),
  );
  app.get('*', (c) => c.text('page'));

  beforeAll(async () => {
    await importQuestions(
      database().db,
      readImportText(
        'soal.json',
        JSON.stringify([
          makeRecord(1, { text: 'Hitung luas lingkaran berjari-jari $7$ cm.' }),
          makeRecord(2, { text: REPEATING_DECIMALS }),
        ]),
      ),
    );
  });

  const canonical = `/tanya/${questionId(1)}/hitung-luas-lingkaran-berjari-jari-7-cm`;

  it('answers 301 to the canonical slug, keeping the query string', async () => {
    const response = await app.request(`/tanya/${questionId(1)}/judul-lama?utm_source=wa`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${canonical}?utm_source=wa`);
  });

  it('sends the address with markup in its slug, shared before issue 23, to the plain-text one', async () => {
    const old = `/tanya/${questionId(2)}/nyatakan-bilangan-desimal-berulang-0-overline3-dan-0-overline27-dalam-bentuk`;
    const response = await app.request(old);
    expect(response.status).toBe(301);
    const location = response.headers.get('location')!;
    expect(location).toBe(
      `/tanya/${questionId(2)}/nyatakan-bilangan-desimal-berulang-0-333-dan-0-2727-dalam-bentuk-pecahan-biasa`,
    );
    expect(location).not.toMatch(/overline/);
    expect((await app.request(location)).status).toBe(200);
  });

  it('lets the canonical address and unknown ids through to the page', async () => {
    expect((await app.request(canonical)).status).toBe(200);
    expect((await app.request(`/tanya/${questionId(404)}/apa-saja`)).status).toBe(200);
    expect((await app.request('/tanya/questions/page')).status).toBe(200);
  });
});

it('lets shared caches keep successful Tanya pages, never user pages or errors', () => {
  expect(chooseCacheControl('/tanya/abc/def', false, 200)).toBe(CACHE_TANYA);
  expect(chooseCacheControl('/tanya', false, 200)).toBe(CACHE_TANYA);
  expect(chooseCacheControl('/tanya/abc/def', false, 304)).toBe(CACHE_TANYA);
  expect(chooseCacheControl('/tanya/abc/def', false, 404)).toBe(CACHE_PRIVATE);
  expect(chooseCacheControl('/bimbel/user', false, 200)).toBe(CACHE_PRIVATE);
  expect(chooseCacheControl('/tanyaku', false, 200)).toBe(CACHE_PRIVATE);
});
