import type { Context } from 'hono';
import type { BackendDeps, BackendEnv } from '../http/backend-context.ts';
import { csvDownload } from '../http/csv-download.ts';
import { log } from '../http/logger.ts';
import { validate } from '../http/validate.ts';
import { exportLeadChunks, leadExportFileName, LeadExportQuerySchema, readLeadPage } from './lead-export.ts';

/**
 * GET /api/admin/leads?from=YYYY-MM-DD&to=YYYY-MM-DD&format=csv|json (days in Asia/Jakarta,
 * inclusive). JSON: one page, `{ data: { leads, next_cursor } }` with `limit` (≤ 1000) and
 * `cursor`. CSV: the whole range as a download, streamed page by page.
 */
export async function exportLeads(c: Context<BackendEnv>, deps: BackendDeps) {
  const query = validate(LeadExportQuerySchema, c.req.query());
  const { db } = await deps.database();
  c.header('Cache-Control', 'no-store');
  log('info', 'leads exported', {
    requestId: c.get('requestId'),
    format: query.format,
    from: query.from,
    to: query.to,
  });
  if (query.format === 'json') {
    return c.json({
      data: await readLeadPage(db, query.range, { cursor: query.cursor, limit: query.limit }),
    });
  }

  const chunks = exportLeadChunks(db, { range: query.range, format: 'csv' });
  return csvDownload(c, chunks, leadExportFileName(query.from, query.to, 'csv'), 'lead export failed');
}
