#!/usr/bin/env -S pnpm exec tsx
// A synthetic Tanya library for benchmarks: N valid questions (deterministic for a seed) with
// realistic text lengths and LaTeX, spread over grades 4–12, the three subjects, ~20 chapters
// and ~80 topics per grade and subject, each reusing one of the demo videos (with a matching
// transcript and key moments) and pointing at 3 related questions.
//
// Usage (repository root):
//   pnpm exec tsx bench/generate-tanya-questions.ts --count 100000 --data-dir /tmp/tanya-100k [--seed 6] [--out file.jsonl]
// Imports through the content team's own path (`importQuestions`: every record validated, then
// 500-row inserts in one transaction) into the embedded database of --data-dir, and writes
// <data-dir>/bench-questions.json (the canonical path of each question). With --out it only
// writes the records as JSONL (for `pnpm --filter site tanya:import`).
//
// 100,000 questions take ~80 s of CPU (most of it inside PostgreSQL: the indonesian tsvector and
// the two GIN indexes); a COPY-based bulk path with the indexes rebuilt afterwards saved only
// ~10 % of that, so there is one write path (docs/decisions/059-video-page-data-cache-and-benchmarks.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildTanyaVideoPath } from '../domain/src/routes/tanya-paths.ts';
import type { TanyaQuestionRecordInput } from '../domain/src/tanya/tanya-question-record.ts';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { migrate } from '../site/src/server/db/migrate.ts';
import { openDatabase } from '../site/src/server/db/open-database.ts';
import { importQuestions } from '../site/src/server/tanya/import-questions.ts';

// Kysely is a dependency of site/, not of the repository root.
const siteRequire = createRequire(path.resolve(import.meta.dirname, '..', 'site', 'package.json'));
type SqlTag = (strings: TemplateStringsArray, ...values: unknown[]) => { execute(db: unknown): Promise<unknown> };
const { sql } = (await import(pathToFileURL(siteRequire.resolve('kysely')).href)) as { sql: SqlTag };

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '6' },
    out: { type: 'string' },
  },
});
const COUNT = Number(values.count);
if (!Number.isInteger(COUNT) || COUNT < 10 || COUNT > 1_000_000) throw new Error('--count must be 10 … 1,000,000');

/** mulberry32: a small seeded PRNG, so the same seed makes the same library. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = createRandom(Number(values.seed));
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function uuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Media files to point at: the demo library's own (site/public/media/tanya/<id>/, decision 091),
 * MP4 and the HLS one, with their real durations. A benchmark database only: its synthetic
 * questions are never shown to a family, so playing another question's video is fine here.
 */
type DemoVideo = { source_url: string; duration_seconds: number; thumbnail_url: string };
const DEMO_VIDEOS = (
  JSON.parse(await fs.readFile(new URL('../site/src/server/tanya/demo/demo-questions.json', import.meta.url), 'utf8')) as {
    video: DemoVideo;
  }[]
).map(({ video }) => ({ source_url: video.source_url, duration_seconds: video.duration_seconds, thumbnail_url: video.thumbnail_url }));
const VIDEOS = [...DEMO_VIDEOS.slice(0, 4), ...DEMO_VIDEOS.filter((video) => video.source_url.endsWith('.m3u8'))];

// Names of the demo roster (decision 093), so generated pages credit teachers who exist.
const TEACHERS = ['Bu Rina Kartika, S.Pd.', 'Pak Hendra Wijaya, S.Pd.', 'Bu Dewi Anggraini, M.Pd.', 'Pak Yusuf Hakim, S.Si.', 'Bu Maya Lubis, S.Pd.', 'Bu Siti Rahmawati, S.Si.'];

const TEMPLATES: Record<string, readonly ((a: number, b: number, c: number) => string)[]> = {
  matematika: [
    (a, b) => `Tentukan hasil dari $\\frac{${a}}{${b + 1}} + \\frac{${b}}{${a + 2}}$ dalam bentuk pecahan paling sederhana.`,
    (a, b, c) => `Tentukan nilai $x$ yang memenuhi persamaan $${a}x + ${b} = ${a * c + b}$, lalu periksa jawabanmu dengan mensubstitusikan nilai $x$ ke persamaan awal.`,
    (a) => `Sebuah lingkaran memiliki jari-jari ${a} cm. Hitunglah luas dan keliling lingkaran tersebut dengan $\\pi = \\frac{22}{7}$.`,
    (a, b) => `Akar-akar persamaan kuadrat $x^2 - ${a + b}x + ${a * b} = 0$ adalah $x_1$ dan $x_2$. Tentukan nilai $x_1^2 + x_2^2$.`,
    (a, b, c) => `Ibu membeli ${a} kg gula dan ${b} kg tepung dengan harga Rp${c}.000 per kg. Berapa rupiah yang harus dibayar Ibu jika ia mendapat diskon $${(a % 4) * 5 + 5}\\%$?`,
    (a) => `Hitung $\\sqrt{${a * a}} + ${a}^2$.`,
  ],
  fisika: [
    (a, b) => `Sebuah benda bermassa ${a} kg didorong dengan gaya ${a * b} N di atas lantai licin. Tentukan percepatan benda menurut hukum II Newton, $F = m \\cdot a$.`,
    (a, b) => `Mobil bergerak dengan kecepatan awal $v_0 = ${a}$ m/s dan percepatan ${b} m/s² selama ${a + b} sekon. Berapa jarak yang ditempuh mobil?`,
    (a) => `Sebuah pegas dengan konstanta $k = ${a * 10}$ N/m ditarik sejauh ${a} cm. Hitung energi potensial pegas.`,
  ],
  kimia: [
    (a) => `Hitung jumlah mol dari ${a * 9} gram air ($\\text{H}_2\\text{O}$) jika $M_r = 18$.`,
    (a, b) => `Sebanyak ${a} gram NaOH dilarutkan dalam air hingga volumenya ${b * 100} mL. Tentukan molaritas larutan tersebut.`,
    (a) => `Tentukan pH larutan HCl ${a / 100} M.`,
  ],
};

const CHAPTER_WORDS = ['Bilangan', 'Pecahan', 'Aljabar', 'Geometri', 'Statistika', 'Peluang', 'Gerak', 'Gaya', 'Energi', 'Stoikiometri', 'Larutan', 'Reaksi', 'Fungsi', 'Trigonometri', 'Lingkaran', 'Persamaan', 'Pengukuran', 'Listrik', 'Asam Basa', 'Termokimia'];
const TOPIC_WORDS = ['dasar', 'lanjutan', 'soal cerita', 'latihan ujian'];

function transcriptFor(duration: number) {
  const cues = [];
  const step = duration / 5;
  const lines = ['Halo, kita kerjakan soal ini bareng, ya.', 'Pertama, tulis dulu apa yang diketahui dari soal.', 'Sekarang masukkan nilainya ke rumus yang kita pakai.', 'Hitung pelan-pelan, jangan sampai salah tanda.', 'Jadi jawabannya sudah ketemu. Semangat belajar!'];
  for (let index = 0; index < 5; index += 1) {
    cues.push({ start: Math.round(index * step), end: Math.round((index + 1) * step), text: lines[index]! });
  }
  return cues;
}

function makeRecords(count: number): TanyaQuestionRecordInput[] {
  const ids = Array.from({ length: count }, uuid);
  return ids.map((id, index) => {
    const grade = 4 + (index % 9);
    const subject = (['matematika', 'fisika', 'kimia'] as const)[Math.floor(index / 9) % 3]!;
    const chapterWord = pick(CHAPTER_WORDS);
    const chapter = `${chapterWord} ${int(1, 2)}`;
    const topic = `${chapter}: ${pick(TOPIC_WORDS)}`;
    const video = pick(VIDEOS);
    const template = pick(TEMPLATES[subject]!);
    const related = new Set<string>();
    while (related.size < 3) {
      const other = ids[int(0, count - 1)]!;
      if (other !== id) related.add(other);
    }
    return {
      id,
      text: template(int(2, 20), int(2, 12), int(2, 15)),
      grade,
      subject,
      chapter,
      topic,
      curriculum: random() < 0.5 ? 'Kurikulum Merdeka' : '2013 Indonesian Curriculum (Revised Version)',
      video: {
        ...video,
        teacher: pick(TEACHERS),
        verified: random() < 0.6,
        transcript: transcriptFor(video.duration_seconds),
        key_moments: [
          { start: 0, end: Math.round(video.duration_seconds / 3), name: 'Memahami soal' },
          { start: Math.round(video.duration_seconds / 3), end: Math.round((2 * video.duration_seconds) / 3), name: 'Menghitung' },
          { start: Math.round((2 * video.duration_seconds) / 3), end: video.duration_seconds, name: 'Jawaban akhir' },
        ],
      },
      related: [...related],
    };
  });
}

const started = performance.now();
const records = makeRecords(COUNT);
// The chapter pool repeats names across grades and subjects: slugs stay unique per grade and
// subject because each topic name carries its chapter's name.
const raw = records.map((value, index) => ({ line: index + 1, value, file: 'bench.jsonl' }));

if (values.out) {
  await fs.writeFile(values.out, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
  console.log(`wrote ${COUNT} records to ${values.out}`);
  process.exit(0);
}
if (!values['data-dir']) throw new Error('--data-dir is required (or --out)');
const dataDir = path.resolve(values['data-dir']);
await fs.mkdir(dataDir, { recursive: true });
const database = await openDatabase({ dataDir });
try {
  await migrate(database);
  const importStarted = performance.now();
  const outcome = await importQuestions(database.db, { records: raw, problems: [] });
  if (!outcome.ok) throw new Error(`invalid records: ${JSON.stringify(outcome.problems.slice(0, 3))}`);
  const importSeconds = (performance.now() - importStarted) / 1000;
  // What autovacuum does on a PostgreSQL server after a large write (PGlite has no autovacuum):
  // statistics for the planner, hint bits and the visibility map, so the first reads of each
  // question are not also the ones that finish the import's bookkeeping.
  await sql`vacuum analyze`.execute(database.db);
  const rows = await database.db.selectFrom('tanya_questions').select(['id', 'slug']).execute();
  if (rows.length !== COUNT) throw new Error(`expected ${COUNT} questions, found ${rows.length}`);
  await fs.writeFile(
    path.join(dataDir, 'bench-questions.json'),
    JSON.stringify({ count: COUNT, seed: values.seed, importSeconds, generatedAt: new Date().toISOString(), paths: rows.map((row) => buildTanyaVideoPath(row.id, row.slug)) }),
  );
  console.log(`imported ${COUNT} questions in ${importSeconds.toFixed(1)} s; total ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
