import { parse as parseCsv } from 'csv-parse/sync';
import path from 'node:path';
import type { ImportList, RawImportRecord } from './import-classes.ts';

/*
 * Reading a class import file (issue 14, decision 071) into raw records with their line
 * numbers; validation is import-classes.ts's. JSON: `{ "teachers": [...], "classes": [...] }`
 * (or a bare array of classes). CSV: classes only, one per row (CLASS_CSV_COLUMNS).
 */

/** A file or a line that could not even be read as records. */
export type FileProblem = { file: string; line: number; reason: string };

export type ReadClassFile = {
  teachers: RawImportRecord[];
  classes: RawImportRecord[];
  problems: FileProblem[];
};

/**
 * Start lines of the elements of the top-level array, or of the arrays under the top-level
 * object's keys, found by scanning the text (JSON.parse keeps no positions). Strings and their
 * escapes are skipped, so brackets inside texts do not count.
 */
export function jsonListLines(text: string): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  let line = 1;
  let depth = 0;
  let collecting: { key: string; depth: number } | undefined;
  let expecting = false;
  let lastString: string | undefined;
  let pendingKey: string | undefined;
  const push = () => {
    if (!collecting) return;
    lists.set(collecting.key, [...(lists.get(collecting.key) ?? []), line]);
    expecting = false;
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '\n') {
      line++;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (collecting && depth === collecting.depth && expecting && char !== ']' && char !== ',') push();
    if (char === '"') {
      const start = index;
      for (index++; index < text.length && text[index] !== '"'; index++) {
        if (text[index] === '\\') index++;
        else if (text[index] === '\n') line++;
      }
      if (depth === 1) {
        try {
          lastString = JSON.parse(text.slice(start, index + 1)) as string;
        } catch {
          lastString = undefined;
        }
      }
      continue;
    }
    if (char === '[' || char === '{') {
      depth++;
      if (depth === 1 && char === '[') {
        collecting = { key: '', depth: 1 };
        expecting = true;
      } else if (depth === 2 && char === '[' && pendingKey !== undefined) {
        collecting = { key: pendingKey, depth: 2 };
        expecting = true;
        pendingKey = undefined;
      }
    } else if (char === ']' || char === '}') {
      if (collecting && depth === collecting.depth) collecting = undefined;
      depth--;
    } else if (char === ',' && collecting && depth === collecting.depth) {
      expecting = true;
    } else if (char === ':' && depth === 1) {
      pendingKey = lastString;
    }
  }
  return lists;
}

const JSON_KEYS = ['teachers', 'classes'] as const;

function records(list: ImportList, values: readonly unknown[], lines: readonly number[] = [], file: string) {
  return values.map((value, index) => ({ place: { list, index, file, line: lines[index] ?? 1 }, value }));
}

function readJson(file: string, text: string): ReadClassFile {
  const empty: ReadClassFile = { teachers: [], classes: [], problems: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ...empty,
      problems: [{ file, line: 1, reason: `JSON tidak valid: ${(error as Error).message}` }],
    };
  }
  const lines = jsonListLines(text);
  if (Array.isArray(parsed)) return { ...empty, classes: records('classes', parsed, lines.get(''), file) };
  const shape = 'file JSON harus berisi { "teachers": [...], "classes": [...] } atau array kelas';
  if (!parsed || typeof parsed !== 'object')
    return { ...empty, problems: [{ file, line: 1, reason: shape }] };
  const object = parsed as Record<string, unknown>;
  const problems: FileProblem[] = [];
  const unknown = Object.keys(object).filter((key) => !(JSON_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    problems.push({ file, line: 1, reason: `kunci tidak dikenal: ${unknown.join(', ')} (${shape})` });
  for (const key of JSON_KEYS) {
    if (object[key] !== undefined && !Array.isArray(object[key])) {
      problems.push({ file, line: 1, reason: `"${key}" harus array` });
    }
  }
  if (problems.length > 0) return { ...empty, problems };
  return {
    teachers: records(
      'teachers',
      (object.teachers as unknown[] | undefined) ?? [],
      lines.get('teachers'),
      file,
    ),
    classes: records('classes', (object.classes as unknown[] | undefined) ?? [], lines.get('classes'), file),
    problems: [],
  };
}

/** The CSV columns, one class per row (docs/decisions/071). */
export const CLASS_CSV_COLUMNS = [
  'external_id',
  'kind',
  'subject',
  'grades',
  'stream',
  'curriculum',
  'focus_exam_id',
  'title',
  'topic',
  'description',
  'materials',
  'recording_url',
  'teacher',
  'starts_at',
  'ends_at',
  'capacity',
] as const;

const OPTIONAL_CSV_COLUMNS: readonly string[] = [
  'stream',
  'curriculum',
  'focus_exam_id',
  'description',
  'materials',
  'recording_url',
];

type CsvRow = Partial<Record<(typeof CLASS_CSV_COLUMNS)[number], string>>;

const present = (cell: string | undefined) =>
  cell !== undefined && cell.trim() !== '' ? cell.trim() : undefined;

/** `7,8` (or `7;8`, `7 8`) → [7, 8]; anything else stays text so validation names it. */
function gradesCell(cell: string | undefined): unknown {
  const value = present(cell);
  if (value === undefined) return undefined;
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  return parts.every((part) => /^\d{1,2}$/.test(part)) ? parts.map(Number) : value;
}

function numberCell(cell: string | undefined): unknown {
  const value = present(cell);
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : value;
}

/**
 * Materials in a cell: a JSON array (`[{"kind":"pdf","title":…,"url":…}]`), or entries separated
 * by `;` or line breaks, each `title|url` (kind `pdf` for a .pdf address, else `slides`) or
 * `kind|title|url`.
 */
export function materialsCell(cell: string | undefined): unknown {
  const value = present(cell);
  if (value === undefined) return undefined;
  if (value.startsWith('[')) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value
    .split(/\s*(?:;|\r?\n)\s*/)
    .filter(Boolean)
    .map((entry) => {
      const parts = entry.split('|').map((part) => part.trim());
      if (parts.length === 3) return { kind: parts[0], title: parts[1], url: parts[2] };
      if (parts.length !== 2) return entry;
      const url = parts[1] ?? '';
      const kind = /\.pdf(?:$|[?#])/i.test(url) ? 'pdf' : 'slides';
      return { kind, title: parts[0], url };
    });
}

function csvRowToRecord(row: CsvRow): unknown {
  const record: Record<string, unknown> = {
    externalId: row.external_id,
    kind: present(row.kind),
    subject: row.subject,
    grades: gradesCell(row.grades),
    stream: present(row.stream) ?? null,
    curriculum: present(row.curriculum),
    focusExamId: present(row.focus_exam_id) ?? null,
    title: row.title,
    topic: row.topic,
    description: present(row.description),
    materials: materialsCell(row.materials),
    recordingUrl: present(row.recording_url),
    teacher: present(row.teacher),
    startsAt: present(row.starts_at),
    endsAt: present(row.ends_at),
    capacity: numberCell(row.capacity),
  };
  // An empty optional cell is an absent field (kept as stored on an update).
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}

function readCsv(file: string, text: string): ReadClassFile {
  const empty: ReadClassFile = { teachers: [], classes: [], problems: [] };
  let rows: { record: CsvRow; info: { lines: number } }[];
  try {
    rows = parseCsv(text, { columns: true, bom: true, info: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { ...empty, problems: [{ file, line, reason: `CSV tidak valid: ${(error as Error).message}` }] };
  }
  if (rows.length === 0) return empty;
  const header = Object.keys(rows[0]?.record ?? {});
  const unknown = header.filter((column) => !(CLASS_CSV_COLUMNS as readonly string[]).includes(column));
  const missing = CLASS_CSV_COLUMNS.filter(
    (column) => !OPTIONAL_CSV_COLUMNS.includes(column) && !header.includes(column),
  );
  const problems: FileProblem[] = [];
  if (missing.length > 0)
    problems.push({ file, line: 1, reason: `kolom wajib tidak ada: ${missing.join(', ')}` });
  if (unknown.length > 0)
    problems.push({ file, line: 1, reason: `kolom tidak dikenal: ${unknown.join(', ')}` });
  if (problems.length > 0) return { ...empty, problems };
  // csv-parse reports the line a record ends on; a record starts after the previous one ends.
  let previousEnd = 1;
  const classes = rows.map(({ record, info }, index) => {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    return { place: { list: 'classes' as const, index, file, line }, value: csvRowToRecord(record) };
  });
  return { ...empty, classes };
}

/** Reads a `.json` or `.csv` class import file's records with their line numbers. */
export function readClassImportText(file: string, text: string): ReadClassFile {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') return readJson(file, text);
  if (extension === '.csv') return readCsv(file, text);
  return {
    teachers: [],
    classes: [],
    problems: [
      {
        file,
        line: 1,
        reason: `jenis file ${extension || '(tanpa ekstensi)'} tidak didukung: pakai .json atau .csv`,
      },
    ],
  };
}
