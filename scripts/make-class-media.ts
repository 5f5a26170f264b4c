/*
 * Makes the demo class materials under site/public/media/kelas/ from each topic of the term plans
 * (site/src/server/live-classes/demo-topics.ts, demo-term-plans.ts; decisions 072, 094):
 * - materi/<slug>.pdf: a one-page "Ringkasan materi" (A4): key points and two worked examples;
 * - slide/<slug>.pdf: 16:9 slides: the topic, its key points, one slide per worked example.
 * The text is the topic's lesson (demo-lessons.json: points and worked examples, maths in `$…$`
 * read as plain text) when it has been written, else the topic's own points (and example).
 * The class recordings (rekaman/<slug>.mp4) are the lessons narrated by the video pipeline; this
 * script no longer makes them.
 *
 * Usage: pnpm exec tsx scripts/make-class-media.ts [--only <slug>,<slug>…]
 *
 * The PDFs are written by the tiny writer below (standard Helvetica, WinAnsi text, no embedded
 * font), so each is a couple of kilobytes and needs no dependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { toPlainQuestionText } from '../domain/src/tanya/question-plain-text.ts';
import { lessonOf } from '../site/src/server/live-classes/demo-lessons.ts';
import { TERM_PLAN_KEYS, TERM_PLANS } from '../site/src/server/live-classes/demo-term-plans.ts';
import { DEMO_TOPICS, type DemoTopicSlug } from '../site/src/server/live-classes/demo-topics.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'site/public/media/kelas');

const SUBJECT_NAMES = { matematika: 'Matematika', fisika: 'Fisika', kimia: 'Kimia' } as const;

/** Where a topic is taught, e.g. "Matematika Kelas 10 · Matematika Kelas 10 SMK". */
function usedIn(slug: DemoTopicSlug): string {
  const plans = TERM_PLAN_KEYS.filter((key) => (TERM_PLANS[key].topics as readonly string[]).includes(slug));
  return [...new Set(plans.map((key) => TERM_PLANS[key].title))].join(' · ');
}

type Example = { question: string; steps: readonly string[]; answer: string };
/** What the materials say about a topic, in plain text. */
type TopicText = { name: string; points: readonly string[]; examples: readonly Example[] };

/** The lesson's text when there is one (maths as plain text), else the topic's. */
function topicText(slug: DemoTopicSlug): TopicText {
  const lesson = lessonOf(slug);
  const topic = DEMO_TOPICS[slug] as { name: string; points: readonly string[]; example?: Example };
  if (!lesson)
    return { name: topic.name, points: topic.points, examples: topic.example ? [topic.example] : [] };
  const plain = toPlainQuestionText;
  return {
    name: lesson.name,
    points: lesson.points.map(plain),
    examples: lesson.examples.map((example) => ({
      question: plain(example.question),
      steps: example.steps.map(plain),
      answer: plain(example.answer),
    })),
  };
}

// ---------------------------------------------------------------- PDF

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** A run of superscripts as `^…` (`x¹⁰` is `x^10`); lone ¹ ² ³ are WinAnsi and stay. */
function writeSuperscripts(text: string): string {
  return text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺ⁿᵐᵏ]+/g, (run) => {
    if (/^[¹²³]$/.test(run)) return run;
    const plain = [...run]
      .map((char) => {
        const digit = SUPERSCRIPT_DIGITS.indexOf(char);
        if (digit >= 0) return String(digit);
        return ({ '⁻': '-', '⁺': '+', ⁿ: 'n', ᵐ: 'm', ᵏ: 'k' } as Record<string, string>)[char] ?? char;
      })
      .join('');
    return plain.length > 1 ? `^(${plain})` : `^${plain}`;
  });
}

/** Characters outside WinAnsi, written the way a textbook would without the symbol. */
const TRANSLITERATIONS: Array<[RegExp, string]> = [
  [/√(\d+)/g, ' akar $1'],
  [/√/g, 'akar '],
  [/π/g, 'pi'],
  [/Δ/g, 'delta '],
  [/Σ/g, 'jumlah '],
  [/ρ/g, 'rho'],
  [/τ/g, 'tau'],
  [/α/g, 'alpha'],
  [/β/g, 'beta'],
  [/θ/g, 'theta'],
  [/λ/g, 'lambda'],
  [/η/g, 'eta'],
  [/ε/g, 'epsilon'],
  [/σ/g, 'sigma'],
  [/ω/g, 'omega'],
  [/Ω/g, ' ohm'],
  [/Φ/g, 'Phi'],
  [/μ/g, 'µ'],
  [/∘/g, ' o '],
  [/→/g, '->'],
  [/⇒/g, '=>'],
  [/⇌/g, '<=>'],
  [/≤/g, '<='],
  [/≥/g, '>='],
  [/≠/g, ' tidak sama dengan '],
  [/≈/g, '~'],
  [/≡/g, ' ekuivalen '],
  [/∼/g, ' sebangun '],
  [/∓/g, '-/+'],
  [/−/g, '-'],
  [/∩/g, ' irisan '],
  [/∪/g, ' gabungan '],
  [/∧/g, ' dan '],
  [/∨/g, ' atau '],
  [/△/g, 'segitiga '],
  [/∠/g, 'sudut '],
  [/∞/g, 'tak hingga'],
  [/∫/g, 'integral '],
  [/⅓/g, '1/3'],
  [/ᵃ/g, '^a '],
  [/ᶜ/g, '^c'],
];

const WIN_ANSI_EXTRA: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '•': 0x95,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
};

function pdfText(text: string): string {
  let plain = writeSuperscripts(text).replace(/[₀-₉]/g, (char) => String(SUBSCRIPT_DIGITS.indexOf(char)));
  for (const [pattern, replacement] of TRANSLITERATIONS) plain = plain.replace(pattern, replacement);
  plain = plain.replace(/ {2,}/g, ' ').trim();
  let encoded = '';
  for (const char of plain) {
    const code = char.codePointAt(0) ?? 0;
    let byte: number;
    if (code >= 0x20 && code <= 0x7e) byte = code;
    else if (code >= 0xa0 && code <= 0xff) byte = code;
    else if (WIN_ANSI_EXTRA[char] !== undefined) byte = WIN_ANSI_EXTRA[char];
    else throw new Error(`no WinAnsi form for ${JSON.stringify(char)} in ${JSON.stringify(text)}`);
    const ch = String.fromCharCode(byte);
    encoded += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
  }
  return encoded;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

type Page = { width: number; height: number; content: string };

class PageWriter {
  private ops: string[] = [];
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  rect(x: number, y: number, w: number, h: number, rgb: [number, number, number]) {
    this.ops.push(`${rgb.join(' ')} rg ${x} ${this.height - y - h} ${w} ${h} re f`);
  }
  text(
    x: number,
    y: number,
    size: number,
    text: string,
    options: { bold?: boolean; rgb?: [number, number, number] } = {},
  ) {
    const rgb = options.rgb ?? [0.13, 0.13, 0.13];
    this.ops.push(
      `BT /${options.bold ? 'F2' : 'F1'} ${size} Tf ${rgb.join(' ')} rg ${x} ${this.height - y - size} Td (${pdfText(text)}) Tj ET`,
    );
  }
  page(): Page {
    return { width: this.width, height: this.height, content: this.ops.join('\n') };
  }
}

function writePdf(file: string, title: string, pages: Page[]) {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    // Deflated (FlateDecode): a slide deck of text shrinks to about a third.
    const stream = zlib.deflateSync(Buffer.from(page.content, 'latin1'), { level: 9 });
    const contents = add(
      `<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  }
  const info = add(`<< /Title (${pdfText(title)}) /Producer (Bimbel make-class-media) >>`);
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  fs.writeFileSync(file, Buffer.from(body, 'latin1'));
}

const BLUE: [number, number, number] = [0.118, 0.227, 0.541];
const GREY: [number, number, number] = [0.42, 0.45, 0.5];
const WHITE: [number, number, number] = [1, 1, 1];

function summaryPdf(slug: DemoTopicSlug, topic: TopicText) {
  const page = new PageWriter(595, 842);
  page.rect(0, 0, 595, 56, BLUE);
  page.text(40, 20, 14, 'Bimbel · Ringkasan materi', { bold: true, rgb: WHITE });
  let y = 90;
  for (const line of wrap(topic.name, 40)) {
    page.text(40, y, 22, line, { bold: true, rgb: BLUE });
    y += 30;
  }
  for (const line of wrap(usedIn(slug), 80)) {
    page.text(40, y, 12, line, { rgb: GREY });
    y += 16;
  }
  y += 24;
  page.text(40, y, 15, 'Poin penting', { bold: true });
  y += 26;
  for (const point of topic.points) {
    wrap(point, 72).forEach((line, index) => {
      page.text(index === 0 ? 48 : 60, y, 12, index === 0 ? `•  ${line}` : line);
      y += 18;
    });
    y += 4;
  }
  // Up to two examples, as many as fit the page; the slides have them all.
  const exampleLines = (example: Example) => [
    ...wrap(`Soal: ${example.question}`, 78).map((line) => ({ line, indent: 48, bold: false })),
    ...example.steps.flatMap((step, number) =>
      wrap(`Langkah ${number + 1}: ${step}`, 78).map((line, part) => ({
        line,
        indent: part === 0 ? 48 : 60,
        bold: false,
      })),
    ),
    ...wrap(`Jawaban: ${example.answer}`, 70).map((line) => ({ line, indent: 48, bold: true })),
  ];
  const shown = topic.examples.slice(0, 2);
  for (const [index, example] of shown.entries()) {
    const lines = exampleLines(example);
    if (y + 44 + lines.length * 18 > 700) {
      if (index === 0) throw new Error(`materi/${slug}.pdf: the first example does not fit the page`);
      break;
    }
    y += 18;
    page.text(40, y, 15, shown.length > 1 ? `Contoh ${index + 1}` : 'Contoh', { bold: true });
    y += 26;
    for (const { line, indent, bold } of lines) {
      page.text(indent, y, 12, line, bold ? { bold: true, rgb: BLUE } : {});
      y += 18;
    }
  }
  y += 30;
  if (y > 740) throw new Error(`materi/${slug}.pdf does not fit one page`);
  page.text(40, y, 12, 'Latihan di rumah: tulis ulang poin penting dengan kata-katamu sendiri,', {
    rgb: GREY,
  });
  page.text(40, y + 18, 12, 'lalu bawa pertanyaanmu ke kelas live berikutnya.', { rgb: GREY });
  page.rect(40, 790, 515, 1, [0.78, 0.82, 0.99]);
  page.text(40, 800, 9, 'Bimbel · materi kelas live demo · urutan bab Kurikulum Merdeka', { rgb: GREY });
  writePdf(path.join(out, 'materi', `${slug}.pdf`), `Ringkasan materi: ${topic.name}`, [page.page()]);
}

/** A slide's body rows: each line wrapped, with a small gap after it. */
type SlideRow = { text: string; gapAfter: boolean };
const SLIDE_BODY_TOP = 110;
const SLIDE_BODY_BOTTOM = 316;
const SLIDE_LINE = 24;
const SLIDE_GAP = 5;

function slide(title: string, heading: string, rows: readonly SlideRow[], number: string): Page {
  const page = new PageWriter(640, 360);
  page.rect(0, 0, 640, 44, BLUE);
  page.text(24, 14, 15, title.length > 70 ? `${title.slice(0, 69)}…` : title, { bold: true, rgb: WHITE });
  page.text(32, 64, 20, heading, { bold: true, rgb: BLUE });
  let y = SLIDE_BODY_TOP;
  for (const row of rows) {
    page.text(32, y, 15, row.text);
    y += SLIDE_LINE + (row.gapAfter ? SLIDE_GAP : 0);
  }
  page.rect(24, 326, 592, 1, [0.78, 0.82, 0.99]);
  page.text(24, 334, 10, 'Bimbel · Slide kelas live', { rgb: GREY });
  page.text(590, 334, 10, number, { rgb: GREY });
  return page.page();
}

/** One slide's worth of content, split over as many slides as its lines need ("(lanjutan)"). */
function slideParts(heading: string, lines: readonly string[]): { heading: string; rows: SlideRow[] }[] {
  const rows = lines.flatMap((line) =>
    wrap(line, 62).map((text, index, parts) => ({ text, gapAfter: index === parts.length - 1 })),
  );
  const parts: { heading: string; rows: SlideRow[] }[] = [];
  let current: SlideRow[] = [];
  let y = SLIDE_BODY_TOP;
  for (const row of rows) {
    if (y + SLIDE_LINE > SLIDE_BODY_BOTTOM && current.length > 0) {
      parts.push({ heading: parts.length === 0 ? heading : `${heading} (lanjutan)`, rows: current });
      current = [];
      y = SLIDE_BODY_TOP;
    }
    current.push(row);
    y += SLIDE_LINE + (row.gapAfter ? SLIDE_GAP : 0);
  }
  parts.push({ heading: parts.length === 0 ? heading : `${heading} (lanjutan)`, rows: current });
  return parts;
}

function slidesPdf(slug: DemoTopicSlug, topic: TopicText) {
  const parts = [
    ...slideParts('Hari ini kita belajar', [topic.name, usedIn(slug)]),
    ...slideParts(
      'Poin penting',
      topic.points.map((point) => `•  ${point}`),
    ),
    ...topic.examples.flatMap((example, index) =>
      slideParts(topic.examples.length > 1 ? `Contoh soal ${index + 1}` : 'Contoh soal', [
        example.question,
        ...example.steps.map((step, number) => `${number + 1}. ${step}`),
        `Jawaban: ${example.answer}`,
      ]),
    ),
  ];
  const pages = parts.map((part, index) =>
    slide(topic.name, part.heading, part.rows, `${index + 1}/${parts.length}`),
  );
  writePdf(path.join(out, 'slide', `${slug}.pdf`), `Slide: ${topic.name}`, pages);
}

// ---------------------------------------------------------------- main

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean)) : null;
for (const folder of ['materi', 'slide']) fs.mkdirSync(path.join(out, folder), { recursive: true });
for (const slug of Object.keys(DEMO_TOPICS) as DemoTopicSlug[]) {
  if (only && !only.has(slug)) continue;
  const text = topicText(slug);
  summaryPdf(slug, text);
  slidesPdf(slug, text);
  console.log(`materi/${slug}.pdf slide/${slug}.pdf${lessonOf(slug) ? ' (dari pelajaran)' : ''}`);
}
console.log('done');
