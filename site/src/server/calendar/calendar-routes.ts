import { Hono } from 'hono';
import {
  calendarFeedUrlContract,
  classCalendarContract,
  studentCalendarFeedContract,
} from '@bimbel/domain/contracts/calendar-contracts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { findClassRow, listCalendarClasses, loadClassViewer } from '../live-classes/class-queries.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { readCalendarFeedFile } from './calendar-feed-token.ts';
import { calendarFeedUrls } from './calendar-feed-urls.ts';
import { classCalendarFileName, toCalendarEvent } from './class-events.ts';
import { writeCalendar } from './icalendar.ts';

export const CALENDAR_MESSAGES = {
  classNotFound: 'Kelas tidak ditemukan. Mungkin tautannya salah atau kelasnya sudah dihapus.',
  feedNotFound: 'Kalender ini tidak ditemukan. Ambil tautan langganan yang baru dari halaman kelasmu, ya.',
  studentOnly: 'Kalender kelas hanya ada untuk profil murid. Pilih profil murid dulu, ya.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed shows classes from this long ago… */
export const FEED_PAST_DAYS = 14;
/** …to this far ahead. */
export const FEED_AHEAD_DAYS = 56;
/** Calendar apps are asked to fetch the feed again this often. */
const FEED_REFRESH_MINUTES = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function answerCalendar(c: BackendContext, body: string, headers: Record<string, string>) {
  return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', ...headers });
}

/**
 * Calendar files (issue 14, decision 070):
 * - `GET {live-classes-api}/api/v1/live_classes/{id}/calendar.ics`: one class, public (the same
 *   facts /jadwal shows), as a download;
 * - `GET {api}/sessions/v1/students/calendar/{token}.ics`: a student's subscribable feed, the
 *   token being its credential;
 * - `GET {api}/sessions/v1/students/calendar-feed`: the calling student's feed addresses.
 */
export const calendarService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, classCalendarContract, async (c, { params: { id } }) => {
    if (!UUID.test(id)) throw new ApiError(404, 'not_found', CALENDAR_MESSAGES.classNotFound);
    const { db } = await deps.database();
    const row = await findClassRow(db, id);
    if (!row) throw new ApiError(404, 'not_found', CALENDAR_MESSAGES.classNotFound);
    const body = writeCalendar({
      name: `Kelas Bimbel: ${row.title}`,
      events: [toCalendarEvent(row, deps.config().publicOrigin)],
      now: deps.now(),
    });
    return answerCalendar(c, body, {
      'Content-Disposition': `attachment; filename="${classCalendarFileName(row)}"`,
      'Cache-Control': 'public, max-age=300',
    });
  });

  serve(app, deps, studentCalendarFeedContract, async (c, { params: { file } }) => {
    const config = deps.config();
    const userId = readCalendarFeedFile(file, config.authSecret);
    if (!userId) throw new ApiError(404, 'not_found', CALENDAR_MESSAGES.feedNotFound);
    const { db } = await deps.database();
    const now = deps.now();
    const viewer = await loadClassViewer(db, userId, now);
    if (!viewer) throw new ApiError(404, 'not_found', CALENDAR_MESSAGES.feedNotFound);
    const [rows, user] = await Promise.all([
      listCalendarClasses(db, viewer, {
        from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
        to: new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
      }),
      db.selectFrom('users').select('full_name').where('id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    const firstName = user.full_name.trim().split(/\s+/)[0] ?? '';
    const body = writeCalendar({
      name: `Kelas Bimbel ${firstName}`.trim(),
      events: rows.map((row) => toCalendarEvent(row, config.publicOrigin)),
      now,
      refreshMinutes: FEED_REFRESH_MINUTES,
    });
    return answerCalendar(c, body, { 'Cache-Control': 'private, max-age=300' });
  });

  serve(app, deps, calendarFeedUrlContract, async (c) => {
    const { db } = await deps.database();
    const caller = await findCaller(db, c.var.auth);
    if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
    if (caller.role !== 'student') throw new ApiError(403, 'student_only', CALENDAR_MESSAGES.studentOnly);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, calendarFeedUrlContract, calendarFeedUrls(deps.config(), caller.id));
  });

  return app;
};
