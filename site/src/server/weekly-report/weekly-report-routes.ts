import { Hono } from 'hono';
import {
  updateWeeklyReportPreferencesContract,
  weeklyReportContract,
  weeklyReportPreferencesContract,
} from '@bimbel/domain/contracts/weekly-report-contracts';
import {
  checkReportWeek,
  parseReportWeekKey,
  REPORT_WEEKS_BACK,
  reportWeekOf,
} from '@bimbel/domain/weekly-report/report-week';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { loadReportFamily, pickReportChild, type ReportFamily } from './report-family.ts';
import { loadWeeklyReport } from './weekly-report-loader.ts';
import { saveWeeklyReportPreference } from './weekly-report-preferences.ts';

export const WEEKLY_REPORT_MESSAGES = {
  notFound: 'Laporan murid ini tidak ditemukan di akunmu.',
  futureWeek: 'Laporan minggu itu belum ada. Pilih minggu ini atau minggu sebelumnya, ya.',
  tooOld: `Laporan hanya tersedia untuk ${REPORT_WEEKS_BACK} minggu terakhir.`,
  parentOnly: 'Ringkasan mingguan dikirim ke WhatsApp orang tua. Akun ini belum punya profil orang tua.',
} as const;

async function requireFamily(c: BackendContext, db: Kysely<Tables>): Promise<ReportFamily> {
  const family = await loadReportFamily(db, c.var.auth);
  if (!family) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  return family;
}

/** The family's parent (403 for an account without one: the summary goes to a parent). */
function requireParent(family: ReportFamily) {
  if (family.kind !== 'family') throw new ApiError(403, 'forbidden', WEEKLY_REPORT_MESSAGES.parentOnly);
  return family.parent;
}

/**
 * The weekly report (issue 15, decision 078):
 * - `GET {api}/sessions/v1/parents/students/{id}/weekly-report?week=YYYY-MM-DD`: one student's
 *   week for their family — any profile of an account with a parent reads every student of it;
 *   an account without a parent only its own student. Another family's student, a parent or an
 *   unknown id: the same 404. A week later than this one or older than 12 weeks: 422.
 * - `GET|PUT {api}/sessions/v1/parents/weekly-report-preferences` `{ whatsapp }`: the parent's
 *   Sunday summary on WhatsApp (off until turned on; 403 for an account without a parent).
 * Every answer is private (`no-store`).
 */
export const weeklyReportService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, weeklyReportContract, async (c, { params, query }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const family = await requireFamily(c, db);
    const child = pickReportChild(family, params.id);
    if (!child) throw new ApiError(404, 'not_found', WEEKLY_REPORT_MESSAGES.notFound);
    const week = query.week ? parseReportWeekKey(query.week) : reportWeekOf(now);
    const check = week ? checkReportWeek(week, now) : 'future';
    if (!week || check !== 'ok') {
      const message = check === 'too-old' ? WEEKLY_REPORT_MESSAGES.tooOld : WEEKLY_REPORT_MESSAGES.futureWeek;
      throw new ApiError(422, 'validation_failed', message, 'week');
    }
    const report = await loadWeeklyReport(db, child, week, now);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, weeklyReportContract, report);
  });

  serve(app, deps, weeklyReportPreferencesContract, async (c) => {
    const { db } = await deps.database();
    const parent = requireParent(await requireFamily(c, db));
    c.header('Cache-Control', 'private, no-store');
    return respond(c, weeklyReportPreferencesContract, { whatsapp: parent.weeklyReportWhatsapp });
  });

  serve(app, deps, updateWeeklyReportPreferencesContract, async (c, { body }) => {
    const { db } = await deps.database();
    const parent = requireParent(await requireFamily(c, db));
    const whatsapp = await saveWeeklyReportPreference(db, parent.id, body.whatsapp);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, updateWeeklyReportPreferencesContract, { whatsapp });
  });

  return app;
};
