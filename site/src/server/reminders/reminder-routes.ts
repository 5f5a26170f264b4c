import { Hono } from 'hono';
import {
  reminderPreferencesContract,
  updateReminderPreferencesContract,
} from '@bimbel/domain/contracts/calendar-contracts';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { readReportedTimeZone } from '../live-classes/viewer-time-zone.ts';
import { readReminderPreference, saveReminderPreference } from './reminder-preferences.ts';

export const REMINDER_MESSAGES = {
  studentOnly: 'Pengingat kelas diatur dari profil murid. Pilih profil murid dulu, ya.',
} as const;

/** The calling student (401 without one, 403 for a parent's profile). */
async function findStudentCaller(db: Kysely<Tables>, c: BackendContext) {
  const caller = await findCaller(db, c.var.auth);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  if (caller.role !== 'student') throw new ApiError(403, 'student_only', REMINDER_MESSAGES.studentOnly);
  return caller;
}

/**
 * The WhatsApp class reminder opt-in (issue 14, decision 070):
 * `GET|PUT {api}/sessions/v1/students/reminder-preferences` → `{ whatsapp }`. Off until the
 * student turns it on; the reminder jobs read it again when they send.
 */
export const remindersService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, reminderPreferencesContract, async (c) => {
    const { db } = await deps.database();
    const caller = await findStudentCaller(db, c);
    const whatsapp = await readReminderPreference(db, caller.id);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, reminderPreferencesContract, { whatsapp });
  });

  serve(app, deps, updateReminderPreferencesContract, async (c, { body }) => {
    const { db } = await deps.database();
    const caller = await findStudentCaller(db, c);
    const whatsapp = await saveReminderPreference(
      db,
      caller.id,
      body.whatsapp,
      readReportedTimeZone(c.req.header('cookie')),
    );
    c.header('Cache-Control', 'private, no-store');
    return respond(c, updateReminderPreferencesContract, { whatsapp });
  });

  return app;
};
