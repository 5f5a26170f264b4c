import { z } from 'zod';

/** Formats of the sales team's lead export. */
export const LEAD_EXPORT_FORMATS = ['csv', 'json'] as const;
export type LeadExportFormat = (typeof LEAD_EXPORT_FORMATS)[number];
export const LEAD_PAGE_DEFAULT_LIMIT = 100;
export const LEAD_PAGE_MAX_LIMIT = 1000;

export const LEAD_EXPORT_MESSAGES = {
  date: 'Tanggal harus berformat YYYY-MM-DD, misalnya 2026-11-01.',
  order: 'Tanggal "from" harus sebelum atau sama dengan tanggal "to".',
  format: 'Format harus csv atau json.',
  limit: `Limit harus bilangan bulat 1 sampai ${LEAD_PAGE_MAX_LIMIT}.`,
  cursor: 'Cursor tidak valid. Pakai next_cursor dari halaman sebelumnya.',
} as const;

const day = z.string({ error: LEAD_EXPORT_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, {
  error: LEAD_EXPORT_MESSAGES.date,
});

/**
 * The export's query as it travels (GET /api/admin/leads): the service then reads the days as
 * Asia/Jakarta instants, checks their order and decodes the cursor.
 */
export const LeadExportWireQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  format: z.enum(LEAD_EXPORT_FORMATS, { error: LEAD_EXPORT_MESSAGES.format }).optional(),
  limit: z
    .string({ error: LEAD_EXPORT_MESSAGES.limit })
    .regex(/^\d{1,4}$/, { error: LEAD_EXPORT_MESSAGES.limit })
    .optional(),
  cursor: z.string({ error: LEAD_EXPORT_MESSAGES.cursor }).optional(),
});
