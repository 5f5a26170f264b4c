import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import type { LiveClassKind, LiveClassMaterial, NewLiveClass, Stream, TanyaSubject } from '../db/schema.ts';
import { DEMO_FREE_CAPACITY } from '../free-sessions/demo-bookings.ts';
import {
  DEMO_CAPACITY,
  DEMO_CURRICULUM,
  DEMO_SLOTS,
  demoDates,
  slotPlanPlace,
  slotStartOn,
  weekdayOfDate,
  type DemoSlot,
  type PlanPlace,
} from './demo-timetable.ts';
import { isTryoutTopic } from './demo-term-plans.ts';
import { DEMO_TOPICS, topicMediaPaths, type DemoTopicSlug } from './demo-topics.ts';

function gradeLabel(grade: number, stream: Stream | null): string {
  if (stream === 'IPA' || stream === 'IPS') return `Kelas ${grade} ${stream}`;
  if (stream === 'SMK') return `Kelas ${grade} SMK`;
  return `Kelas ${grade}`;
}

/** The materials of a topic: its slides and its one-page summary (real files under site/public). */
export function topicMaterials(slug: DemoTopicSlug): LiveClassMaterial[] {
  const paths = topicMediaPaths(slug);
  const name = DEMO_TOPICS[slug].name;
  return [
    { kind: 'slides', title: `Slide: ${name}`, url: paths.slides },
    { kind: 'pdf', title: `Ringkasan materi: ${name}`, url: paths.summary },
  ];
}

/** The title of a class about a topic. */
export function demoClassTitle(
  kind: LiveClassKind,
  subject: TanyaSubject,
  grade: number,
  stream: Stream | null,
  slug: DemoTopicSlug,
  extra = false,
): string {
  const topic = DEMO_TOPICS[slug].name;
  if (kind === 'free') return `Kelas Gratis: ${topic}`;
  if (extra) return `Kelas Tambahan ${toSubjectName(subject)} ${gradeLabel(grade, stream)}: ${topic}`;
  if (kind === 'focus_exam')
    return isTryoutTopic(slug) ? `Tryout UTBK-SNBT — ${topic}` : `UTBK-SNBT — ${topic}`;
  return `${toSubjectName(subject)} ${gradeLabel(grade, stream)}: ${topic}`;
}

function describe(kind: LiveClassKind, slug: DemoTopicSlug, place: PlanPlace, extra: boolean): string {
  const points = DEMO_TOPICS[slug].points.join(' ');
  const lead = extra
    ? `Kelas tambahan di luar jadwal mingguan, untuk mengulang materi pertemuan ${place.position}.`
    : kind === 'free'
      ? `Kelas gratis, terbuka untuk semua siswa kelas ini: cuplikan materi pertemuan ${place.position} dari ${place.length} kelas reguler.`
      : kind === 'focus_exam'
        ? isTryoutTopic(slug)
          ? 'Tryout UTBK-SNBT: kerjakan soalnya dengan batas waktu seperti ujian, lalu bahas bersama.'
          : 'Latihan subtes UTBK-SNBT dengan pembahasan langkah demi langkah.'
        : `Kelas live rutin, pertemuan ${place.position} dari ${place.length}.`;
  return `${lead} Yang dibahas: ${points}`;
}

/** A class row of the demo timetable about a plan place, from `startsAt` for `minutes`. */
export function demoClassRow(input: {
  externalId: string;
  kind: LiveClassKind;
  subject: TanyaSubject;
  grade: number;
  stream: Stream | null;
  focusExamId: string | null;
  teacherId: string;
  place: PlanPlace;
  startsAt: Date;
  minutes: number;
  now: Date;
  /** An extra review class outside the weekly template (the demo's "ongoing now" class): outside the plan. */
  extra?: boolean;
}): NewLiveClass {
  const extra = input.extra ?? false;
  const { slug } = input.place;
  const endsAt = new Date(input.startsAt.getTime() + input.minutes * 60_000);
  return {
    external_id: input.externalId,
    kind: input.kind,
    subject: input.subject,
    grades: [input.grade],
    curriculum: DEMO_CURRICULUM,
    stream: input.stream,
    focus_exam_id: input.focusExamId,
    title: demoClassTitle(input.kind, input.subject, input.grade, input.stream, slug, extra),
    topic: DEMO_TOPICS[slug].name,
    description: describe(input.kind, slug, input.place, extra),
    materials: JSON.stringify(topicMaterials(slug)),
    teacher_id: input.teacherId,
    starts_at: input.startsAt,
    ends_at: endsAt,
    // A free session's slot seats a small group (decision 074); the demo's extra running class is not booked ahead.
    capacity: input.kind === 'free' && !extra ? DEMO_FREE_CAPACITY : DEMO_CAPACITY,
    recording_url: endsAt <= input.now ? topicMediaPaths(slug).recording : null,
    demo: true,
    plan_key: extra ? null : input.place.plan,
    plan_position: extra ? null : input.place.position,
    plan_length: extra ? null : input.place.length,
  };
}

/** One dated class of a slot on a Jakarta calendar date ('YYYY-MM-DD'). */
export function slotInstance(slot: DemoSlot, date: string, teacherId: string, now: Date): NewLiveClass {
  const startsAt = slotStartOn(slot, date);
  return demoClassRow({
    externalId: `demo:${slot.key}:${date}`,
    kind: slot.kind,
    subject: slot.subject,
    grade: slot.grade,
    stream: slot.stream,
    focusExamId: slot.focusExamId,
    teacherId,
    place: slotPlanPlace(slot, startsAt),
    startsAt,
    minutes: slot.minutes,
    now,
  });
}

/**
 * Every template class of the Jakarta days from `daysBefore` days before `now` to `daysAfter`
 * after, with the teacher ids `teacherIdOf` gives (the seed's, or the slugs in a pure test).
 */
export function demoTemplateRows(
  now: Date,
  daysBefore: number,
  daysAfter: number,
  teacherIdOf: (slug: string) => string,
): NewLiveClass[] {
  const rows: NewLiveClass[] = [];
  for (const date of demoDates(now, daysBefore, daysAfter)) {
    const weekday = weekdayOfDate(date);
    for (const slot of DEMO_SLOTS) {
      if (slot.weekday === weekday) rows.push(slotInstance(slot, date, teacherIdOf(slot.teacher), now));
    }
  }
  return rows;
}
