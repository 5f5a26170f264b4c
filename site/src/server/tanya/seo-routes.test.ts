import { beforeAll, expect, it } from 'vitest';
import { describeBackend, TEST_ORIGIN } from '../testing/backend-harness.ts';
import { readImportText } from './import-file.ts';
import { importQuestions } from './import-questions.ts';
import { createSeoService } from './seo-routes.ts';
import { makeRecord, questionId } from './testing/tanya-fixtures.ts';

const RECORDS = [
  makeRecord(1, { text: 'Hitunglah luas lingkaran yang jari-jarinya $7$ cm & $r < 10$.' }),
  makeRecord(2, { text: 'Berapa keliling lingkaran berdiameter $14$ m?', topic: 'Keliling lingkaran' }),
  makeRecord(3, {
    text: 'Tentukan akar-akar $x^{2} - 5x + 6 = 0$.',
    grade: 9,
    chapter: 'Persamaan Kuadrat',
    topic: 'Akar persamaan kuadrat',
  }),
  makeRecord(4, {
    text: 'Sebuah mobil bergerak $20$ m/s selama $5$ s. Berapa jaraknya?',
    grade: 10,
    subject: 'fisika',
    chapter: 'Gerak Lurus',
    topic: 'Gerak lurus beraturan',
  }),
  makeRecord(5, {
    text: 'Berapa bilangan oksidasi Mn dalam KMnO4?',
    grade: 12,
    subject: 'kimia',
    chapter: 'Redoks',
    topic: 'Bilangan oksidasi',
  }),
];

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describeBackend('Tanya robots.txt and sitemaps', (harness) => {
  const db = () => harness().database.db;
  let slugs: Map<string, string>;

  beforeAll(async () => {
    const outcome = await importQuestions(db(), readImportText('soal.json', JSON.stringify(RECORDS)));
    expect(outcome.ok).toBe(true);
    const rows = await db().selectFrom('tanya_questions').select(['id', 'slug']).execute();
    slugs = new Map(rows.map((row) => [row.id, row.slug]));
  });

  it('serves robots.txt that points to the sitemap index and keeps private paths out, cacheable', async () => {
    const response = await harness().request('GET', '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /user/');
  });

  it('lists the listings sitemap and one question sitemap in the index', async () => {
    const response = await harness().request('GET', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex');
    expect(locsOf(xml)).toEqual([
      `${TEST_ORIGIN}/sitemaps/tanya-listings.xml`,
      `${TEST_ORIGIN}/sitemaps/tanya-1.xml`,
    ]);
  });

  it('lists every question once at its canonical video address, with lastmod', async () => {
    const xml = await (await harness().request('GET', '/sitemaps/tanya-1.xml')).text();
    const expected = RECORDS.map((record) => `${TEST_ORIGIN}/tanya/${record.id}/${slugs.get(record.id)}`);
    expect(locsOf(xml).sort()).toEqual(expected.sort());
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/g)).toHaveLength(RECORDS.length);
    expect(slugs.get(questionId(1))).toBe('hitunglah-luas-lingkaran-yang-jari-jarinya-7-cm-r-10');
  });

  it('lists /tanya, the recommended list, every chapter and topic with content, and the schedule pages', async () => {
    const xml = await (await harness().request('GET', '/sitemaps/tanya-listings.xml')).text();
    expect(locsOf(xml)).toEqual([
      `${TEST_ORIGIN}/tanya`,
      `${TEST_ORIGIN}/tanya/questions/page/1`,
      `${TEST_ORIGIN}/tanya/chapter/6/matematika/lingkaran`,
      `${TEST_ORIGIN}/tanya/chapter/9/matematika/persamaan-kuadrat`,
      `${TEST_ORIGIN}/tanya/chapter/10/fisika/gerak-lurus`,
      `${TEST_ORIGIN}/tanya/chapter/12/kimia/redoks`,
      `${TEST_ORIGIN}/tanya/topic/6/matematika/keliling-lingkaran`,
      `${TEST_ORIGIN}/tanya/topic/6/matematika/luas-lingkaran`,
      `${TEST_ORIGIN}/tanya/topic/9/matematika/akar-persamaan-kuadrat`,
      `${TEST_ORIGIN}/tanya/topic/10/fisika/gerak-lurus-beraturan`,
      `${TEST_ORIGIN}/tanya/topic/12/kimia/bilangan-oksidasi`,
      `${TEST_ORIGIN}/jadwal`,
      ...[4, 5, 6, 7, 9, 10, 11, 12].map((grade) => `${TEST_ORIGIN}/jadwal?kelas=${grade}`),
      `${TEST_ORIGIN}/gurujuara`,
      `${TEST_ORIGIN}/bimbel/paket/utbk-snbt`,
      `${TEST_ORIGIN}/bimbel-online`,
      `${TEST_ORIGIN}/daftar-bimbel`,
    ]);
  });

  it('answers 404 for a question sitemap past the last one and for unknown files', async () => {
    expect((await harness().request('GET', '/sitemaps/tanya-2.xml')).status).toBe(404);
    expect((await harness().request('GET', '/sitemaps/tanya-0.xml')).status).toBe(404);
    expect((await harness().request('GET', '/sitemaps/lain.xml')).status).toBe(404);
  });

  it('splits the questions over several sitemaps without losing or repeating one', async () => {
    const h = harness();
    const app = createSeoService({ perSitemap: 2 })({
      database: async () => h.database,
      config: () => h.config,
      now: () => h.clock.now,
      paymentGateway: () => h.paymentGateway,
    });
    const index = await (await app.request('http://localhost:3000/sitemap.xml')).text();
    expect(locsOf(index)).toEqual([
      `${TEST_ORIGIN}/sitemaps/tanya-listings.xml`,
      `${TEST_ORIGIN}/sitemaps/tanya-1.xml`,
      `${TEST_ORIGIN}/sitemaps/tanya-2.xml`,
      `${TEST_ORIGIN}/sitemaps/tanya-3.xml`,
    ]);
    const parts = await Promise.all(
      [1, 2, 3].map(async (n) =>
        locsOf(await (await app.request(`http://localhost:3000/sitemaps/tanya-${n}.xml`)).text()),
      ),
    );
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    expect(new Set(parts.flat()).size).toBe(RECORDS.length);
    expect((await app.request('http://localhost:3000/sitemaps/tanya-4.xml')).status).toBe(404);
  });
});
