import type { Kysely } from 'kysely';
import { z } from 'zod';
import { JAKARTA_UTC_OFFSET_MINUTES } from '@bimbel/domain/time/jakarta-time-zone';
import {
  LEAD_EXPORT_FORMATS,
  LEAD_EXPORT_MESSAGES,
  LEAD_PAGE_DEFAULT_LIMIT,
  LEAD_PAGE_MAX_LIMIT,
  type LeadExportFormat,
} from '@bimbel/domain/lead/lead-export-query';
import { UUID_PATTERN_SOURCE } from '@bimbel/domain/validation/uuid';
import type { Tables } from '../db/schema.ts';
import {
  listLeadsPage,
  type ExportedLeadRow,
  type LeadCursor,
  type LeadTimeRange,
} from './lead-export-queries.ts';

/*
 * The sales team's export of leads, shared by GET /api/admin/leads and the CLI
 * (scripts/export-leads.ts): date range in Asia/Jakarta days, CSV for Excel or JSON.
 */

/** Rows per query while writing a whole export. */
const EXPORT_PAGE_SIZE = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const JAKARTA_OFFSET_MS = JAKARTA_UTC_OFFSET_MINUTES * 60 * 1000;

/** The instant a calendar day starts in Asia/Jakarta (UTC+7 all year), or undefined if no such day. */
export function jakartaDayStart(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over to March 2nd: a real day reads back the same.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== day) return undefined;
  return new Date(utcMidnight - JAKARTA_OFFSET_MS);
}

/** `2026-11-22 10:00:00`: the wall-clock time in Asia/Jakarta, which Excel reads as a date-time. */
export function formatJakartaDateTime(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

const day = z
  .string({ error: LEAD_EXPORT_MESSAGES.date })
  .refine((value) => jakartaDayStart(value) !== undefined, { error: LEAD_EXPORT_MESSAGES.date })
  .optional();

/** `from` and `to` (Asia/Jakarta days, both inclusive) as instants: [start of from, end of to). */
export function toLeadTimeRange(from: string | undefined, to: string | undefined): LeadTimeRange {
  const until = to ? jakartaDayStart(to) : undefined;
  return {
    since: from ? jakartaDayStart(from) : undefined,
    until: until ? new Date(until.getTime() + DAY_MS) : undefined,
  };
}

const inOrder = ({ from, to }: { from?: string | undefined; to?: string | undefined }) =>
  !from || !to || from <= to;

/** `from` and `to`: Asia/Jakarta days, both inclusive, each optional (an open end). */
export const LeadDateRangeSchema = z
  .object({ from: day, to: day })
  .refine(inOrder, { error: LEAD_EXPORT_MESSAGES.order, path: ['from'] })
  .transform(({ from, to }) => ({ from, to, range: toLeadTimeRange(from, to) }));

/** Query of GET /api/admin/leads. */
export const LeadExportQuerySchema = z
  .object({
    from: day,
    to: day,
    format: z.enum(LEAD_EXPORT_FORMATS, { error: LEAD_EXPORT_MESSAGES.format }).default('json'),
    limit: z
      .string({ error: LEAD_EXPORT_MESSAGES.limit })
      .regex(/^\d{1,4}$/, { error: LEAD_EXPORT_MESSAGES.limit })
      .transform(Number)
      .refine((value) => value >= 1 && value <= LEAD_PAGE_MAX_LIMIT, { error: LEAD_EXPORT_MESSAGES.limit })
      .default(LEAD_PAGE_DEFAULT_LIMIT),
    cursor: z
      .string({ error: LEAD_EXPORT_MESSAGES.cursor })
      .transform((value, context) => {
        const cursor = decodeLeadCursor(value);
        if (!cursor)
          context.issues.push({ code: 'custom', message: LEAD_EXPORT_MESSAGES.cursor, input: value });
        return cursor ?? z.NEVER;
      })
      .optional(),
  })
  .refine(inOrder, { error: LEAD_EXPORT_MESSAGES.order, path: ['from'] })
  .transform((query) => ({ ...query, range: toLeadTimeRange(query.from, query.to) }));

const CURSOR_PATTERN = new RegExp(
  `^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)\\|(${UUID_PATTERN_SOURCE})$`,
);

/** Opaque to clients: base64url of `<created_at to the microsecond>|<id>`. */
export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

export function decodeLeadCursor(value: string): LeadCursor | undefined {
  const match = CURSOR_PATTERN.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!))) return undefined;
  return { createdAt: match[1]!, id: match[2]! };
}

/** A lead as the export shows it (JSON; the CSV has the same columns, time in WIB only). */
export type ExportedLead = {
  id: string;
  created_at: string;
  created_at_wib: string;
  user_type: string;
  phone_number: string;
  name: string;
  grade: string;
  source_page: string;
  reason: string | null;
  user_id: string | null;
  request_id: string;
};

export function toExportedLead(row: ExportedLeadRow): ExportedLead {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    created_at_wib: formatJakartaDateTime(row.created_at),
    user_type: row.user_type,
    phone_number: row.phone_e164,
    name: row.name,
    grade: row.grade,
    source_page: row.source_page,
    reason: row.reason,
    user_id: row.user_id,
    request_id: row.request_id,
  };
}

export type LeadPage = { leads: ExportedLead[]; next_cursor: string | null };

/** One JSON page: up to `limit` leads after `cursor`, and the cursor of the next page (null at the end). */
export async function readLeadPage(
  db: Kysely<Tables>,
  range: LeadTimeRange,
  { cursor, limit }: { cursor?: LeadCursor | undefined; limit: number },
): Promise<LeadPage> {
  const rows = await listLeadsPage(db, range, { after: cursor, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    leads: page.map(toExportedLead),
    next_cursor:
      rows.length > limit && last ? encodeLeadCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}

/** Columns of the CSV, in order: time first for the sales team, ids last. */
export const LEAD_CSV_COLUMNS = [
  'created_at_wib',
  'name',
  'phone_number',
  'user_type',
  'grade',
  'source_page',
  'reason',
  'user_id',
  'request_id',
  'id',
] as const satisfies readonly (keyof ExportedLead)[];

/** Excel reads a UTF-8 CSV right (Indonesian names, accents) only with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** A cell Excel or Sheets would run as a formula (=, +, -, @; tab and CR too, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a cell that could start a formula gets a leading `'` (so `=HYPERLINK(…)` in a
 * name stays text), and a cell with a quote, comma or line break is quoted (RFC 4180).
 */
export function toCsvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record with its CRLF (RFC 4180). */
export function toCsvRecord(values: readonly (string | null)[]): string {
  return `${values.map(toCsvCell).join(',')}\r\n`;
}

export type LeadExportProgress = { rows: number };

/**
 * A whole export as text chunks, one per page of leads: the CSV (BOM, header, rows) or a JSON
 * array. Counts the rows in `progress`.
 */
export async function* exportLeadChunks(
  db: Kysely<Tables>,
  { range, format }: { range: LeadTimeRange; format: LeadExportFormat },
  progress: LeadExportProgress = { rows: 0 },
): AsyncGenerator<string> {
  yield format === 'csv' ? UTF8_BOM + toCsvRecord(LEAD_CSV_COLUMNS) : '[';
  let after: LeadCursor | undefined;
  for (;;) {
    const rows = await listLeadsPage(db, range, { after, limit: EXPORT_PAGE_SIZE });
    if (rows.length === 0) break;
    const leads = rows.map(toExportedLead);
    yield format === 'csv'
      ? leads.map((lead) => toCsvRecord(LEAD_CSV_COLUMNS.map((column) => lead[column]))).join('')
      : leads
          .map((lead, index) => `${progress.rows + index === 0 ? '' : ','}\n${JSON.stringify(lead)}`)
          .join('');
    progress.rows += rows.length;
    const last = rows.at(-1)!;
    after = { createdAt: last.cursor_at, id: last.id };
    if (rows.length < EXPORT_PAGE_SIZE) break;
  }
  if (format === 'json') yield progress.rows === 0 ? ']\n' : '\n]\n';
}

/** `leads-2026-11-01_2026-11-30.csv` (open ends read `awal` / `akhir`). */
export function leadExportFileName(
  from: string | undefined,
  to: string | undefined,
  format: LeadExportFormat,
): string {
  return `leads-${from ?? 'awal'}_${to ?? 'akhir'}.${format}`;
}
