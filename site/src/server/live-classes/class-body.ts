import type { LiveClassBody } from '@bimbel/domain/contracts/live-class-contracts';
import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { joinOpensAt, liveClassPhase } from '@bimbel/domain/live-classes/join-window';
import type { ClassRow } from './class-queries.ts';
import { planPlaceOf } from './plan-place.ts';

/** The site path of a class's calendar file (served by the calendar routes). */
export function classCalendarPath(classId: string): string {
  return `/api/v1/live_classes/${classId}/calendar.ics`;
}

/** A class row as the student calls answer it (LiveClassSchema), its phase computed at `now`. */
export function toLiveClassBody(row: ClassRow, now: Date): LiveClassBody {
  const times = { startsAt: row.starts_at, endsAt: row.ends_at };
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    subjectName: toSubjectName(row.subject),
    title: row.title,
    topic: row.topic,
    description: row.description,
    grades: row.grades,
    stream: row.stream,
    curriculum: row.curriculum,
    focusExamId: row.focus_exam_id,
    teacher: {
      id: row.teacher_id,
      slug: row.teacher_slug,
      name: row.teacher_name,
      photoUrl: row.teacher_photo_url,
    },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    joinOpensAt: joinOpensAt(times).toISOString(),
    phase: liveClassPhase(times, now),
    capacity: row.capacity,
    materials: row.materials,
    recordingUrl: row.recording_url,
    calendarUrl: classCalendarPath(row.id),
    planPlace: planPlaceOf(row),
  };
}
