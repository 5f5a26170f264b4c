import { z } from 'zod';
import { CallbackLeadSchema } from '../lead/callback-lead.ts';
import { CallbackReasonSchema } from '../lead/callback-reason.ts';
import { LeadExportWireQuerySchema } from '../lead/lead-export-query.ts';
import { defineContract } from './contract.ts';
import { EXPORT_LEADS, SAVE_LEAD_REASON, SUBMIT_LEAD } from './endpoints.ts';

export const submitLeadContract = defineContract({
  endpoint: SUBMIT_LEAD,
  service: 'leads',
  summary:
    'Stores a call-me-back request (docs/product §7); a repeat within the window answers the stored lead (200), a new one 201.',
  auth: 'optional',
  body: CallbackLeadSchema,
  response: z.object({
    id: z.string().min(1),
    created_at: z.iso.datetime(),
    /** Lets this caller, and only them, add the reason step's answer to lead `id` (decision 013). */
    reason_token: z.string().min(1),
  }),
  successStatus: [200, 201],
  errors: ['rate_limited'],
});

export const saveLeadReasonContract = defineContract({
  endpoint: SAVE_LEAD_REASON,
  service: 'leads',
  summary:
    'The reason step’s answer for lead {id}, with the reason_token its POST answered; sending again replaces it.',
  auth: 'none',
  // Any text: an id that is no lead id answers 404, as an unknown path would.
  params: z.object({ id: z.string() }),
  body: CallbackReasonSchema,
  response: z.object({ id: z.string(), reason: z.string() }),
  errors: ['not_found', 'lead_token_invalid'],
});

/** A lead as the sales team's export shows it. */
export const ExportedLeadSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  created_at_wib: z.string(),
  user_type: z.string(),
  phone_number: z.string(),
  name: z.string(),
  grade: z.string(),
  source_page: z.string(),
  reason: z.string().nullable(),
  user_id: z.string().nullable(),
  request_id: z.string(),
});

export const exportLeadsContract = defineContract({
  endpoint: EXPORT_LEADS,
  service: 'leads',
  summary:
    'The sales team’s export (Bearer ADMIN_TOKEN): Asia/Jakarta days, JSON pages by cursor or the whole range as CSV.',
  auth: 'admin',
  // The wire shape; the service reads the days into instants and decodes the cursor.
  query: LeadExportWireQuerySchema,
  response: z.object({ leads: z.array(ExportedLeadSchema), next_cursor: z.string().nullable() }),
  alternatives: [{ contentType: 'text/csv', description: 'format=csv: the whole range, one lead a row' }],
  errors: [],
});
