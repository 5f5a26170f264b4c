import { sql, type Kysely } from 'kysely';
import type { Context } from 'hono';
import type { BackendDeps, BackendEnv } from '../http/backend-context.ts';
import { csvDownload } from '../http/csv-download.ts';
import { log } from '../http/logger.ts';
import { validate } from '../http/validate.ts';
import type { Tables } from '../db/schema.ts';
import type { LeadCursor, LeadTimeRange } from '../leads/lead-export-queries.ts';
import {
  encodeLeadCursor,
  formatJakartaDateTime,
  LeadExportQuerySchema,
  toCsvRecord,
  UTF8_BOM,
} from '../leads/lead-export.ts';

/*
 * The exports of SmartFest registrations and Akademi applications (decision 085): the leads
 * export's query, auth, formats and CSV rules (lead-export.ts), over these two tables.
 */

const EXPORT_PAGE_SIZE = 1000;

type EventTable = 'smartfest_registrations' | 'akademi_applications';

/** One page of `table` in `range`, oldest first, after `cursor` (keyset on created_at, id). */
async function listPage(
  db: Kysely<Tables>,
  table: EventTable,
  range: LeadTimeRange,
  { after, limit }: { after?: LeadCursor | undefined; limit: number },
): Promise<Record<string, unknown>[]> {
  const edition =
    table === 'smartfest_registrations'
      ? sql`, (select slug from smartfest_editions e where e.id = t.edition_id) as edition`
      : sql``;
  const conditions = [sql`true`];
  if (range.since) conditions.push(sql`t.created_at >= ${range.since}`);
  if (range.until) conditions.push(sql`t.created_at < ${range.until}`);
  if (after) conditions.push(sql`(t.created_at, t.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  const { rows } = await sql<Record<string, unknown>>`
    select t.*, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at ${edition}
    from ${sql.table(table)} t
    where ${sql.join(conditions, sql` and `)}
    order by t.created_at, t.id
    limit ${limit}`.execute(db);
  return rows;
}

type Row = Record<string, unknown> & { id: string; created_at: Date; cursor_at: string };

const common = (row: Row) => ({
  id: row.id,
  created_at: row.created_at.toISOString(),
  created_at_wib: formatJakartaDateTime(row.created_at),
});
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

export type EventExportSpec = {
  table: EventTable;
  /** The JSON page's list key. */
  key: 'registrations' | 'applications';
  /** The CSV file name's start: `smartfest-2026-11-01_2026-11-30.csv`. */
  filePrefix: string;
  toExported: (row: Row) => Record<string, string | string[] | null>;
  columns: readonly string[];
};

export const SMARTFEST_EXPORT: EventExportSpec = {
  table: 'smartfest_registrations',
  key: 'registrations',
  filePrefix: 'smartfest',
  toExported: (row) => ({
    ...common(row),
    edition: String(row.edition),
    student_name: String(row.student_name),
    grade: String(row.grade),
    school: String(row.school),
    parent_name: String(row.parent_name),
    parent_phone: String(row.parent_phone_e164),
    email: text(row.email),
    user_id: text(row.user_id),
    request_id: String(row.request_id),
  }),
  columns: [
    'created_at_wib',
    'edition',
    'student_name',
    'grade',
    'school',
    'parent_name',
    'parent_phone',
    'email',
    'user_id',
    'request_id',
    'id',
  ],
};

export const AKADEMI_EXPORT: EventExportSpec = {
  table: 'akademi_applications',
  key: 'applications',
  filePrefix: 'akademi',
  toExported: (row) => ({
    ...common(row),
    name: String(row.name),
    phone: String(row.phone_e164),
    email: String(row.email),
    province: String(row.province),
    city: String(row.city),
    subjects: row.subjects as string[],
    levels: row.levels as string[],
    experience: String(row.experience),
    motivation: text(row.motivation),
    user_id: text(row.user_id),
    request_id: String(row.request_id),
  }),
  columns: [
    'created_at_wib',
    'name',
    'phone',
    'email',
    'province',
    'city',
    'subjects',
    'levels',
    'experience',
    'motivation',
    'user_id',
    'request_id',
    'id',
  ],
};

/** A CSV cell of an exported value: lists joined with `; `. */
const cell = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value.join('; ') : (value ?? null));

/** The whole range as CSV chunks (BOM, header, a chunk per page), as the leads export writes it. */
export async function* exportEventCsv(
  db: Kysely<Tables>,
  spec: EventExportSpec,
  range: LeadTimeRange,
): AsyncGenerator<string> {
  yield UTF8_BOM + toCsvRecord(spec.columns);
  let after: LeadCursor | undefined;
  for (;;) {
    const rows = (await listPage(db, spec.table, range, { after, limit: EXPORT_PAGE_SIZE })) as Row[];
    if (rows.length === 0) break;
    yield rows
      .map((row) => {
        const exported = spec.toExported(row);
        return toCsvRecord(spec.columns.map((column) => cell(exported[column])));
      })
      .join('');
    const last = rows.at(-1)!;
    after = { createdAt: last.cursor_at, id: last.id };
    if (rows.length < EXPORT_PAGE_SIZE) break;
  }
}

/** One JSON page and the next cursor (null at the end). */
export async function readEventPage(
  db: Kysely<Tables>,
  spec: EventExportSpec,
  range: LeadTimeRange,
  { cursor, limit }: { cursor?: LeadCursor | undefined; limit: number },
) {
  const rows = (await listPage(db, spec.table, range, { after: cursor, limit: limit + 1 })) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    [spec.key]: page.map(spec.toExported),
    next_cursor: rows.length > limit && last ? encodeLeadCursor({ createdAt: last.cursor_at, id: last.id }) : null,
  };
}

/** GET /api/admin/{smartfest-registrations,akademi-applications}: as GET /api/admin/leads. */
export async function exportEventRows(c: Context<BackendEnv>, deps: BackendDeps, spec: EventExportSpec) {
  const query = validate(LeadExportQuerySchema, c.req.query());
  const { db } = await deps.database();
  c.header('Cache-Control', 'no-store');
  log('info', `${spec.filePrefix} exported`, { requestId: c.get('requestId'), format: query.format });
  if (query.format === 'json') {
    return c.json({ data: await readEventPage(db, spec, query.range, { cursor: query.cursor, limit: query.limit }) });
  }
  const chunks = exportEventCsv(db, spec, query.range);
  const fileName = `${spec.filePrefix}-${query.from ?? 'awal'}_${query.to ?? 'akhir'}.csv`;
  return csvDownload(c, chunks, fileName, `${spec.filePrefix} export failed`);
}
