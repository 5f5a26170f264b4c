import { parse as parseCsv } from 'csv-parse/sync';
import path from 'node:path';

/** One raw record of an import file, the line it starts on (1-based) and its file. */
export type RawImportRecord = { line: number; value: unknown; file?: string };
/** A bad record or a line that could not even be read as one. */
export type ImportProblem = { line: number; id?: string; reason: string; file?: string };

export type ReadImportResult = { records: RawImportRecord[]; problems: ImportProblem[] };

/**
 * Start lines of the elements of a top-level JSON array, found by scanning the text (JSON.parse
 * keeps no positions). Strings and escapes are skipped, so brackets inside texts do not count.
 */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectingValue = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectingValue && char !== undefined && !/[\s,\]]/.test(char)) {
      lines.push(line);
      expectingValue = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1 && char === '[') expectingValue = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectingValue = true;
  }
  return lines;
}

function readJson(text: string): ReadImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { records: [], problems: [{ line: 1, reason: `JSON tidak valid: ${(error as Error).message}` }] };
  }
  if (!Array.isArray(parsed)) {
    return {
      records: [],
      problems: [{ line: 1, reason: 'file JSON harus berisi array soal: [ {…}, {…} ]' }],
    };
  }
  const lines = arrayElementLines(text);
  return { records: parsed.map((value, index) => ({ line: lines[index] ?? 1, value })), problems: [] };
}

function readJsonLines(text: string): ReadImportResult {
  const records: RawImportRecord[] = [];
  const problems: ImportProblem[] = [];
  text.split(/\r?\n/).forEach((content, index) => {
    if (content.trim() === '') return;
    try {
      records.push({ line: index + 1, value: JSON.parse(content) });
    } catch (error) {
      problems.push({ line: index + 1, reason: `JSON tidak valid: ${(error as Error).message}` });
    }
  });
  return { records, problems };
}

/** The CSV columns, one question per row; see site/src/server/tanya/README.md. */
export const CSV_COLUMNS = [
  'id',
  'text',
  'grade',
  'subject',
  'chapter',
  'topic',
  'curriculum',
  'video_url',
  'video_type',
  'duration_seconds',
  'thumbnail_url',
  'teacher',
  'verified',
  'transcript',
  'key_moments',
  'related',
  'steps',
  'answer',
] as const;

type CsvRow = Partial<Record<(typeof CSV_COLUMNS)[number], string>>;

const TRUE_WORDS = ['true', '1', 'ya', 'yes'];
const FALSE_WORDS = ['false', '0', 'tidak', 'no', ''];

/** A JSON cell (transcript, key moments): empty = none; unreadable stays text so validation names it. */
function jsonCell(cell: string | undefined): unknown {
  if (!cell || cell.trim() === '') return undefined;
  try {
    return JSON.parse(cell);
  } catch {
    return cell;
  }
}

/**
 * The steps cell: one step per line (Alt+Enter in a spreadsheet cell). Not a separator character:
 * `|` and `;` appear inside the maths (`$|x - 3|$`). Blank lines are skipped; an empty cell is
 * no steps.
 */
function stepsCell(cell: string | undefined): string[] | undefined {
  const steps = (cell ?? '').split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  return steps.length > 0 ? steps : undefined;
}

function csvRowToRecord(row: CsvRow): unknown {
  const verified = (row.verified ?? '').trim().toLowerCase();
  const optional = (cell: string | undefined) => (cell && cell.trim() !== '' ? cell.trim() : undefined);
  const duration = optional(row.duration_seconds);
  return {
    id: row.id,
    text: row.text,
    grade: row.grade,
    subject: row.subject,
    chapter: row.chapter,
    topic: row.topic,
    curriculum: optional(row.curriculum),
    steps: stepsCell(row.steps),
    answer: optional(row.answer),
    video: {
      source_url: row.video_url,
      source_type: optional(row.video_type),
      duration_seconds: duration !== undefined && /^\d+$/.test(duration) ? Number(duration) : duration,
      thumbnail_url: optional(row.thumbnail_url),
      teacher: row.teacher,
      verified: TRUE_WORDS.includes(verified) ? true : FALSE_WORDS.includes(verified) ? false : verified,
      transcript: jsonCell(row.transcript),
      key_moments: jsonCell(row.key_moments),
    },
    related: (row.related ?? '').split(/[\s;,]+/).filter((id) => id !== ''),
  };
}

function readCsv(text: string): ReadImportResult {
  let rows: { record: CsvRow; info: { lines: number } }[];
  try {
    rows = parseCsv(text, { columns: true, bom: true, info: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { records: [], problems: [{ line, reason: `CSV tidak valid: ${(error as Error).message}` }] };
  }
  const header = Object.keys(rows[0]?.record ?? {});
  const missing = CSV_COLUMNS.filter(
    (column) =>
      ![
        'curriculum',
        'video_type',
        'thumbnail_url',
        'transcript',
        'key_moments',
        'related',
        'verified',
        'steps',
        'answer',
      ].includes(column) &&
      rows.length > 0 &&
      !header.includes(column),
  );
  if (missing.length > 0) {
    return { records: [], problems: [{ line: 1, reason: `kolom wajib tidak ada: ${missing.join(', ')}` }] };
  }
  // csv-parse reports the line a record ends on; a record starts after the previous one ends.
  let previousEnd = 1;
  const records = rows.map(({ record, info }) => {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    return { line, value: csvRowToRecord(record) };
  });
  return { records, problems: [] };
}

/**
 * Reads an import file's records with their line numbers: `.json` (an array), `.jsonl` /
 * `.ndjson` (one record per line) or `.csv` (one question per row, CSV_COLUMNS).
 */
export function readImportText(fileName: string, text: string): ReadImportResult {
  const extension = path.extname(fileName).toLowerCase();
  const read =
    extension === '.json'
      ? readJson(text)
      : extension === '.jsonl' || extension === '.ndjson'
        ? readJsonLines(text)
        : extension === '.csv'
          ? readCsv(text)
          : {
              records: [],
              problems: [
                {
                  line: 1,
                  reason: `jenis file ${extension || '(tanpa ekstensi)'} tidak didukung: pakai .json, .jsonl, atau .csv`,
                },
              ],
            };
  return {
    records: read.records.map((record) => ({ ...record, file: fileName })),
    problems: read.problems.map((problem) => ({ ...problem, file: fileName })),
  };
}
