import type { WeekdayNumber } from '@bimbel/domain/catalogue/weekday';
import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { UTBK_SNBT_ID } from '@bimbel/domain/live-classes/focus-exams';
import { startOfZonedWeek } from '@bimbel/domain/time/jakarta-week';
import { atZone, inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { LiveClassKind, LiveClassMaterial, NewLiveClass, Stream, TanyaSubject } from '../db/schema.ts';
import { DEMO_FREE_CAPACITY } from '../free-sessions/demo-bookings.ts';
import {
  DEMO_TOPICS,
  isTryoutTopic,
  TOPIC_LISTS,
  topicListSubject,
  topicMediaPaths,
  type DemoTopicSlug,
  type TopicListKey,
} from './demo-topics.ts';

/**
 * The demo weekly template (decision 072): one slot per weekly class, for grades 4–12. A slot's
 * key is stable, so `demo:<key>:<YYYY-MM-DD>` names one dated class for ever (the seed inserts
 * with ON CONFLICT DO NOTHING and never duplicates). Times are WIB wall clocks: weekday evenings
 * 16.00–21.00 and weekend mornings.
 */
export type DemoSlot = {
  key: string;
  kind: LiveClassKind;
  subject: TanyaSubject;
  grade: number;
  /** null = every stream of the grade. */
  stream: Stream | null;
  focusExamId: string | null;
  teacher: string;
  weekday: WeekdayNumber;
  /** 'HH:mm' WIB. */
  start: string;
  minutes: number;
  topics: TopicListKey;
  /** Shifts the weekly rotation so two slots of one list do not always show the same topic. */
  offset: number;
};

export const DEMO_CURRICULUM = 'Kurikulum Merdeka';
export const DEMO_CAPACITY = 60;
/** The UTBK-SNBT programme's id (domain/src/live-classes/focus-exams.ts). */
export const UTBK_FOCUS_EXAM_ID = UTBK_SNBT_ID;

type SlotGroup = {
  name: string;
  kind: LiveClassKind;
  grade: number;
  stream: Stream | null;
  teacher: string;
  topics: TopicListKey;
  minutes: number;
  /** [weekday, 'HH:mm'] */
  times: ReadonlyArray<readonly [WeekdayNumber, string]>;
  offset?: number;
  focusExamId?: string;
};

const MON = 1,
  TUE = 2,
  WED = 3,
  THU = 4,
  FRI = 5,
  SAT = 6,
  SUN = 7;

/* Regular classes: Matematika 3× a week for every grade; Fisika and Kimia for SMP and SMA IPA. */
const REGULAR: SlotGroup[] = [
  // SD — Bu Rina, 60 minutes
  { name: 'sd4-mat', kind: 'regular', grade: 4, stream: null, teacher: 'rina-kartika', topics: 'matematika-4', minutes: 60, times: [[MON, '16:00'], [WED, '16:00'], [FRI, '16:00']] },
  { name: 'sd5-mat', kind: 'regular', grade: 5, stream: null, teacher: 'rina-kartika', topics: 'matematika-5', minutes: 60, times: [[MON, '17:00'], [WED, '17:00'], [FRI, '17:00']] },
  { name: 'sd6-mat', kind: 'regular', grade: 6, stream: null, teacher: 'rina-kartika', topics: 'matematika-6', minutes: 60, times: [[TUE, '16:00'], [THU, '16:00'], [SAT, '08:00']] },
  // SMP — Pak Hendra (Matematika), Bu Maya (Fisika), Bu Siti (Kimia), 90 minutes
  { name: 'smp7-mat', kind: 'regular', grade: 7, stream: null, teacher: 'hendra-wijaya', topics: 'matematika-7', minutes: 90, times: [[MON, '16:00'], [WED, '16:00'], [FRI, '16:00']] },
  { name: 'smp8-mat', kind: 'regular', grade: 8, stream: null, teacher: 'hendra-wijaya', topics: 'matematika-8', minutes: 90, times: [[MON, '19:00'], [WED, '19:00'], [FRI, '19:00']] },
  { name: 'smp9-mat', kind: 'regular', grade: 9, stream: null, teacher: 'hendra-wijaya', topics: 'matematika-9', minutes: 90, times: [[TUE, '19:00'], [THU, '19:00'], [SUN, '08:00']] },
  { name: 'smp7-fis', kind: 'regular', grade: 7, stream: null, teacher: 'maya-lubis', topics: 'fisika-7', minutes: 90, times: [[WED, '19:00']] },
  { name: 'smp8-fis', kind: 'regular', grade: 8, stream: null, teacher: 'maya-lubis', topics: 'fisika-8', minutes: 90, times: [[TUE, '19:00']] },
  { name: 'smp9-fis', kind: 'regular', grade: 9, stream: null, teacher: 'maya-lubis', topics: 'fisika-9', minutes: 90, times: [[MON, '19:00']] },
  { name: 'smp7-kim', kind: 'regular', grade: 7, stream: null, teacher: 'siti-rahmawati', topics: 'kimia-7', minutes: 90, times: [[THU, '19:00']] },
  { name: 'smp8-kim', kind: 'regular', grade: 8, stream: null, teacher: 'siti-rahmawati', topics: 'kimia-8', minutes: 90, times: [[WED, '16:00']] },
  { name: 'smp9-kim', kind: 'regular', grade: 9, stream: null, teacher: 'siti-rahmawati', topics: 'kimia-9', minutes: 90, times: [[FRI, '16:00']] },
  // SMA IPA — Bu Dewi (Matematika), Bu Maya (Fisika), Bu Siti (Kimia)
  { name: 'sma10ipa-mat', kind: 'regular', grade: 10, stream: 'IPA', teacher: 'dewi-anggraini', topics: 'matematika-10', minutes: 90, times: [[MON, '19:00'], [WED, '19:00'], [SAT, '08:00']] },
  { name: 'sma11ipa-mat', kind: 'regular', grade: 11, stream: 'IPA', teacher: 'dewi-anggraini', topics: 'matematika-11', minutes: 90, times: [[TUE, '16:00'], [THU, '16:00'], [SUN, '08:00']] },
  { name: 'sma12ipa-mat', kind: 'regular', grade: 12, stream: 'IPA', teacher: 'dewi-anggraini', topics: 'matematika-12', minutes: 90, times: [[TUE, '19:30'], [THU, '19:30'], [SAT, '10:00']] },
  { name: 'sma10ipa-fis', kind: 'regular', grade: 10, stream: 'IPA', teacher: 'maya-lubis', topics: 'fisika-10', minutes: 90, times: [[TUE, '16:00'], [FRI, '19:00']] },
  { name: 'sma11ipa-fis', kind: 'regular', grade: 11, stream: 'IPA', teacher: 'maya-lubis', topics: 'fisika-11', minutes: 90, times: [[WED, '16:00'], [SAT, '10:00']] },
  { name: 'sma12ipa-fis', kind: 'regular', grade: 12, stream: 'IPA', teacher: 'maya-lubis', topics: 'fisika-12', minutes: 90, times: [[THU, '16:00'], [SUN, '10:00']] },
  { name: 'sma10ipa-kim', kind: 'regular', grade: 10, stream: 'IPA', teacher: 'siti-rahmawati', topics: 'kimia-10', minutes: 90, times: [[MON, '16:00'], [THU, '16:00']] },
  { name: 'sma11ipa-kim', kind: 'regular', grade: 11, stream: 'IPA', teacher: 'siti-rahmawati', topics: 'kimia-11', minutes: 90, times: [[TUE, '19:00'], [FRI, '19:00']] },
  { name: 'sma12ipa-kim', kind: 'regular', grade: 12, stream: 'IPA', teacher: 'siti-rahmawati', topics: 'kimia-12', minutes: 90, times: [[WED, '19:00'], [SAT, '08:00']] },
  // SMA IPS — Pak Yusuf
  { name: 'sma10ips-mat', kind: 'regular', grade: 10, stream: 'IPS', teacher: 'yusuf-hakim', topics: 'matematika-10', minutes: 90, times: [[MON, '16:00'], [WED, '16:00'], [SAT, '08:00']] },
  { name: 'sma11ips-mat', kind: 'regular', grade: 11, stream: 'IPS', teacher: 'yusuf-hakim', topics: 'matematika-11', minutes: 90, times: [[TUE, '16:00'], [THU, '16:00'], [SAT, '10:00']] },
  { name: 'sma12ips-mat', kind: 'regular', grade: 12, stream: 'IPS', teacher: 'yusuf-hakim', topics: 'matematika-12', minutes: 90, times: [[MON, '19:00'], [WED, '19:00'], [SUN, '10:00']] },
  // SMK — Pak Fajar
  { name: 'smk10-mat', kind: 'regular', grade: 10, stream: 'SMK', teacher: 'fajar-nugroho', topics: 'matematika-smk-10', minutes: 90, times: [[MON, '19:00'], [WED, '19:00'], [SAT, '08:00']] },
  { name: 'smk11-mat', kind: 'regular', grade: 11, stream: 'SMK', teacher: 'fajar-nugroho', topics: 'matematika-smk-11', minutes: 90, times: [[TUE, '19:00'], [THU, '19:00'], [SAT, '10:00']] },
  { name: 'smk12-mat', kind: 'regular', grade: 12, stream: 'SMK', teacher: 'fajar-nugroho', topics: 'matematika-smk-12', minutes: 90, times: [[TUE, '16:00'], [THU, '16:00'], [SUN, '10:00']] },
];

/* Free sessions: two a week per grade (every stream), 60 minutes. */
const FREE: SlotGroup[] = [
  { name: 'gratis4', kind: 'free', grade: 4, stream: null, teacher: 'rina-kartika', topics: 'matematika-4', minutes: 60, offset: 1, times: [[TUE, '17:00'], [SAT, '09:00']] },
  { name: 'gratis5', kind: 'free', grade: 5, stream: null, teacher: 'rina-kartika', topics: 'matematika-5', minutes: 60, offset: 1, times: [[THU, '17:00'], [SUN, '08:00']] },
  { name: 'gratis6', kind: 'free', grade: 6, stream: null, teacher: 'rina-kartika', topics: 'matematika-6', minutes: 60, offset: 1, times: [[WED, '18:30'], [SUN, '09:00']] },
  { name: 'gratis7', kind: 'free', grade: 7, stream: null, teacher: 'hendra-wijaya', topics: 'matematika-7', minutes: 60, offset: 1, times: [[TUE, '16:00'], [SAT, '08:00']] },
  { name: 'gratis8', kind: 'free', grade: 8, stream: null, teacher: 'hendra-wijaya', topics: 'matematika-8', minutes: 60, offset: 1, times: [[THU, '16:00'], [SAT, '09:30']] },
  { name: 'gratis9', kind: 'free', grade: 9, stream: null, teacher: 'hendra-wijaya', topics: 'matematika-9', minutes: 60, offset: 1, times: [[THU, '17:30'], [SUN, '10:00']] },
  { name: 'gratis10', kind: 'free', grade: 10, stream: null, teacher: 'bima-prasetyo', topics: 'matematika-10', minutes: 60, offset: 1, times: [[TUE, '20:00'], [SAT, '10:00']] },
  { name: 'gratis11', kind: 'free', grade: 11, stream: null, teacher: 'bima-prasetyo', topics: 'matematika-11', minutes: 60, offset: 1, times: [[MON, '19:00'], [SUN, '10:00']] },
  { name: 'gratis12', kind: 'free', grade: 12, stream: null, teacher: 'bima-prasetyo', topics: 'matematika-12', minutes: 60, offset: 1, times: [[WED, '16:00'], [FRI, '16:00']] },
];

/* UTBK-SNBT focus exam classes for grade 12 (every stream). */
const FOCUS_EXAM: SlotGroup[] = [
  { name: 'utbk-pm', kind: 'focus_exam', grade: 12, stream: null, teacher: 'dewi-anggraini', topics: 'utbk-pm', minutes: 90, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[FRI, '19:00']] },
  { name: 'utbk-pk', kind: 'focus_exam', grade: 12, stream: null, teacher: 'bima-prasetyo', topics: 'utbk-pk', minutes: 90, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[SUN, '08:00']] },
  // Issue 15 (decision 077): Penalaran Umum, and a weekly tryout of the three subtests the classes
  // teach (two hours: the timed questions, then the discussion), when no grade-12 stream has class.
  { name: 'utbk-pu', kind: 'focus_exam', grade: 12, stream: null, teacher: 'yusuf-hakim', topics: 'utbk-pu', minutes: 90, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[FRI, '17:00']] },
  { name: 'utbk-tryout', kind: 'focus_exam', grade: 12, stream: null, teacher: 'yusuf-hakim', topics: 'utbk-tryout', minutes: 120, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[TUE, '17:30']] },
];

function expand(group: SlotGroup): DemoSlot[] {
  return group.times.map(([weekday, start]) => ({
    key: `${group.name}-${weekday}-${start.replace(':', '')}`,
    kind: group.kind,
    subject: topicListSubject(group.topics),
    grade: group.grade,
    stream: group.stream,
    focusExamId: group.focusExamId ?? null,
    teacher: group.teacher,
    weekday,
    start,
    minutes: group.minutes,
    topics: group.topics,
    offset: group.offset ?? 0,
  }));
}

/** Every weekly slot of the demo timetable. */
export const DEMO_SLOTS: readonly DemoSlot[] = [...REGULAR, ...FREE, ...FOCUS_EXAM].flatMap(expand);

/** Monday 1 January 2024, 00.00 WIB: week 0 of the topic rotation. */
const ROTATION_EPOCH = startOfZonedWeek(new Date('2024-01-01T12:00:00+07:00'));
const WEEK_MS = 7 * 86_400_000;

/** The number of Jakarta weeks between the rotation epoch and the week holding `instant`. */
export function rotationWeek(instant: Date): number {
  return Math.round((startOfZonedWeek(instant).getTime() - ROTATION_EPOCH.getTime()) / WEEK_MS);
}

/** The topic a topic list teaches in the week holding `instant`, shifted by `offset`. */
export function topicOfWeek(list: TopicListKey, instant: Date, offset = 0): DemoTopicSlug {
  const topics: readonly DemoTopicSlug[] = TOPIC_LISTS[list];
  const index = (((rotationWeek(instant) + offset) % topics.length) + topics.length) % topics.length;
  return topics[index] as DemoTopicSlug;
}

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
  if (kind === 'focus_exam') return isTryoutTopic(slug) ? `Tryout UTBK-SNBT — ${topic}` : `UTBK-SNBT — ${topic}`;
  return `${toSubjectName(subject)} ${gradeLabel(grade, stream)}: ${topic}`;
}

function describe(kind: LiveClassKind, slug: DemoTopicSlug, extra: boolean): string {
  const [first, second] = DEMO_TOPICS[slug].points;
  const lead = extra
    ? 'Kelas tambahan di luar jadwal mingguan, untuk mengulang materi minggu lalu.'
    : kind === 'free'
      ? 'Kelas gratis, terbuka untuk semua siswa kelas ini.'
      : kind === 'focus_exam'
        ? isTryoutTopic(slug)
          ? 'Tryout UTBK-SNBT: kerjakan soalnya dengan batas waktu seperti ujian, lalu bahas bersama.'
          : 'Latihan subtes UTBK-SNBT dengan pembahasan langkah demi langkah.'
        : 'Kelas live rutin sesuai jadwal mingguan.';
  return `${lead} Yang dibahas: ${first} ${second}`;
}

/** A class row of the demo timetable about `slug`, from `startsAt` for `minutes`. */
export function demoClassRow(input: {
  externalId: string;
  kind: LiveClassKind;
  subject: TanyaSubject;
  grade: number;
  stream: Stream | null;
  focusExamId: string | null;
  teacherId: string;
  slug: DemoTopicSlug;
  startsAt: Date;
  minutes: number;
  now: Date;
  /** An extra class outside the weekly template (the demo's "ongoing now" class). */
  extra?: boolean;
}): NewLiveClass {
  const extra = input.extra ?? false;
  const endsAt = new Date(input.startsAt.getTime() + input.minutes * 60_000);
  return {
    external_id: input.externalId,
    kind: input.kind,
    subject: input.subject,
    grades: [input.grade],
    curriculum: DEMO_CURRICULUM,
    stream: input.stream,
    focus_exam_id: input.focusExamId,
    title: demoClassTitle(input.kind, input.subject, input.grade, input.stream, input.slug, extra),
    topic: DEMO_TOPICS[input.slug].name,
    description: describe(input.kind, input.slug, extra),
    materials: JSON.stringify(topicMaterials(input.slug)),
    teacher_id: input.teacherId,
    starts_at: input.startsAt,
    ends_at: endsAt,
    // A free session's slot seats a small group (decision 074); the demo's extra running class is not booked ahead.
    capacity: input.kind === 'free' && !extra ? DEMO_FREE_CAPACITY : DEMO_CAPACITY,
    recording_url: endsAt <= input.now ? topicMediaPaths(input.slug).recording : null,
    demo: true,
  };
}

/** One dated class of a slot on a Jakarta calendar date ('YYYY-MM-DD'). */
export function slotInstance(
  slot: DemoSlot,
  date: string,
  teacherId: string,
  now: Date,
): NewLiveClass {
  const startsAt = atZone(`${date} ${slot.start}`);
  return demoClassRow({
    externalId: `demo:${slot.key}:${date}`,
    kind: slot.kind,
    subject: slot.subject,
    grade: slot.grade,
    stream: slot.stream,
    focusExamId: slot.focusExamId,
    teacherId,
    slug: topicOfWeek(slot.topics, startsAt, slot.offset),
    startsAt,
    minutes: slot.minutes,
    now,
  });
}

/** The Jakarta dates 'YYYY-MM-DD' from `daysBefore` days before `now` to `daysAfter` days after. */
export function demoDates(now: Date, daysBefore: number, daysAfter: number): string[] {
  const today = inZone(now).startOf('day');
  const dates: string[] = [];
  for (let day = -daysBefore; day <= daysAfter; day += 1) dates.push(today.add(day, 'day').format('YYYY-MM-DD'));
  return dates;
}

/** The ISO weekday (Senin = 1) of a Jakarta date 'YYYY-MM-DD'. */
export function weekdayOfDate(date: string): WeekdayNumber {
  const day = inZone(atZone(`${date} 12:00`)).day();
  return (day === 0 ? 7 : day) as WeekdayNumber;
}

/** The topic list a grade's "ongoing now" class uses (decision 072): its Matematika list. */
export function mathListOf(grade: number, stream: Stream | null): TopicListKey {
  if (stream === 'SMK' && grade >= 10) return `matematika-smk-${grade}` as TopicListKey;
  return `matematika-${grade}` as TopicListKey;
}
