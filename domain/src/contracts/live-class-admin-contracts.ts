import { z } from 'zod';
import { ClassImportBodySchema, ClassPatchSchema } from '../live-classes/class-import.ts';
import { defineContract } from './contract.ts';
import { CANCEL_LIVE_CLASS, IMPORT_LIVE_CLASSES, TEACHER_JOIN_URL, UPDATE_LIVE_CLASS } from './endpoints.ts';
import { JoinUrlSchema, LiveClassSchema } from './live-class-contracts.ts';

/*
 * The academic team's class administration (issue 14, decision 071), behind ADMIN_TOKEN: the
 * import of teachers and classes (the same records as `pnpm classes:import`), a change to one
 * class, and its cancellation.
 */

const ImportCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});

export const ClassImportResultSchema = z.object({
  /** True when `dryRun` was asked: everything was checked and counted, nothing kept. */
  dryRun: z.boolean(),
  teachers: ImportCountsSchema,
  classes: ImportCountsSchema,
});

/** A class as the admin calls answer it: the student view plus its keys and calendar state. */
export const AdminLiveClassSchema = LiveClassSchema.extend({
  externalId: z.string(),
  /** RFC 5545 SEQUENCE: bumped when a calendar must show the change. */
  sequence: z.number().int(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type AdminLiveClassBody = z.output<typeof AdminLiveClassSchema>;

const AdminClassAnswerSchema = z.object({
  liveClass: AdminLiveClassSchema,
  /** False when the request changed nothing (the class is answered as stored). */
  changed: z.boolean(),
});

const ClassIdParamsSchema = z.object({ id: z.uuid({ error: 'Kelas tidak ditemukan.' }) });

export const importLiveClassesContract = defineContract({
  endpoint: IMPORT_LIVE_CLASSES,
  service: 'live-classes-admin',
  summary:
    'Imports teachers (by slug) and classes (by externalId), all or nothing; 422 lists every bad record with its index and reason; 409 `teacher_busy` lists every class that would overlap another class of its teacher (in the import or stored). `dryRun=true` checks and counts without keeping anything.',
  auth: 'admin',
  query: z.object({
    dryRun: z
      .enum(['true', 'false', '1', '0'], { error: 'dryRun harus true atau false.' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  }),
  body: ClassImportBodySchema,
  response: ClassImportResultSchema,
  errors: ['teacher_busy'],
});

export const updateLiveClassContract = defineContract({
  endpoint: UPDATE_LIVE_CLASS,
  service: 'live-classes-admin',
  summary:
    'Changes one class (times, title, topic, description, materials, recording, teacher, capacity, cancelled); bumps its calendar sequence when a calendar shows the change. 409 `teacher_busy` when the class would overlap another class of its teacher.',
  auth: 'admin',
  params: ClassIdParamsSchema,
  body: ClassPatchSchema,
  response: AdminClassAnswerSchema,
  errors: ['not_found', 'teacher_busy'],
});

export const cancelLiveClassContract = defineContract({
  endpoint: CANCEL_LIVE_CLASS,
  service: 'live-classes-admin',
  summary:
    'Cancels one class: it stays stored with cancelledAt (calendars are told through its bumped sequence) and can no longer be joined.',
  auth: 'admin',
  params: ClassIdParamsSchema,
  response: AdminClassAnswerSchema,
  errors: ['not_found'],
});

export const teacherJoinUrlContract = defineContract({
  endpoint: TEACHER_JOIN_URL,
  service: 'live-classes-admin',
  summary:
    'The teacher’s join URL of a class (moderator in Jitsi Meet), to send to the teacher before the class; valid until 30 minutes after its end.',
  auth: 'admin',
  params: ClassIdParamsSchema,
  response: JoinUrlSchema,
  errors: ['not_found', 'class_ended', 'class_cancelled'],
});
