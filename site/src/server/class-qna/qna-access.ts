import type { Kysely } from 'kysely';
import { canAttendClass } from '@bimbel/domain/live-classes/class-entitlement';
import type { Tables, User } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import {
  findClassRow,
  loadClassViewer,
  type ClassRow,
  type StudentClassViewer,
} from '../live-classes/class-queries.ts';
import { assertEntitled } from '../live-classes/class-routes.ts';
import { findCaller } from '../sessions/subscription-queries.ts';
import { API_MESSAGES } from '../http/messages.ts';

export const QNA_MESSAGES = {
  studentOnly: 'Tanya jawab kelas ada di profil murid. Pilih profil murid dulu, ya.',
  notYourStudent: 'Kamu hanya bisa bertanya atas nama murid di akunmu sendiri.',
  parentProfile: 'Tanya jawab kelas hanya untuk profil murid. Pilih profil murid dulu, ya.',
  classNotFound: 'Kelas tidak ditemukan.',
  questionNotFound: 'Pertanyaan tidak ditemukan. Mungkin sudah dihapus.',
  notYourQuestion: 'Kamu hanya bisa menghapus pertanyaanmu sendiri.',
  ownVote: 'Pertanyaanmu sendiri tidak bisa kamu dukung. Ajak teman sekelas mendukungnya, ya.',
  closed:
    'Tanya jawab kelas ini sudah ditutup (7 hari setelah kelas selesai). Kamu masih bisa membaca pertanyaan dan jawabannya.',
  cancelled: 'Kelas ini dibatalkan, jadi tanya jawabnya juga ditutup.',
  teacherLinkInvalid: 'Tautan guru ini tidak berlaku lagi. Minta tautan baru ke tim akademik, ya.',
} as const;

/** Who a Q&A call acts for: a student of the class, as the class calls decide it. */
export type QnaActor = {
  student: Pick<User, 'id' | 'account_id' | 'full_name'>;
  viewer: StudentClassViewer;
  liveClass: ClassRow;
};

/**
 * The student a call acts for, in the join call's order (decision 069): `studentId` must be the
 * caller or a student of the caller's family (403 `forbidden` otherwise, unknown ids alike — no
 * probing); without it the caller must be a student profile (403 `student_only`). Then the class
 * (404) and the student's entitlement to it (403 `class_not_entitled`, the reason in words).
 */
export async function resolveQnaActor(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  { classId, studentId, now }: { classId: string; studentId: string | undefined; now: Date },
): Promise<QnaActor> {
  const caller = await findCaller(db, auth);
  if (!caller) throw new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
  const targetId = studentId ?? caller.id;
  const student = await db
    .selectFrom('users')
    .select(['id', 'account_id', 'role', 'full_name'])
    .where('id', '=', targetId)
    .executeTakeFirst();
  if (!student || student.account_id !== caller.account_id) {
    throw new ApiError(403, 'forbidden', QNA_MESSAGES.notYourStudent);
  }
  if (student.role !== 'student') {
    if (studentId === undefined) throw new ApiError(403, 'student_only', QNA_MESSAGES.studentOnly);
    throw new ApiError(403, 'forbidden', QNA_MESSAGES.parentProfile);
  }
  const liveClass = await findClassRow(db, classId);
  if (!liveClass) throw new ApiError(404, 'not_found', QNA_MESSAGES.classNotFound);
  const viewer = await loadClassViewer(db, student.id, now);
  assertEntitled(liveClass, viewer);
  return { student, viewer, liveClass };
}

export const asEntitlementTarget = (row: ClassRow) => ({
  kind: row.kind,
  grades: row.grades,
  stream: row.stream,
});

/**
 * The students of the profile in use who may take part in a class's Q&A: the student themself,
 * or — for a parent's own profile — every student of the family the class is for (a child often
 * uses the parent's phone; the join call allows the same). In the family's order.
 */
export async function qnaStudentsOfProfile(
  db: Kysely<Tables>,
  auth: { userId: string; accountId: string },
  liveClass: ClassRow,
  now: Date,
): Promise<Pick<User, 'id' | 'full_name'>[]> {
  const profile = await db
    .selectFrom('users')
    .select(['id', 'role', 'full_name'])
    .where('id', '=', auth.userId)
    .where('account_id', '=', auth.accountId)
    .executeTakeFirst();
  if (!profile) return [];
  const candidates =
    profile.role === 'student'
      ? [profile]
      : await db
          .selectFrom('users')
          .select(['id', 'role', 'full_name'])
          .where('account_id', '=', auth.accountId)
          .where('role', '=', 'student')
          .orderBy('created_at')
          .orderBy('id')
          .execute();
  const allowed: Pick<User, 'id' | 'full_name'>[] = [];
  for (const candidate of candidates) {
    const viewer = await loadClassViewer(db, candidate.id, now);
    if (viewer && canAttendClass(asEntitlementTarget(liveClass), viewer)) {
      allowed.push({ id: candidate.id, full_name: candidate.full_name });
    }
  }
  return allowed;
}
