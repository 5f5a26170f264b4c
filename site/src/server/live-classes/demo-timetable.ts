import type { WeekdayNumber } from '@bimbel/domain/catalogue/weekday';
import { UTBK_SNBT_ID } from '@bimbel/domain/live-classes/focus-exams';
import { startOfZonedWeek } from '@bimbel/domain/time/jakarta-week';
import { atZone, inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { LiveClassKind, Stream, TanyaSubject } from '../db/schema.ts';
import { TERM_PLANS, type TermPlanKey } from './demo-term-plans.ts';
import type { DemoTopicSlug } from './demo-topics.ts';

/**
 * The demo weekly template (decisions 072, 094): one slot per weekly class, for grades 4–12. A
 * slot's key is stable, so `demo:<key>:<YYYY-MM-DD>` names one dated class for ever (the seed
 * inserts with ON CONFLICT DO NOTHING and never duplicates). Times are WIB wall clocks: weekday
 * evenings 16.00–21.00 and weekend mornings 08.00–12.00.
 *
 * Slots belong to groups (a grade, subject and stream, or a UTBK-SNBT subtest), and a group
 * follows a term plan: its n-th class since `PLAN_EPOCH` teaches topic n mod L. A free session
 * `follows` a regular group and teaches the topic of that group's latest class before it.
 */
export type DemoSlot = {
  key: string;
  /** The group the slot belongs to ('smp8-mat'). */
  group: string;
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
  /** The plan the class teaches from: its group's, or for a free session the followed group's. */
  plan: TermPlanKey;
  /** A free session's regular group: it teaches that group's latest topic. */
  follows: string | null;
};

export const DEMO_CURRICULUM = 'Kurikulum Merdeka';
export const DEMO_CAPACITY = 60;
/** The UTBK-SNBT programme's id (domain/src/live-classes/focus-exams.ts). */
export const UTBK_FOCUS_EXAM_ID = UTBK_SNBT_ID;

/** The school levels a demo teacher teaches (the roster of issue 23). */
export type SchoolLevel = 'SD' | 'SMP' | 'SMA' | 'SMK';

/** The roster's levels of each demo teacher: a teacher's classes stay within them. */
export const DEMO_TEACHER_LEVELS: Readonly<Record<string, readonly SchoolLevel[]>> = {
  'rina-kartika': ['SD'],
  'nurul-hidayah': ['SD'],
  'hendra-wijaya': ['SMP'],
  'andi-saputra': ['SMP'],
  'dewi-anggraini': ['SMA'],
  'yusuf-hakim': ['SMA'],
  'fajar-nugroho': ['SMK'],
  'bima-prasetyo': ['SMA', 'SMK'],
  'maya-lubis': ['SMP', 'SMA'],
  'siti-rahmawati': ['SMP', 'SMA'],
};

/**
 * The levels a class belongs to: its grade's school; a free session for every stream of an SMA
 * grade is for SMA and SMK; UTBK-SNBT preparation is SMA material, whoever attends it.
 */
export function levelsOfClass(
  grade: number,
  stream: Stream | null,
  kind: LiveClassKind = 'regular',
): SchoolLevel[] {
  if (grade <= 6) return ['SD'];
  if (grade <= 9) return ['SMP'];
  if (kind === 'focus_exam') return ['SMA'];
  if (stream === 'SMK') return ['SMK'];
  if (stream === 'IPA' || stream === 'IPS') return ['SMA'];
  return ['SMA', 'SMK'];
}

/** Whether a teacher's levels cover every level of a class. */
export function teachesLevel(
  teacher: string,
  grade: number,
  stream: Stream | null,
  kind: LiveClassKind = 'regular',
): boolean {
  const levels = DEMO_TEACHER_LEVELS[teacher] ?? [];
  return levelsOfClass(grade, stream, kind).every((level) => levels.includes(level));
}

type SlotGroup = {
  name: string;
  kind: LiveClassKind;
  grade: number;
  stream: Stream | null;
  teacher: string;
  minutes: number;
  /** [weekday, 'HH:mm'] */
  times: ReadonlyArray<readonly [WeekdayNumber, string]>;
  plan?: TermPlanKey;
  follows?: string;
  focusExamId?: string;
};

const MON = 1,
  TUE = 2,
  WED = 3,
  THU = 4,
  FRI = 5,
  SAT = 6,
  SUN = 7;

/*
 * Regular classes. Matematika twice a week and Fisika and Kimia once (decision 094: the plans'
 * recordings must fit the media budget, and four weeks of classes are visible at once, so a plan
 * has 4 meetings per weekly class). One grade's classes never overlap, whatever the stream and
 * kind (a PAID student sees them all), and no teacher teaches two at once.
 */
// prettier-ignore
const REGULAR: SlotGroup[] = [
  // SD — Bu Rina, 60 minutes
  { name: 'sd4-mat', kind: 'regular', grade: 4, stream: null, teacher: 'rina-kartika', plan: 'matematika-4', minutes: 60, times: [[MON, '16:00'], [THU, '16:00']] },
  { name: 'sd5-mat', kind: 'regular', grade: 5, stream: null, teacher: 'rina-kartika', plan: 'matematika-5', minutes: 60, times: [[MON, '17:30'], [THU, '17:30']] },
  { name: 'sd6-mat', kind: 'regular', grade: 6, stream: null, teacher: 'rina-kartika', plan: 'matematika-6', minutes: 60, times: [[TUE, '16:00'], [FRI, '16:00']] },
  // SMP — Pak Hendra (Matematika), Bu Maya (Fisika), Bu Siti (Kimia), 90 minutes
  { name: 'smp7-mat', kind: 'regular', grade: 7, stream: null, teacher: 'hendra-wijaya', plan: 'matematika-7', minutes: 90, times: [[MON, '16:00'], [WED, '19:00']] },
  { name: 'smp8-mat', kind: 'regular', grade: 8, stream: null, teacher: 'hendra-wijaya', plan: 'matematika-8', minutes: 90, times: [[MON, '19:00'], [THU, '19:00']] },
  { name: 'smp9-mat', kind: 'regular', grade: 9, stream: null, teacher: 'hendra-wijaya', plan: 'matematika-9', minutes: 90, times: [[TUE, '16:00'], [FRI, '19:00']] },
  { name: 'smp7-fis', kind: 'regular', grade: 7, stream: null, teacher: 'maya-lubis', plan: 'fisika-7', minutes: 90, times: [[WED, '16:00']] },
  { name: 'smp8-fis', kind: 'regular', grade: 8, stream: null, teacher: 'maya-lubis', plan: 'fisika-8', minutes: 90, times: [[WED, '19:00']] },
  { name: 'smp9-fis', kind: 'regular', grade: 9, stream: null, teacher: 'maya-lubis', plan: 'fisika-9', minutes: 90, times: [[MON, '19:00']] },
  { name: 'smp7-kim', kind: 'regular', grade: 7, stream: null, teacher: 'siti-rahmawati', plan: 'kimia-7', minutes: 90, times: [[FRI, '16:00']] },
  { name: 'smp8-kim', kind: 'regular', grade: 8, stream: null, teacher: 'siti-rahmawati', plan: 'kimia-8', minutes: 90, times: [[FRI, '19:00']] },
  { name: 'smp9-kim', kind: 'regular', grade: 9, stream: null, teacher: 'siti-rahmawati', plan: 'kimia-9', minutes: 90, times: [[THU, '16:00']] },
  // SMA IPA — Bu Dewi (Matematika), Bu Maya (Fisika), Bu Siti (Kimia)
  { name: 'sma10ipa-mat', kind: 'regular', grade: 10, stream: 'IPA', teacher: 'dewi-anggraini', plan: 'matematika-10', minutes: 90, times: [[MON, '16:00'], [THU, '16:00']] },
  { name: 'sma11ipa-mat', kind: 'regular', grade: 11, stream: 'IPA', teacher: 'dewi-anggraini', plan: 'matematika-11-ipa', minutes: 90, times: [[MON, '19:00'], [THU, '19:00']] },
  { name: 'sma12ipa-mat', kind: 'regular', grade: 12, stream: 'IPA', teacher: 'dewi-anggraini', plan: 'matematika-12-ipa', minutes: 90, times: [[TUE, '16:00'], [FRI, '16:00']] },
  { name: 'sma10ipa-fis', kind: 'regular', grade: 10, stream: 'IPA', teacher: 'maya-lubis', plan: 'fisika-10', minutes: 90, times: [[TUE, '16:00']] },
  { name: 'sma11ipa-fis', kind: 'regular', grade: 11, stream: 'IPA', teacher: 'maya-lubis', plan: 'fisika-11', minutes: 90, times: [[SAT, '10:00']] },
  { name: 'sma12ipa-fis', kind: 'regular', grade: 12, stream: 'IPA', teacher: 'maya-lubis', plan: 'fisika-12', minutes: 90, times: [[THU, '17:30']] },
  { name: 'sma10ipa-kim', kind: 'regular', grade: 10, stream: 'IPA', teacher: 'siti-rahmawati', plan: 'kimia-10', minutes: 90, times: [[WED, '16:00']] },
  { name: 'sma11ipa-kim', kind: 'regular', grade: 11, stream: 'IPA', teacher: 'siti-rahmawati', plan: 'kimia-11', minutes: 90, times: [[TUE, '16:00']] },
  { name: 'sma12ipa-kim', kind: 'regular', grade: 12, stream: 'IPA', teacher: 'siti-rahmawati', plan: 'kimia-12', minutes: 90, times: [[MON, '17:30']] },
  // SMA IPS — Pak Yusuf (kelas 10 shares the IPA plan: Fase E has no streams)
  { name: 'sma10ips-mat', kind: 'regular', grade: 10, stream: 'IPS', teacher: 'yusuf-hakim', plan: 'matematika-10', minutes: 90, times: [[MON, '17:30'], [THU, '17:30']] },
  { name: 'sma11ips-mat', kind: 'regular', grade: 11, stream: 'IPS', teacher: 'yusuf-hakim', plan: 'matematika-11-ips', minutes: 90, times: [[MON, '19:00'], [THU, '19:00']] },
  { name: 'sma12ips-mat', kind: 'regular', grade: 12, stream: 'IPS', teacher: 'yusuf-hakim', plan: 'matematika-12-ips', minutes: 90, times: [[TUE, '17:30'], [FRI, '17:30']] },
  // SMK — Pak Fajar
  { name: 'smk10-mat', kind: 'regular', grade: 10, stream: 'SMK', teacher: 'fajar-nugroho', plan: 'matematika-smk-10', minutes: 90, times: [[MON, '17:30'], [THU, '17:30']] },
  { name: 'smk11-mat', kind: 'regular', grade: 11, stream: 'SMK', teacher: 'fajar-nugroho', plan: 'matematika-smk-11', minutes: 90, times: [[MON, '19:00'], [THU, '19:00']] },
  { name: 'smk12-mat', kind: 'regular', grade: 12, stream: 'SMK', teacher: 'fajar-nugroho', plan: 'matematika-smk-12', minutes: 90, times: [[TUE, '16:00'], [FRI, '16:00']] },
];

/*
 * Free sessions: two a week per grade (every stream), 60 minutes, each after one of the two
 * weekly Matematika classes of the group it follows, so it gives a taste of that class's topic.
 * SD by Bu Nurul, SMP by Pak Andi, SMA/SMK by Pak Bima. Kelas 11 and 12 follow the IPS class:
 * its plan is Matematika Wajib, the material every stream shares.
 */
// prettier-ignore
const FREE: SlotGroup[] = [
  { name: 'gratis4', kind: 'free', grade: 4, stream: null, teacher: 'nurul-hidayah', follows: 'sd4-mat', minutes: 60, times: [[WED, '17:30'], [SAT, '08:00']] },
  { name: 'gratis5', kind: 'free', grade: 5, stream: null, teacher: 'nurul-hidayah', follows: 'sd5-mat', minutes: 60, times: [[TUE, '17:30'], [SAT, '09:30']] },
  { name: 'gratis6', kind: 'free', grade: 6, stream: null, teacher: 'nurul-hidayah', follows: 'sd6-mat', minutes: 60, times: [[WED, '16:00'], [SUN, '08:00']] },
  { name: 'gratis7', kind: 'free', grade: 7, stream: null, teacher: 'andi-saputra', follows: 'smp7-mat', minutes: 60, times: [[TUE, '17:30'], [SAT, '08:00']] },
  { name: 'gratis8', kind: 'free', grade: 8, stream: null, teacher: 'andi-saputra', follows: 'smp8-mat', minutes: 60, times: [[TUE, '19:00'], [SAT, '09:30']] },
  { name: 'gratis9', kind: 'free', grade: 9, stream: null, teacher: 'andi-saputra', follows: 'smp9-mat', minutes: 60, times: [[WED, '19:00'], [SUN, '08:00']] },
  { name: 'gratis10', kind: 'free', grade: 10, stream: null, teacher: 'bima-prasetyo', follows: 'sma10ipa-mat', minutes: 60, times: [[TUE, '19:00'], [SAT, '08:00']] },
  { name: 'gratis11', kind: 'free', grade: 11, stream: null, teacher: 'bima-prasetyo', follows: 'sma11ips-mat', minutes: 60, times: [[WED, '16:00'], [FRI, '19:00']] },
  { name: 'gratis12', kind: 'free', grade: 12, stream: null, teacher: 'bima-prasetyo', follows: 'sma12ips-mat', minutes: 60, times: [[WED, '19:00'], [SUN, '10:00']] },
];

/*
 * UTBK-SNBT focus exam classes for grade 12 (every stream), each subtest with its own plan, and
 * the weekly tryout (decision 077: two hours, the timed questions then the discussion), where no
 * grade-12 class of any stream is.
 */
// prettier-ignore
const FOCUS_EXAM: SlotGroup[] = [
  { name: 'utbk-pm', kind: 'focus_exam', grade: 12, stream: null, teacher: 'dewi-anggraini', plan: 'utbk-pm', minutes: 90, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[WED, '17:30']] },
  { name: 'utbk-pk', kind: 'focus_exam', grade: 12, stream: null, teacher: 'bima-prasetyo', plan: 'utbk-pk', minutes: 90, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[SUN, '08:00']] },
  { name: 'utbk-pu', kind: 'focus_exam', grade: 12, stream: null, teacher: 'yusuf-hakim', plan: 'utbk-pu', minutes: 90, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[TUE, '19:00']] },
  { name: 'utbk-tryout', kind: 'focus_exam', grade: 12, stream: null, teacher: 'yusuf-hakim', plan: 'utbk-tryout', minutes: 120, focusExamId: UTBK_FOCUS_EXAM_ID, times: [[SAT, '08:00']] },
];

const GROUPS: readonly SlotGroup[] = [...REGULAR, ...FREE, ...FOCUS_EXAM];
const GROUP_BY_NAME = new Map(GROUPS.map((group) => [group.name, group]));

function planOfGroup(group: SlotGroup): TermPlanKey {
  if (group.plan) return group.plan;
  const followed = group.follows ? GROUP_BY_NAME.get(group.follows) : undefined;
  if (!followed?.plan) throw new Error(`demo group ${group.name} has no plan`);
  return followed.plan;
}

function expand(group: SlotGroup): DemoSlot[] {
  const plan = planOfGroup(group);
  return group.times.map(([weekday, start]) => ({
    key: `${group.name}-${weekday}-${start.replace(':', '')}`,
    group: group.name,
    kind: group.kind,
    subject: TERM_PLANS[plan].subject,
    grade: group.grade,
    stream: group.stream,
    focusExamId: group.focusExamId ?? null,
    teacher: group.teacher,
    weekday,
    start,
    minutes: group.minutes,
    plan,
    follows: group.follows ?? null,
  }));
}

/** Every weekly slot of the demo timetable. */
export const DEMO_SLOTS: readonly DemoSlot[] = GROUPS.flatMap(expand);

/** Monday 1 January 2024, 00.00 WIB: every group counts its classes from here. */
export const PLAN_EPOCH = startOfZonedWeek(new Date('2024-01-01T12:00:00+07:00'));
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Where a slot starts within a Jakarta week, in ms from Monday 00.00 WIB (no DST in Indonesia). */
export function slotWeekOffsetMs(slot: Pick<DemoSlot, 'weekday' | 'start'>): number {
  const [hours, minutes] = slot.start.split(':').map(Number) as [number, number];
  return (slot.weekday - 1) * DAY_MS + (hours * 60 + minutes) * MINUTE_MS;
}

const GROUP_OFFSETS = new Map<string, number[]>(
  GROUPS.map((group) => [
    group.name,
    DEMO_SLOTS.filter((slot) => slot.group === group.name)
      .map(slotWeekOffsetMs)
      .sort((a, b) => a - b),
  ]),
);

/**
 * How many classes of a group started before `instant`, counted from `PLAN_EPOCH`: the index n
 * (0-based) of a group class starting at `instant`.
 *
 * @example
 * groupClassesBefore('smp8-mat', atZone('2024-01-04 19:00')); // 1 (Monday's class came first)
 */
export function groupClassesBefore(group: string, instant: Date): number {
  const offsets = GROUP_OFFSETS.get(group);
  if (!offsets) throw new Error(`unknown demo group ${group}`);
  const sinceEpoch = instant.getTime() - PLAN_EPOCH.getTime();
  const weeks = Math.floor(sinceEpoch / WEEK_MS);
  const inWeek = sinceEpoch - weeks * WEEK_MS;
  return weeks * offsets.length + offsets.filter((offset) => offset < inWeek).length;
}

/** A class's place in its plan: "Pertemuan {position} dari {length}", in the plan's {term}-th round. */
export type PlanPlace = {
  plan: TermPlanKey;
  /** 1-based. */
  position: number;
  length: number;
  /** 1-based count of the rounds of the plan since the epoch. */
  term: number;
  slug: DemoTopicSlug;
};

/** The place of a group's n-th class (0-based, since the epoch) in the group's plan. */
export function groupPlanPlace(group: string, n: number): PlanPlace {
  const known = GROUP_BY_NAME.get(group);
  if (!known) throw new Error(`unknown demo group ${group}`);
  const plan = planOfGroup(known);
  const topics: readonly DemoTopicSlug[] = TERM_PLANS[plan].topics;
  const index = ((n % topics.length) + topics.length) % topics.length;
  return {
    plan,
    position: index + 1,
    length: topics.length,
    term: Math.floor(n / topics.length) + 1,
    slug: topics[index] as DemoTopicSlug,
  };
}

/** The latest class of a group that started before `instant`, as a plan place. */
export function latestPlanPlaceBefore(group: string, instant: Date): PlanPlace {
  return groupPlanPlace(group, groupClassesBefore(group, instant) - 1);
}

/**
 * What a slot's class starting at `startsAt` teaches: a plan class its group's next topic; a
 * free session the topic of the followed group's latest class before it.
 */
export function slotPlanPlace(slot: DemoSlot, startsAt: Date): PlanPlace {
  if (slot.follows) return latestPlanPlaceBefore(slot.follows, startsAt);
  return groupPlanPlace(slot.group, groupClassesBefore(slot.group, startsAt));
}

/** The regular Matematika group of a grade and stream: what an extra review class goes over. */
export function mathGroupOf(grade: number, stream: Stream | null): string {
  if (grade <= 6) return `sd${grade}-mat`;
  if (grade <= 9) return `smp${grade}-mat`;
  if (stream === 'SMK') return `smk${grade}-mat`;
  return `sma${grade}${stream === 'IPS' ? 'ips' : 'ipa'}-mat`;
}

/** The start of a slot's class on a Jakarta calendar date ('YYYY-MM-DD'). */
export function slotStartOn(slot: DemoSlot, date: string): Date {
  return atZone(`${date} ${slot.start}`);
}

/** The Jakarta dates 'YYYY-MM-DD' from `daysBefore` days before `now` to `daysAfter` days after. */
export function demoDates(now: Date, daysBefore: number, daysAfter: number): string[] {
  const today = inZone(now).startOf('day');
  const dates: string[] = [];
  for (let day = -daysBefore; day <= daysAfter; day += 1)
    dates.push(today.add(day, 'day').format('YYYY-MM-DD'));
  return dates;
}

/** The ISO weekday (Senin = 1) of a Jakarta date 'YYYY-MM-DD'. */
export function weekdayOfDate(date: string): WeekdayNumber {
  const day = inZone(atZone(`${date} 12:00`)).day();
  return (day === 0 ? 7 : day) as WeekdayNumber;
}
