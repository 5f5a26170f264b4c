/*
 * Makes the demo class media under site/public/media/kelas/ from the demo topics
 * (site/src/server/live-classes/demo-topics.ts, decision 072):
 * - materi/<slug>.pdf: a one-page "Ringkasan materi" (A4);
 * - slide/<slug>.pdf: two or three 16:9 slides;
 * - rekaman/<slug>.mp4: a 20-second slideshow "recording" for each topic with a worked example
 *   (needs ffmpeg with libx264 and the DejaVu fonts; see site/public/media/kelas/README.md).
 *
 * Usage: pnpm exec tsx scripts/make-class-media.ts [--pdf] [--video]   (both when neither is given)
 *
 * The PDFs are written by the tiny writer below (standard Helvetica, WinAnsi text, no embedded
 * font), so each is a couple of kilobytes and needs no dependency.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_TOPICS,
  TOPIC_LISTS,
  hasRecording,
  topicListSubject,
  type DemoTopic,
  type DemoTopicSlug,
  type TopicListKey,
} from '../site/src/server/live-classes/demo-topics.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'site/public/media/kelas');

const SUBJECT_NAMES = { matematika: 'Matematika', fisika: 'Fisika', kimia: 'Kimia' } as const;

/** Where a topic is taught, e.g. "Matematika · Kelas 10 SMA, Kelas 10 SMK". */
function usedIn(slug: DemoTopicSlug): string {
  const lists = (Object.keys(TOPIC_LISTS) as TopicListKey[]).filter((key) =>
    (TOPIC_LISTS[key] as readonly string[]).includes(slug),
  );
  const grades = lists.map((key) => {
    if (key.startsWith('utbk')) return 'UTBK-SNBT (kelas 12)';
    const grade = Number(key.split('-').at(-1));
    const level = key.includes('smk') ? 'SMK' : grade <= 6 ? 'SD' : grade <= 9 ? 'SMP' : 'SMA';
    return `Kelas ${grade} ${level}`;
  });
  const subject = SUBJECT_NAMES[topicListSubject(lists[0] ?? 'matematika-4')];
  return `${subject} · ${[...new Set(grades)].join(', ')}`;
}

// ---------------------------------------------------------------- PDF

/** Characters outside WinAnsi, written the way a textbook would without the symbol. */
const TRANSLITERATIONS: Array<[RegExp, string]> = [
  [/√(\d+)/g, ' akar $1'],
  [/π/g, 'pi'],
  [/Δ/g, 'delta '],
  [/Σ/g, 'jumlah '],
  [/ρ/g, 'rho'],
  [/τ/g, 'tau'],
  [/∘/g, ' o '],
  [/→/g, '->'],
  [/ᵃ/g, '^a '],
  [/ᶜ/g, '^c'],
  [/ᵐ⁺ⁿ/g, '^(m+n)'],
  [/ᵐ⁻ⁿ/g, '^(m-n)'],
  [/ⁿ⁻¹/g, '^(n-1)'],
  [/ᵐ/g, '^m'],
  [/ⁿ/g, '^n'],
  [/⁴/g, '^4'],
  [/⁷/g, '^7'],
  [/⁺/g, '+'],
  [/⁻¹/g, '^-1'],
  [/₀/g, '0'],
  [/₁/g, '1'],
  [/₂/g, '2'],
];

const WIN_ANSI_EXTRA: Record<string, number> = { '–': 0x96, '—': 0x97, '•': 0x95, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94 };

function pdfText(text: string): string {
  let plain = text;
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
  text(x: number, y: number, size: number, text: string, options: { bold?: boolean; rgb?: [number, number, number] } = {}) {
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
    const stream = Buffer.from(page.content, 'latin1');
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${page.content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  }
  const info = add(`<< /Title (${pdfText(title)}) /Producer (Bimbel make-class-media) >>`);
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
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

function summaryPdf(slug: DemoTopicSlug, topic: DemoTopic) {
  const page = new PageWriter(595, 842);
  page.rect(0, 0, 595, 56, BLUE);
  page.text(40, 20, 14, 'Bimbel · Ringkasan materi', { bold: true, rgb: WHITE });
  let y = 90;
  for (const line of wrap(topic.name, 40)) {
    page.text(40, y, 22, line, { bold: true, rgb: BLUE });
    y += 30;
  }
  page.text(40, y, 12, usedIn(slug), { rgb: GREY });
  y += 40;
  page.text(40, y, 15, 'Poin penting', { bold: true });
  y += 26;
  for (const point of topic.points) {
    wrap(point, 72).forEach((line, index) => {
      page.text(index === 0 ? 48 : 60, y, 12, index === 0 ? `•  ${line}` : line);
      y += 18;
    });
    y += 4;
  }
  if (topic.example) {
    y += 18;
    page.text(40, y, 15, 'Contoh', { bold: true });
    y += 26;
    for (const line of wrap(`Soal: ${topic.example.question}`, 78)) {
      page.text(48, y, 12, line);
      y += 18;
    }
    topic.example.steps.forEach((step, index) => {
      page.text(48, y, 12, `Langkah ${index + 1}: ${step}`);
      y += 18;
    });
    page.text(48, y, 12, `Jawaban: ${topic.example.answer}`, { bold: true, rgb: BLUE });
    y += 18;
  }
  y += 30;
  page.text(40, y, 12, 'Latihan di rumah: tulis ulang poin penting dengan kata-katamu sendiri,', { rgb: GREY });
  page.text(40, y + 18, 12, 'lalu bawa pertanyaanmu ke kelas live berikutnya.', { rgb: GREY });
  page.rect(40, 790, 515, 1, [0.78, 0.82, 0.99]);
  page.text(40, 800, 9, 'Bimbel · materi contoh untuk kelas live demo · Kurikulum Merdeka', { rgb: GREY });
  writePdf(path.join(out, 'materi', `${slug}.pdf`), `Ringkasan materi: ${topic.name}`, [page.page()]);
}

function slide(title: string, heading: string, lines: string[], number: string): Page {
  const page = new PageWriter(640, 360);
  page.rect(0, 0, 640, 44, BLUE);
  page.text(24, 14, 15, title, { bold: true, rgb: WHITE });
  page.text(32, 70, 22, heading, { bold: true, rgb: BLUE });
  let y = 116;
  for (const line of lines) {
    for (const part of wrap(line, 58)) {
      page.text(32, y, 16, part);
      y += 26;
    }
    y += 6;
  }
  page.rect(24, 326, 592, 1, [0.78, 0.82, 0.99]);
  page.text(24, 334, 10, 'Bimbel · Slide kelas live', { rgb: GREY });
  page.text(590, 334, 10, number, { rgb: GREY });
  return page.page();
}

function slidesPdf(slug: DemoTopicSlug, topic: DemoTopic) {
  const count = topic.example ? 3 : 2;
  const pages = [
    slide(topic.name, 'Hari ini kita belajar', [topic.name, usedIn(slug)], `1/${count}`),
    slide(topic.name, 'Poin penting', topic.points.map((point) => `•  ${point}`), `2/${count}`),
  ];
  if (topic.example) {
    pages.push(
      slide(
        topic.name,
        'Contoh soal',
        [topic.example.question, ...topic.example.steps, `Jawaban: ${topic.example.answer}`],
        `3/${count}`,
      ),
    );
  }
  writePdf(path.join(out, 'slide', `${slug}.pdf`), `Slide: ${topic.name}`, pages);
}

// ---------------------------------------------------------------- video

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SLIDE_SECONDS = 5;

function videoFor(slug: DemoTopicSlug, topic: DemoTopic) {
  const example = topic.example;
  if (!example) return;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `kelas-${slug}-`));
  const slides: Array<{ heading: string; body: string[] }> = [
    { heading: 'Kelas live hari ini', body: [topic.name, usedIn(slug)] },
    { heading: 'Poin penting', body: topic.points.map((point) => `• ${point}`) },
    { heading: 'Contoh soal', body: [example.question, ...example.steps] },
    { heading: 'Jawaban', body: [example.answer, 'Tonton lagi bagian yang belum jelas, ya.'] },
  ];
  const files: string[] = [];
  slides.forEach((current, index) => {
    const write = (name: string, text: string) => {
      const file = path.join(work, `${index}-${name}.txt`);
      fs.writeFileSync(file, text);
      return file;
    };
    const title = write('title', topic.name.length > 46 ? `${topic.name.slice(0, 45)}…` : topic.name);
    const heading = write('heading', current.heading);
    const body = write('body', current.body.flatMap((line) => wrap(line, 44)).join('\n'));
    const footer = write('footer', 'Bimbel · Rekaman Kelas Live');
    const number = write('number', `${index + 1}/${slides.length}`);
    const file = path.join(work, `s${index}.mp4`);
    const filter = [
      'drawbox=x=0:y=0:w=iw:h=36:color=0x1E3A8A:t=fill',
      `drawtext=fontfile=${BOLD}:textfile=${title}:x=14:y=11:fontsize=13:fontcolor=white`,
      `drawtext=fontfile=${BOLD}:textfile=${heading}:x=18:y=50:fontsize=17:fontcolor=0x1E3A8A`,
      `drawtext=fontfile=${FONT}:textfile=${body}:x=18:y=86:fontsize=14:fontcolor=0x222222:line_spacing=8`,
      'drawbox=x=14:y=212:w=iw-28:h=1:color=0xC7D2FE:t=fill',
      `drawtext=fontfile=${FONT}:textfile=${footer}:x=14:y=220:fontsize=10:fontcolor=0x6B7280`,
      `drawtext=fontfile=${FONT}:textfile=${number}:x=w-tw-14:y=220:fontsize=10:fontcolor=0x6B7280`,
    ].join(',');
    execFileSync('ffmpeg', [
      '-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0xFFFDF7:s=426x240:r=12:d=${SLIDE_SECONDS}`,
      '-vf', filter, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '35', '-pix_fmt', 'yuv420p', file,
    ]);
    files.push(file);
  });
  const list = path.join(work, 'slides.txt');
  fs.writeFileSync(list, files.map((file) => `file '${file}'`).join('\n'));
  const seconds = SLIDE_SECONDS * slides.length;
  execFileSync('ffmpeg', [
    '-v', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list,
    '-f', 'lavfi', '-i', `sine=frequency=660:sample_rate=22050,volume='if(lt(mod(t,${SLIDE_SECONDS}),0.15),0.1,0)':eval=frame`,
    '-t', String(seconds), '-map', '0:v', '-map', '1:a', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '16k', '-ac', '1',
    '-movflags', '+faststart', path.join(out, 'rekaman', `${slug}.mp4`),
  ]);
  fs.rmSync(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------- main

const args = new Set(process.argv.slice(2));
const both = !args.has('--pdf') && !args.has('--video');
for (const folder of ['materi', 'slide', 'rekaman']) fs.mkdirSync(path.join(out, folder), { recursive: true });
for (const slug of Object.keys(DEMO_TOPICS) as DemoTopicSlug[]) {
  const topic: DemoTopic = DEMO_TOPICS[slug];
  if (both || args.has('--pdf')) {
    summaryPdf(slug, topic);
    slidesPdf(slug, topic);
  }
  if ((both || args.has('--video')) && hasRecording(slug)) {
    videoFor(slug, topic);
    console.log(`rekaman/${slug}.mp4`);
  }
}
console.log('done');
