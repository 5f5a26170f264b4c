import { z } from 'zod';
import { AkademiApplicationSchema } from '../events/akademi-application.ts';
import { SmartfestRegistrationSchema } from '../events/smartfest-registration.ts';
import { LeadExportWireQuerySchema } from '../lead/lead-export-query.ts';
import { defineContract } from './contract.ts';
import {
  APPLY_AKADEMI,
  EXPORT_AKADEMI_APPLICATIONS,
  EXPORT_SMARTFEST_REGISTRATIONS,
  REGISTER_SMARTFEST,
} from './endpoints.ts';

/*
 * SmartFest registrations and Akademi Guru applications (issue 17, decision 085): a public form
 * each, stored, and the team's exports behind ADMIN_TOKEN in the leads export's formats.
 */

/** What a stored form answers: the row, and whether it was there already (a double submit). */
const StoredFormSchema = z.object({
  id: z.string().min(1),
  created_at: z.iso.datetime(),
  /** True when the same submission was stored before: nothing new was stored. */
  repeat: z.boolean(),
});

export const registerSmartfestContract = defineContract({
  endpoint: REGISTER_SMARTFEST,
  service: 'events',
  summary:
    'Registers a student (grade 4–12) for the current SmartFest edition while its registration is open; the same student again answers the stored registration (200), a new one 201. A 422 lists every wrong field in `fields`.',
  auth: 'optional',
  body: SmartfestRegistrationSchema,
  response: StoredFormSchema.extend({ edition: z.string().min(1) }),
  successStatus: [200, 201],
  errors: ['rate_limited', 'registration_closed'],
});

export const applyAkademiContract = defineContract({
  endpoint: APPLY_AKADEMI,
  service: 'events',
  summary:
    'Stores a teacher’s application to Akademi Guru; one application per WhatsApp number (again: 200 with the stored one), a new one 201. A 422 lists every wrong field in `fields`.',
  auth: 'optional',
  body: AkademiApplicationSchema,
  response: StoredFormSchema,
  successStatus: [200, 201],
  errors: ['rate_limited'],
});

/** A SmartFest registration as the export shows it. */
export const ExportedSmartfestRegistrationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  created_at_wib: z.string(),
  edition: z.string(),
  student_name: z.string(),
  grade: z.string(),
  school: z.string(),
  parent_name: z.string(),
  parent_phone: z.string(),
  email: z.string().nullable(),
  user_id: z.string().nullable(),
  request_id: z.string(),
});

/** An Akademi Guru application as the export shows it (lists joined with `; ` in the CSV). */
export const ExportedAkademiApplicationSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  created_at_wib: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  province: z.string(),
  city: z.string(),
  subjects: z.array(z.string()),
  levels: z.array(z.string()),
  experience: z.string(),
  motivation: z.string().nullable(),
  user_id: z.string().nullable(),
  request_id: z.string(),
});

const csv = [{ contentType: 'text/csv', description: 'format=csv: the whole range, one row each' }];

export const exportSmartfestRegistrationsContract = defineContract({
  endpoint: EXPORT_SMARTFEST_REGISTRATIONS,
  service: 'events',
  summary:
    'SmartFest registrations (Bearer ADMIN_TOKEN), as the leads export: Asia/Jakarta days, JSON pages by cursor or the whole range as CSV.',
  auth: 'admin',
  query: LeadExportWireQuerySchema,
  response: z.object({
    registrations: z.array(ExportedSmartfestRegistrationSchema),
    next_cursor: z.string().nullable(),
  }),
  alternatives: csv,
  errors: [],
});

export const exportAkademiApplicationsContract = defineContract({
  endpoint: EXPORT_AKADEMI_APPLICATIONS,
  service: 'events',
  summary:
    'Akademi Guru applications (Bearer ADMIN_TOKEN), as the leads export: Asia/Jakarta days, JSON pages by cursor or the whole range as CSV.',
  auth: 'admin',
  query: LeadExportWireQuerySchema,
  response: z.object({
    applications: z.array(ExportedAkademiApplicationSchema),
    next_cursor: z.string().nullable(),
  }),
  alternatives: csv,
  errors: [],
});
