import {
  cancelLiveClassContract,
  importLiveClassesContract,
  teacherJoinUrlContract,
  updateLiveClassContract,
  type AdminLiveClassBody,
} from '@bimbel/domain/contracts/live-class-admin-contracts';
import { classTimesProblem, type ClassPatch } from '@bimbel/domain/live-classes/class-import';
import { summarizeClashes } from '@bimbel/domain/live-classes/teacher-clash';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Tables } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { BackendEnv, BackendService } from '../http/backend-context.ts';
import { respond, serve } from '../http/contract-routes.ts';
import { log } from '../http/logger.ts';
import { readJson } from '../http/validate.ts';
import { toLiveClassBody } from './class-body.ts';
import { findClassRow } from './class-queries.ts';
import { calendarChanged, importLiveClasses, type RawImportRecord } from './import-classes.ts';
import { describeStoredClash, findStoredClashes, isTeacherOverlapViolation } from './teacher-clashes.ts';
import { liveRoomProvider } from './live-room/live-room-provider.ts';
import { joinOpensAt } from '@bimbel/domain/live-classes/join-window';
import { CLASS_MESSAGES } from './class-routes.ts';

export const ADMIN_CLASS_MESSAGES = {
  notFound: 'Kelas tidak ditemukan.',
  importInvalid: (count: number) =>
    `${count} data tidak valid. Tidak ada yang disimpan; perbaiki lalu kirim lagi.`,
  unknownTeacher: (slug: string) => `Guru "${slug}" belum ada. Impor gurunya dulu, ya.`,
  /** Two writers passed the check at once and the constraint refused the second twice over. */
  teacherBusy: 'Guru sudah punya kelas lain di jam itu. Tidak ada yang disimpan: pilih jam lain atau guru lain.',
} as const;

/**
 * The import body as read before its records are checked one by one: two lists. Each record is
 * then validated on its own (import-classes.ts), so a 422 lists every bad record, not the first.
 */
const ImportEnvelopeSchema = z.object(
  {
    teachers: z.array(z.unknown(), { error: 'teachers harus daftar guru.' }).max(500).optional(),
    classes: z.array(z.unknown(), { error: 'classes harus daftar kelas.' }).max(5000),
  },
  { error: 'Kirim objek JSON { "teachers": [...], "classes": [...] }.' },
);

async function answerClass(db: Kysely<Tables>, id: string, now: Date, changed: boolean) {
  const row = await findClassRow(db, id);
  if (!row) throw new ApiError(404, 'not_found', ADMIN_CLASS_MESSAGES.notFound);
  const liveClass: AdminLiveClassBody = {
    ...toLiveClassBody(row, now),
    externalId: row.external_id,
    sequence: row.sequence,
    cancelledAt: row.cancelled_at?.toISOString() ?? null,
  };
  return { liveClass, changed };
}

/**
 * Applies a change to one class in a transaction (the row locked): the times are checked with
 * the stored ones, the teacher by slug; nothing is written when nothing differs, and the
 * calendar sequence goes up by one when a calendar shows the change (decision 071).
 */
async function updateClass(db: Kysely<Tables>, id: string, patch: ClassPatch, now: Date): Promise<boolean> {
  try {
    return await updateClassOnce(db, id, patch, now);
  } catch (error) {
    if (!isTeacherOverlapViolation(error)) throw error;
  }
  // Another writer committed a clashing class between our check and our write, and the
  // constraint refused ours (decision 093): check again, now that it is visible, to name it.
  try {
    return await updateClassOnce(db, id, patch, now);
  } catch (error) {
    if (isTeacherOverlapViolation(error)) throw new ApiError(409, 'teacher_busy', ADMIN_CLASS_MESSAGES.teacherBusy, 'startsAt');
    throw error;
  }
}

async function updateClassOnce(db: Kysely<Tables>, id: string, patch: ClassPatch, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('live_classes')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!stored) throw new ApiError(404, 'not_found', ADMIN_CLASS_MESSAGES.notFound);
    let teacherId = stored.teacher_id;
    if (patch.teacher !== undefined) {
      const teacher = await trx
        .selectFrom('teachers')
        .select('id')
        .where('slug', '=', patch.teacher)
        .executeTakeFirst();
      if (!teacher)
        throw new ApiError(
          422,
          'validation_failed',
          ADMIN_CLASS_MESSAGES.unknownTeacher(patch.teacher),
          'teacher',
        );
      teacherId = teacher.id;
    }
    const next = {
      starts_at: patch.startsAt ?? stored.starts_at,
      ends_at: patch.endsAt ?? stored.ends_at,
      title: patch.title ?? stored.title,
      topic: patch.topic ?? stored.topic,
      description: patch.description ?? stored.description,
      teacher_id: teacherId,
    };
    const timesProblem = classTimesProblem(next.starts_at, next.ends_at);
    if (timesProblem) throw new ApiError(422, 'validation_failed', timesProblem, 'endsAt');

    const materials = patch.materials ?? stored.materials;
    const recordingUrl = patch.recordingUrl === undefined ? stored.recording_url : patch.recordingUrl;
    const capacity = patch.capacity ?? stored.capacity;
    const cancelledAt =
      patch.cancelled === undefined
        ? stored.cancelled_at
        : patch.cancelled
          ? (stored.cancelled_at ?? now)
          : null;
    const cancellationChanged = (cancelledAt === null) !== (stored.cancelled_at === null);
    // A class that will take place must not overlap another class of its teacher (decision 093):
    // checked when its times or teacher change, or when a cancelled class is restored.
    const occupies =
      cancelledAt === null &&
      (cancellationChanged ||
        next.teacher_id !== stored.teacher_id ||
        next.starts_at.getTime() !== stored.starts_at.getTime() ||
        next.ends_at.getTime() !== stored.ends_at.getTime());
    if (occupies) {
      const planned = { teacherId: next.teacher_id, startsAt: next.starts_at, endsAt: next.ends_at };
      const clash = (await findStoredClashes(trx, [planned], { ids: [id] })).get(planned);
      if (clash) throw new ApiError(409, 'teacher_busy', summarizeClashes([describeStoredClash(clash)]), 'startsAt');
    }
    const bump = calendarChanged(next, stored) || cancellationChanged;
    const changed =
      bump ||
      JSON.stringify(materials) !== JSON.stringify(stored.materials) ||
      recordingUrl !== stored.recording_url ||
      capacity !== stored.capacity;
    if (!changed) return false;
    await trx
      .updateTable('live_classes')
      .set({
        ...next,
        materials: JSON.stringify(materials),
        recording_url: recordingUrl,
        capacity,
        cancelled_at: cancelledAt,
        sequence: stored.sequence + (bump ? 1 : 0),
      })
      .where('id', '=', id)
      .execute();
    return true;
  });
}

/**
 * Class administration (decision 071), behind `Authorization: Bearer <ADMIN_TOKEN>`:
 * - `POST /api/admin/live-classes/import` — `{ teachers?, classes }`, all or nothing; 422 with
 *   `error.problems` (list, index, key, reason) for every bad record; `?dryRun=true` checks only;
 * - `PATCH /api/admin/live-classes/{id}` — change one class;
 * - `DELETE /api/admin/live-classes/{id}` — cancel it (kept, with `cancelledAt`);
 * - `GET /api/admin/live-classes/{id}/teacher-join-url` — the teacher's (moderator) room URL,
 *   issued any time before the end so it can be sent ahead.
 * The body limit of every call (64 KB) bounds an API import to a few hundred classes; larger
 * files go through `pnpm classes:import`.
 */
export const liveClassesAdminService: BackendService = (deps) => {
  const app = new Hono<BackendEnv>();

  serve(
    app,
    deps,
    importLiveClassesContract,
    async (c, { query }) => {
      const body = await readJson(c, ImportEnvelopeSchema);
      const { db } = await deps.database();
      const toRecords = (list: 'teachers' | 'classes', values: readonly unknown[] = []): RawImportRecord[] =>
        values.map((value, index) => ({ place: { list, index }, value }));
      const outcome = await importLiveClasses(
        db,
        { teachers: toRecords('teachers', body.teachers), classes: toRecords('classes', body.classes) },
        { dryRun: query.dryRun, now: deps.now() },
      );
      c.header('Cache-Control', 'no-store');
      if (!outcome.ok) {
        const problems = outcome.problems.map(({ list, index, key, reason }) => ({
          list,
          index,
          ...(key ? { key } : {}),
          reason,
        }));
        if (outcome.conflict) {
          // Valid records, but classes that would overlap another class of their teacher (decision 093).
          const sentences = outcome.problems.map(({ clash, reason }) => clash ?? reason);
          throw new ApiError(409, 'teacher_busy', summarizeClashes(sentences), undefined, { problems });
        }
        throw new ApiError(
          422,
          'validation_failed',
          ADMIN_CLASS_MESSAGES.importInvalid(problems.length),
          undefined,
          {
            problems,
          },
        );
      }
      log('info', 'live classes imported', {
        requestId: c.get('requestId'),
        dryRun: query.dryRun,
        ...outcome.counts,
      });
      return respond(c, importLiveClassesContract, { dryRun: query.dryRun, ...outcome.counts });
    },
    { bodyInHandler: true },
  );

  serve(app, deps, updateLiveClassContract, async (c, { params, body }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const changed = await updateClass(db, params.id, body, now);
    c.header('Cache-Control', 'no-store');
    return respond(c, updateLiveClassContract, await answerClass(db, params.id, now, changed));
  });

  serve(app, deps, cancelLiveClassContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const changed = await updateClass(db, params.id, { cancelled: true }, now);
    c.header('Cache-Control', 'no-store');
    return respond(c, cancelLiveClassContract, await answerClass(db, params.id, now, changed));
  });

  serve(app, deps, teacherJoinUrlContract, async (c, { params }) => {
    const { db } = await deps.database();
    const now = deps.now();
    const row = await findClassRow(db, params.id);
    if (!row) throw new ApiError(404, 'not_found', ADMIN_CLASS_MESSAGES.notFound);
    if (row.cancelled_at) throw new ApiError(409, 'class_cancelled', CLASS_MESSAGES.cancelled);
    if (now.getTime() >= row.ends_at.getTime()) throw new ApiError(409, 'class_ended', CLASS_MESSAGES.ended);
    const provider = liveRoomProvider(deps.config());
    const times = { startsAt: row.starts_at, endsAt: row.ends_at };
    const room = await provider.joinUrl({
      liveClass: { id: row.id, title: row.title, ...times },
      participant: {
        id: row.teacher_id,
        name: row.teacher_name,
        avatarUrl: row.teacher_photo_url,
        moderator: true,
      },
      now,
    });
    c.header('Cache-Control', 'no-store');
    return respond(c, teacherJoinUrlContract, {
      joinUrl: room.url,
      provider: provider.kind,
      opensAt: joinOpensAt(times).toISOString(),
      closesAt: row.ends_at.toISOString(),
    });
  });

  return app;
};
