import { sql, type Kysely } from 'kysely';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import type { ReportClass, WeeklyReport } from '@bimbel/domain/contracts/weekly-report-contracts';
import type { ClassViewer } from '@bimbel/domain/live-classes/class-entitlement';
import { buildTanyaVideoPath } from '@bimbel/domain/routes/tanya-paths';
import { subscriptionTypeAt } from '@bimbel/domain/subscription/subscription-type-at';
import { toPlainQuestionText } from '@bimbel/domain/tanya/question-plain-text';
import { truncateText } from '@bimbel/domain/text/truncate-text';
import { classOutcome } from '@bimbel/domain/weekly-report/class-outcome';
import {
  checkReportWeek,
  reportWeekLabel,
  reportWeekOf,
  shiftReportWeek,
  type ReportWeek,
} from '@bimbel/domain/weekly-report/report-week';
import type { LiveClass, Tables } from '../db/schema.ts';
import { planPlaceOf } from '../live-classes/plan-place.ts';
import type { ReportChild } from './report-family.ts';

/** Question texts and video titles are shortened to this many characters (docs/product §9's ellipsis). */
export const REPORT_EXCERPT_LENGTH = 120;

type ClassWithTeacher = LiveClass & { teacher_name: string };

function classesWithTeacher(db: Kysely<Tables>) {
  return db
    .selectFrom('live_classes')
    .innerJoin('teachers', 'teachers.id', 'live_classes.teacher_id')
    .selectAll('live_classes')
    .select('teachers.full_name as teacher_name');
}

function toReportClass(row: ClassWithTeacher, joinedAt: Date | null): ReportClass {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    subjectName: toSubjectName(row.subject),
    title: row.title,
    topic: row.topic,
    planPlace: planPlaceOf(row),
    teacherName: row.teacher_name,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    joinedAt: joinedAt?.toISOString() ?? null,
  };
}

/**
 * The free sessions of the week the student holds a seat in (class_bookings, decision 074): a
 * booked free class is one they were expected at, so it counts as missed when they did not come.
 */
async function loadBookedFreeSessions(
  db: Kysely<Tables>,
  studentId: string,
  week: ReportWeek,
): Promise<ReadonlySet<string>> {
  const rows = await db
    .selectFrom('class_bookings')
    .innerJoin('live_classes', 'live_classes.id', 'class_bookings.class_id')
    .select('class_bookings.class_id')
    .where('class_bookings.user_id', '=', studentId)
    .where('class_bookings.cancelled_at', 'is', null)
    .where('live_classes.kind', '=', 'free')
    .where('live_classes.starts_at', '>=', week.start)
    .where('live_classes.starts_at', '<', week.end)
    .execute();
  return new Set(rows.map((row) => row.class_id));
}

/** The classes of the week: attended, missed, to come (decision 078's rule, class-outcome.ts). */
async function loadWeekClasses(
  db: Kysely<Tables>,
  student: { id: string; grade: string | null },
  week: ReportWeek,
  now: Date,
): Promise<WeeklyReport['classes']> {
  const grade = student.grade ? parseGradeValue(student.grade) : null;
  const inWeek = <Q extends ReturnType<typeof classesWithTeacher>>(query: Q) =>
    query
      .where('live_classes.starts_at', '>=', week.start)
      .where('live_classes.starts_at', '<', week.end) as Q;
  const [forGrade, attended, subscriptions, booked] = await Promise.all([
    grade
      ? inWeek(classesWithTeacher(db))
          .where(sql<boolean>`live_classes.grades @> array[${grade.grade}]::smallint[]`)
          .where((eb) =>
            eb.or([eb('live_classes.stream', 'is', null), eb('live_classes.stream', '=', grade.stream)]),
          )
          .execute()
      : Promise.resolve([]),
    // Attended classes count even when they are not (or no longer) for the student's grade.
    inWeek(classesWithTeacher(db))
      .innerJoin('class_attendance', 'class_attendance.class_id', 'live_classes.id')
      .where('class_attendance.user_id', '=', student.id)
      .select('class_attendance.first_joined_at')
      .execute(),
    db
      .selectFrom('subscriptions')
      .select(['type', 'status', 'starts_at', 'ends_at'])
      .where('user_id', '=', student.id)
      .execute(),
    loadBookedFreeSessions(db, student.id, week),
  ]);
  const joinedAt = new Map(attended.map((row) => [row.id, row.first_joined_at]));
  const records = subscriptions.map((row) => ({
    type: row.type,
    status: row.status,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }));
  const viewerAt = (instant: Date): ClassViewer | null =>
    grade && {
      grade: grade.grade,
      stream: grade.stream,
      subscriptionType: subscriptionTypeAt(records, instant),
    };

  const rows = new Map<string, ClassWithTeacher>();
  for (const row of [...forGrade, ...attended]) rows.set(row.id, row);
  const result: WeeklyReport['classes'] = { attended: [], missed: [], toCome: [] };
  const byStart = [...rows.values()].sort(
    (a, b) => a.starts_at.getTime() - b.starts_at.getTime() || a.id.localeCompare(b.id),
  );
  for (const row of byStart) {
    const outcome = classOutcome(
      {
        kind: row.kind,
        grades: row.grades,
        stream: row.stream,
        endsAt: row.ends_at,
        cancelled: row.cancelled_at !== null,
      },
      { attended: joinedAt.has(row.id), booked: booked.has(row.id), viewerAtStart: viewerAt(row.starts_at) },
      now,
    );
    if (outcome === 'not-counted') continue;
    const bucket =
      outcome === 'attended' ? result.attended : outcome === 'missed' ? result.missed : result.toCome;
    bucket.push(toReportClass(row, joinedAt.get(row.id) ?? null));
  }
  return result;
}

async function loadRatings(
  db: Kysely<Tables>,
  studentId: string,
  week: ReportWeek,
): Promise<WeeklyReport['ratings']> {
  const rows = await db
    .selectFrom('class_ratings')
    .innerJoin('live_classes', 'live_classes.id', 'class_ratings.class_id')
    .select([
      'class_ratings.class_id',
      'live_classes.title',
      'class_ratings.stars',
      'class_ratings.comment',
      'class_ratings.created_at',
    ])
    .where('class_ratings.user_id', '=', studentId)
    .where('class_ratings.created_at', '>=', week.start)
    .where('class_ratings.created_at', '<', week.end)
    .orderBy('class_ratings.created_at')
    .orderBy('class_ratings.class_id')
    .execute();
  return rows.map((row) => ({
    classId: row.class_id,
    classTitle: row.title,
    stars: row.stars,
    comment: row.comment,
    ratedAt: row.created_at.toISOString(),
  }));
}

async function loadQuestions(
  db: Kysely<Tables>,
  studentId: string,
  week: ReportWeek,
): Promise<WeeklyReport['questions']> {
  const rows = await db
    .selectFrom('class_questions')
    .innerJoin('live_classes', 'live_classes.id', 'class_questions.class_id')
    .select([
      'class_questions.id',
      'class_questions.class_id',
      'live_classes.title',
      'class_questions.body',
      'class_questions.answered_at',
      'class_questions.created_at',
    ])
    .where('class_questions.user_id', '=', studentId)
    .where('class_questions.hidden_at', 'is', null)
    .where('class_questions.created_at', '>=', week.start)
    .where('class_questions.created_at', '<', week.end)
    .orderBy('class_questions.created_at')
    .orderBy('class_questions.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    classId: row.class_id,
    classTitle: row.title,
    excerpt: truncateText(toPlainQuestionText(row.body), REPORT_EXCERPT_LENGTH),
    askedAt: row.created_at.toISOString(),
    answered: row.answered_at !== null,
  }));
}

async function loadVideos(
  db: Kysely<Tables>,
  studentId: string,
  week: ReportWeek,
): Promise<WeeklyReport['videos']> {
  const rows = await db
    .selectFrom('tanya_video_views')
    .innerJoin('tanya_questions', 'tanya_questions.id', 'tanya_video_views.question_id')
    .select((eb) => [
      'tanya_questions.id',
      'tanya_questions.plain_text',
      'tanya_questions.slug',
      'tanya_questions.subject',
      'tanya_questions.grade',
      eb.fn.min('tanya_video_views.view_date').as('watched_on'),
      eb.fn.min('tanya_video_views.first_viewed_at').as('first_viewed_at'),
    ])
    .where('tanya_video_views.user_id', '=', studentId)
    .where('tanya_video_views.view_date', '>=', week.key)
    .where('tanya_video_views.view_date', '<=', week.lastDay)
    .groupBy([
      'tanya_questions.id',
      'tanya_questions.plain_text',
      'tanya_questions.slug',
      'tanya_questions.subject',
      'tanya_questions.grade',
    ])
    .orderBy('first_viewed_at')
    .orderBy('tanya_questions.id')
    .execute();
  return rows.map((row) => ({
    questionId: row.id,
    title: truncateText(row.plain_text, REPORT_EXCERPT_LENGTH),
    path: buildTanyaVideoPath(row.id, row.slug),
    subjectName: toSubjectName(row.subject),
    grade: row.grade,
    watchedOn: String(row.watched_on),
  }));
}

/**
 * One student's week for the family's report (decision 078), read straight from the tables the
 * class calls (attendance), the class Q&A and ratings (migration 0008) and the Tanya views
 * (migration 0012) write. The same answer serves the page, the API and the WhatsApp summary.
 * `week` is a Jakarta week; the caller has checked the child belongs to the session's family.
 */
export async function loadWeeklyReport(
  db: Kysely<Tables>,
  child: ReportChild,
  week: ReportWeek,
  now: Date,
): Promise<WeeklyReport> {
  const student = await db
    .selectFrom('users')
    .select(['id', 'full_name', 'grade'])
    .where('id', '=', child.id)
    .executeTakeFirstOrThrow();
  const [classes, ratings, questions, videos] = await Promise.all([
    loadWeekClasses(db, student, week, now),
    loadRatings(db, student.id, week),
    loadQuestions(db, student.id, week),
    loadVideos(db, student.id, week),
  ]);
  const previous = shiftReportWeek(week, -1);
  const next = shiftReportWeek(week, 1);
  return {
    student: { id: student.id, fullName: student.full_name },
    week: {
      start: week.key,
      end: week.lastDay,
      label: reportWeekLabel(week),
      isCurrent: week.key === reportWeekOf(now).key,
      previous: checkReportWeek(previous, now) === 'ok' ? previous.key : null,
      next: checkReportWeek(next, now) === 'ok' ? next.key : null,
    },
    totals: {
      attended: classes.attended.length,
      missed: classes.missed.length,
      toCome: classes.toCome.length,
      ratings: ratings.length,
      questions: questions.length,
      videos: videos.length,
    },
    classes,
    ratings,
    questions,
    videos,
  };
}
