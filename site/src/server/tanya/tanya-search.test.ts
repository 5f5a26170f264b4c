import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeBackend } from '../testing/backend-harness.ts';
import { readImportText } from './import-file.ts';
import { importQuestions } from './import-questions.ts';
import {
  findChapter,
  findTopic,
  listChapterQuestions,
  listRecommendedQuestions,
  listTopicQuestions,
  searchQuestions,
} from './tanya-queries.ts';
import { makeRecord, questionId } from './testing/tanya-fixtures.ts';

const RECORDS = [
  makeRecord(1, { text: 'Hitunglah luas lingkaran yang jari-jarinya $7$ cm.' }),
  makeRecord(2, {
    text: 'Sebuah taman berbentuk lingkaran. Berapa kelilingnya jika diameternya $14$ m?',
    topic: 'Keliling lingkaran',
  }),
  makeRecord(3, {
    text: 'Tentukan akar-akar persamaan kuadrat $x^{2} - 5x + 6 = 0$.',
    grade: 9,
    chapter: 'Persamaan dan Fungsi Kuadrat',
    topic: 'Akar persamaan kuadrat',
    video: { ...makeRecord(3).video, verified: false },
  }),
  makeRecord(4, {
    text: 'Sebuah mobil bergerak dengan kecepatan tetap $20$ m/s. Berapa jarak tempuhnya dalam $5$ detik?',
    grade: 10,
    subject: 'fisika',
    chapter: 'Gerak Lurus',
    topic: 'Gerak lurus beraturan',
  }),
  ...Array.from({ length: 23 }, (_, index) =>
    makeRecord(100 + index, {
      text: `Soal latihan pecahan nomor ${index + 1}: sederhanakan $\\frac{${index + 2}}{${2 * (index + 2)}}$.`,
      grade: 5,
      chapter: 'Pecahan',
      topic: 'Menyederhanakan pecahan',
    }),
  ),
];

describeBackend('Tanya queries, search and JSON', (harness) => {
  const db = () => harness().database.db;
  beforeAll(async () => {
    const outcome = await importQuestions(db(), readImportText('soal.json', JSON.stringify(RECORDS)));
    expect(outcome.ok).toBe(true);
  });

  it('finds by stemmed Indonesian words: "menghitung" finds "Hitunglah"', async () => {
    const result = await searchQuestions(db(), 'menghitung luas', 1);
    expect(result.mode).toBe('fulltext');
    expect(result.items.map((item) => item.id)).toEqual([questionId(1)]);
  });

  it('matches chapter and topic words, ranked', async () => {
    const result = await searchQuestions(db(), 'persamaan kuadrat', 1);
    expect(result.items[0]?.id).toBe(questionId(3));
  });

  it('falls back to similar words when a typo finds nothing', async () => {
    const result = await searchQuestions(db(), 'persamaam kuadrad', 1);
    expect(result.mode).toBe('similar');
    expect(result.items[0]?.id).toBe(questionId(3));
  });

  it('answers an empty query without searching, and a nonsense query with no results', async () => {
    await expect(searchQuestions(db(), '   ', 1)).resolves.toMatchObject({
      mode: 'empty',
      items: [],
      total: 0,
    });
    await expect(searchQuestions(db(), 'zzqxv wwkj', 1)).resolves.toMatchObject({ items: [], total: 0 });
  });

  it('pages listings: 20 per page, newest first, with the page count', async () => {
    const topic = await findTopic(db(), 5, 'matematika', 'menyederhanakan-pecahan');
    expect(topic).toMatchObject({
      name: 'Menyederhanakan pecahan',
      chapterName: 'Pecahan',
      chapterSlug: 'pecahan',
    });
    const first = await listTopicQuestions(db(), topic!.id, 1);
    const second = await listTopicQuestions(db(), topic!.id, 2);
    expect(first).toMatchObject({ total: 23, pageCount: 2 });
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(23);
    const chapter = await findChapter(db(), 6, 'matematika', 'lingkaran');
    expect(chapter?.topics.map((t) => [t.name, t.questionCount])).toEqual([
      ['Keliling lingkaran', 1],
      ['Luas lingkaran', 1],
    ]);
    expect((await listChapterQuestions(db(), chapter!.id, 1)).total).toBe(2);
    expect(await findTopic(db(), 5, 'fisika', 'menyederhanakan-pecahan')).toBeUndefined();
  });

  it('lists verified videos first in the recommended list', async () => {
    const all = await listRecommendedQuestions(db(), 1, 100);
    expect(all.total).toBe(RECORDS.length);
    expect(all.items.at(-1)?.id).toBe(questionId(3));
  });

  it('serves search as JSON, cacheable by shared caches', async () => {
    const response = await harness().request('GET', '/api/v1/tanya/search?q=kecepatan%20mobil');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const body = (await response.json()) as {
      data: { mode: string; items: { id: string; path: string; subject: string }[] };
    };
    expect(body.data.mode).toBe('fulltext');
    expect(body.data.items[0]).toMatchObject({
      id: questionId(4),
      subject: 'fisika',
      path: expect.stringMatching(new RegExp(`^/tanya/${questionId(4)}/sebuah-mobil`)),
    });
  });

  it('refuses a bad page with an Indonesian 422, never a 5xx', async () => {
    const response = await harness().request('GET', '/api/v1/tanya/search?q=luas&page=abc');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message: 'Halaman tidak valid.' } });
  });

  it('searches any text without a 5xx: NUL bytes, emoji, SQL and search operators', async () => {
    for (const q of [
      'luas\u0000lingkaran',
      '\u0000',
      '📐 lingkaran',
      "' OR 1=1 --",
      '!&|:*()<->',
      '%_\\',
      'a'.repeat(400),
    ]) {
      const response = await harness().request('GET', `/api/v1/tanya/search?${new URLSearchParams({ q })}`);
      expect(response.status, JSON.stringify(q)).toBe(200);
      const body = (await response.json()) as { data: { query: string; mode: string } };
      expect(body.data.query).not.toContain('\u0000');
      expect(body.data.query.length).toBeLessThanOrEqual(200);
    }
    const nul = (await (await harness().request('GET', '/api/v1/tanya/search?q=lingkaran%00')).json()) as {
      data: { query: string; total: number };
    };
    expect(nul.data).toMatchObject({ query: 'lingkaran' });
    expect(nul.data.total).toBeGreaterThan(0);
  });

  it('refuses text far past the search box limit with an Indonesian 422', async () => {
    const response = await harness().request('GET', `/api/v1/tanya/search?q=${'a'.repeat(401)}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { message: 'Kata pencarian terlalu panjang.' } });
  });

  it('answers 200 or a 4xx, never a 5xx, whatever the query string', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 450 }),
        fc.string({ maxLength: 6 }),
        async (q, page) => {
          const response = await harness().request(
            'GET',
            `/api/v1/tanya/search?${new URLSearchParams({ q, page })}`,
          );
          expect(response.status, JSON.stringify({ q, page })).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serves the cleaned transcript as WebVTT captions, and 404 for an unknown question', async () => {
    const response = await harness().request('GET', `/api/v1/tanya/questions/${questionId(1)}/captions.vtt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await response.text()).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nKita pakai rumus luas lingkaran, pi kali r kuadrat.\n\n2\n00:00:06.000 --> 00:00:14.000\nMasukkan jari-jarinya, lalu kalikan.\n',
    );
    expect(
      (await harness().request('GET', `/api/v1/tanya/questions/${questionId(999)}/captions.vtt`)).status,
    ).toBe(404);
    expect((await harness().request('GET', '/api/v1/tanya/questions/bukan-id/captions.vtt')).status).toBe(
      404,
    );
  });
});
