import {
  joinUrlContract,
  sessionDetailContract,
  studentPastSessionsContract,
  studentSessionsContract,
} from '@bimbel/domain/contracts/live-class-contracts';
import { needsBooking } from '@bimbel/domain/live-classes/class-booking';
import { canAttendClass, isForGrade } from '@bimbel/domain/live-classes/class-entitlement';
import {
  JOIN_OPENS_MINUTES_BEFORE,
  joinOpensAt,
  joinWindowState,
} from '@bimbel/domain/live-classes/join-window';
import { startOfZonedWeek } from '@bimbel/domain/time/jakarta-week';
import { JAKARTA_TIME_ZONE } from '@bimbel/domain/time/jakarta-time-zone';
import { toTimeZoneLabel } from '@bimbel/domain/time/time-zone-label';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendContext, BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { API_MESSAGES } from '../http/messages.ts';
import { hasActiveBooking } from '../free-sessions/booking-queries.ts';
import { findCaller, type SubscriptionCaller } from '../sessions/subscription-queries.ts';
import { toLiveClassBody } from './class-body.ts';
import {
  findClassRow,
  listCurrentClasses,
  listPastClasses,
  loadClassViewer,
  recordAttendance,
  type ClassRow,
  type StudentClassViewer,
} from './class-queries.ts';
import { liveRoomProvider } from './live-room/live-room-provider.ts';
import { toPastClassBodies } from '../ratings/past-class-ratings.ts';
import { readViewerTimeZone } from './viewer-time-zone.ts';

export const CLASS_MESSAGES = {
  studentOnly: 'Jadwal kelas ada di profil murid. Pilih profil murid dulu, ya.',
  notFound: 'Kelas tidak ditemukan.',
  noGrade: 'Lengkapi kelas sekolah di profil murid dulu, ya, supaya kelasnya bisa ditampilkan.',
  otherGrade: 'Kelas ini bukan untuk kelas atau jurusanmu. Cek jadwalmu untuk kelas yang sesuai, ya.',
  programmeOnly:
    'Kelas ini khusus untuk murid yang berlangganan atau sedang masa coba. Kamu tetap bisa ikut sesi gratis di jadwalmu.',
  notYourStudent: 'Kamu hanya bisa masuk kelas untuk murid di akunmu sendiri.',
  parentProfile: 'Kelas hanya bisa dimasuki dengan profil murid. Pilih profil murid dulu, ya.',
  cancelled: 'Kelas ini dibatalkan. Cek jadwalmu untuk kelas pengganti, ya.',
  ended: 'Kelas ini sudah selesai. Rekaman dan materinya ada di daftar kelas yang sudah lewat, ya.',
  bookingRequired:
    'Kelas gratis ini perlu pesan kursi dulu. Pilih jadwalnya di halaman Pilih Jadwal Kelas Gratis, ya.',
} as const;

/**
 * "Kelas belum dibuka. Kamu bisa masuk mulai Rabu, 25 November pukul 18.45 WIB (15 menit sebelum
 * kelas mulai)." — written in the viewer's zone (the `bimbel_tz` cookie the pages set; WIB when
 * the caller sent none, as the mobile app does), labelled WIB, WITA or WIT.
 */
export function notOpenYetMessage(opensAt: Date, timeZone: string = JAKARTA_TIME_ZONE): string {
  const local = inZone(opensAt, timeZone);
  const when = local.format('dddd, D MMMM [pukul] HH.mm');
  const label = toTimeZoneLabel(local.utcOffset());
  return `Kelas belum dibuka. Kamu bisa masuk mulai ${when} ${label} (${JOIN_OPENS_MINUTES_BEFORE} menit sebelum kelas mulai).`;
}

async function requireCaller(c: BackendContext, db: Kysely<Tables>): Promise<SubscriptionCaller> {
  const caller = await findCaller(db, c.var.auth);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  return caller;
}

/** The calling student as entitlement reads them; 403 for a parent's own profile. */
async function requireStudentViewer(
  c: BackendContext,
  db: Kysely<Tables>,
  now: Date,
): Promise<StudentClassViewer | null> {
  const caller = await requireCaller(c, db);
  if (caller.role !== 'student') throw new ApiError(403, 'student_only', CLASS_MESSAGES.studentOnly);
  return loadClassViewer(db, caller.id, now);
}

/** 403 `class_not_entitled` with the reason in words, unless the student may attend the class. */
export function assertEntitled(
  row: ClassRow,
  viewer: StudentClassViewer | null,
): asserts viewer is StudentClassViewer {
  if (!viewer) throw new ApiError(403, 'class_not_entitled', CLASS_MESSAGES.noGrade);
  if (canAttendClass(row, viewer)) return;
  throw new ApiError(
    403,
    'class_not_entitled',
    isForGrade(row, viewer) ? CLASS_MESSAGES.programmeOnly : CLASS_MESSAGES.otherGrade,
  );
}

/**
 * The student's live classes (docs/product §7, decisions 069 and 071):
 * - `GET /sessions/v1/students/sessions`: ongoing and upcoming classes until the end of next
 *   week's Sunday (23.59.59 WIB), `until` in the answer;
 * - `GET /sessions/v1/students/sessions/past`: ended classes, newest first, paged;
 * - `GET /sessions/v1/sessions/{id}`: one class (a cancelled one too, with `cancelledAt`);
 * - `GET /api/v1/live_classes/{id}/get_join_url/{id2}`: the room URL for student id2 inside the
 *   join window, recording attendance.
 * Only a student profile has classes; every answer is private to the caller.
 */
export const liveClassesService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(app, deps, studentSessionsContract, async (c, { query }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const viewer = await requireStudentViewer(c, db, now);
    // Monday 00.00 WIB two weeks on: classes starting before it are listed.
    const end = startOfZonedWeek(now, 2);
    const rows = viewer
      ? await listCurrentClasses(db, viewer, { now, until: end, focusExamIds: query.focusExamIds })
      : [];
    c.header('Cache-Control', 'private, no-store');
    return respond(c, studentSessionsContract, {
      sessions: rows.map((row) => toLiveClassBody(row, now)),
      until: new Date(end.getTime() - 1).toISOString(),
    });
  });

  serve(app, deps, studentPastSessionsContract, async (c, { query }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const viewer = await requireStudentViewer(c, db, now);
    const { limit, offset, focusExamIds } = query;
    const page = viewer
      ? await listPastClasses(db, viewer, { now, limit, offset, focusExamIds })
      : { rows: [], total: 0 };
    c.header('Cache-Control', 'private, no-store');
    return respond(c, studentPastSessionsContract, {
      // With the student's rating and the class's ratings (issue 15, decision 076).
      sessions: viewer ? await toPastClassBodies(db, page.rows, viewer.userId, now) : [],
      total: page.total,
      limit,
      offset,
    });
  });

  serve(app, deps, sessionDetailContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const viewer = await requireStudentViewer(c, db, now);
    const row = await findClassRow(db, params.id);
    if (!row) throw new ApiError(404, 'not_found', CLASS_MESSAGES.notFound);
    assertEntitled(row, viewer);
    c.header('Cache-Control', 'private, no-store');
    return respond(c, sessionDetailContract, {
      session: {
        ...toLiveClassBody(row, now),
        teacherBio: row.teacher_bio,
        cancelledAt: row.cancelled_at?.toISOString() ?? null,
      },
    });
  });

  serve(app, deps, joinUrlContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const caller = await requireCaller(c, db);
    const student = await db
      .selectFrom('users')
      .select(['id', 'account_id', 'role', 'full_name', 'avatar_url', 'email'])
      .where('id', '=', params.id2)
      .executeTakeFirst();
    if (!student || student.account_id !== caller.account_id) {
      throw new ApiError(403, 'forbidden', CLASS_MESSAGES.notYourStudent);
    }
    if (student.role !== 'student') throw new ApiError(403, 'forbidden', CLASS_MESSAGES.parentProfile);

    const row = await findClassRow(db, params.id);
    if (!row) throw new ApiError(404, 'not_found', CLASS_MESSAGES.notFound);
    const viewer = await loadClassViewer(db, student.id, now);
    assertEntitled(row, viewer);
    if (row.cancelled_at) throw new ApiError(409, 'class_cancelled', CLASS_MESSAGES.cancelled);
    // A free session's seat is booked (decision 074): without the programme, only a booked slot opens.
    if (
      needsBooking(row.kind, viewer.subscriptionType) &&
      !(await hasActiveBooking(db, { classId: row.id, userId: student.id }))
    ) {
      throw new ApiError(403, 'booking_required', CLASS_MESSAGES.bookingRequired);
    }

    const times = { startsAt: row.starts_at, endsAt: row.ends_at };
    const opensAt = joinOpensAt(times);
    const window = joinWindowState(times, now);
    if (window === 'early') {
      throw new ApiError(
        409,
        'class_not_open_yet',
        notOpenYetMessage(opensAt, readViewerTimeZone(c.req.header('cookie'))),
        undefined,
        {
          opensAt: opensAt.toISOString(),
        },
      );
    }
    if (window === 'ended') throw new ApiError(409, 'class_ended', CLASS_MESSAGES.ended);

    const provider = liveRoomProvider(deps.config());
    const room = await provider.joinUrl({
      liveClass: { id: row.id, title: row.title, ...times },
      participant: {
        id: student.id,
        name: student.full_name,
        avatarUrl: student.avatar_url,
        email: student.email,
        moderator: false,
      },
      now,
    });
    await recordAttendance(db, { classId: row.id, userId: student.id, now });
    c.header('Cache-Control', 'private, no-store');
    return respond(c, joinUrlContract, {
      joinUrl: room.url,
      provider: provider.kind,
      opensAt: opensAt.toISOString(),
      closesAt: row.ends_at.toISOString(),
    });
  });

  return app;
};
