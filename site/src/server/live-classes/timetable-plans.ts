import {
  planPlaceLabel,
  termPlanProgress,
  type PlanTopicStatus,
} from '@bimbel/domain/live-classes/term-plan';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { LiveClass, Stream } from '../db/schema.ts';
import { TERM_PLAN_KEYS, TERM_PLANS, isTermPlanKey } from './demo-term-plans.ts';
import { DEMO_TOPICS } from './demo-topics.ts';
import { planPlaceOf } from './plan-place.ts';

type PlanRow = Pick<
  LiveClass,
  | 'kind'
  | 'subject'
  | 'stream'
  | 'topic'
  | 'starts_at'
  | 'ends_at'
  | 'plan_key'
  | 'plan_position'
  | 'plan_length'
>;

/** One meeting of a plan on /jadwal: its topic and where it stands this week and next. */
export type TimetablePlanTopic = {
  position: number;
  topic: string;
  status: PlanTopicStatus;
  /** 'Sudah dibahas', 'Minggu ini, Senin 19.00 (selesai)', 'Minggu depan, Kamis 19.00', 'Menyusul' */
  statusText: string;
};

/** A group's term plan on /jadwal (decision 094). */
export type TimetablePlan = {
  /** plan key and stream: one group of classes. */
  id: string;
  title: string;
  /** 'IPA', 'IPS', 'SMK' when the group is one stream's. */
  stream: Stream | null;
  curriculum: string | null;
  length: number;
  /** 'Pertemuan 3–4 minggu ini' */
  summary: string;
  /** The plan starts again within the two weeks shown. */
  restarts: boolean;
  topics: TimetablePlanTopic[];
};

/** When a class of the plan meets, in WIB: 'Senin 19.00'. */
function meets(startsAt: Date): string {
  return inZone(startsAt).format('dddd HH.mm');
}

function statusText(status: PlanTopicStatus, startsAt: Date | null, ended: boolean): string {
  if (status === 'done') return 'Sudah dibahas';
  if (status === 'later' || !startsAt) return 'Menyusul';
  const when = `${status === 'this-week' ? 'Minggu ini' : 'Minggu depan'}, ${meets(startsAt)}`;
  return ended ? `${when} (selesai)` : when;
}

/** The topic of each meeting: the term plan's when the key is one of ours, else what the classes say. */
function topicNames(key: string, length: number, rows: readonly PlanRow[]): string[] {
  if (isTermPlanKey(key)) return TERM_PLANS[key].topics.map((slug) => DEMO_TOPICS[slug].name as string);
  return Array.from(
    { length },
    (_, index) => rows.find((row) => row.plan_position === index + 1)?.topic ?? `Pertemuan ${index + 1}`,
  );
}

function summarize(topics: readonly TimetablePlanTopic[]): string {
  const thisWeek = topics.filter((topic) => topic.status === 'this-week').map((topic) => topic.position);
  if (thisWeek.length === 0) return 'Tidak ada pertemuan minggu ini';
  if (thisWeek.length === 1) return `Pertemuan ${thisWeek[0]} minggu ini`;
  return `Pertemuan ${thisWeek.join(', ')} minggu ini`;
}

/**
 * The term plans of a grade's classes over this week and next: one per plan and stream, with
 * every meeting's topic and status (done, this week, next week, later). Free sessions only
 * sample a regular class's meeting and do not move a plan, so they are left out.
 */
export function timetablePlans(rows: readonly PlanRow[], nextWeekStart: Date, now: Date): TimetablePlan[] {
  const groups = new Map<string, PlanRow[]>();
  for (const row of rows) {
    if (
      row.kind === 'free' ||
      row.plan_key === null ||
      row.plan_position === null ||
      row.plan_length === null
    )
      continue;
    const id = `${row.plan_key}|${row.stream ?? ''}`;
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const plans = [...groups.entries()].map(([id, list]): TimetablePlan & { order: string } => {
    const first = list[0]!;
    const place = planPlaceOf(first)!;
    const names = topicNames(place.key, place.length, list);
    const items = termPlanProgress(
      place.length,
      list.map((row) => ({
        position: row.plan_position!,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        week: row.starts_at < nextWeekStart ? 0 : 1,
      })),
      now,
    );
    const topics = items.map((item) => ({
      position: item.position,
      topic: names[item.position - 1] ?? `Pertemuan ${item.position}`,
      status: item.status,
      statusText: statusText(item.status, item.class?.startsAt ?? null, item.ended),
    }));
    const positions = [...list]
      .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime())
      .map((row) => row.plan_position!);
    const stream = first.stream === 'SD' ? null : first.stream;
    return {
      id,
      title: stream && !place.title.includes(stream) ? `${place.title} ${stream}` : place.title,
      stream,
      curriculum: isTermPlanKey(place.key) ? TERM_PLANS[place.key].curriculum : null,
      length: place.length,
      summary: summarize(topics),
      restarts: positions.some((position, index) => index > 0 && position < positions[index - 1]!),
      topics,
      // The term plans' own order (grade, Matematika, Fisika, Kimia, UTBK-SNBT), then the stream.
      order: `${String(isTermPlanKey(place.key) ? TERM_PLAN_KEYS.indexOf(place.key) : 99).padStart(2, '0')}${stream ?? ''}${place.title}`,
    };
  });
  return plans.sort((a, b) => a.order.localeCompare(b.order)).map(({ order: _, ...plan }) => plan);
}

/** The plan line of one class on /jadwal: 'Pertemuan 3 dari 8' or, for a free session, 'Cuplikan pertemuan 3 dari 8'. */
export function classPlanLabel(
  row: Pick<LiveClass, 'kind' | 'plan_position' | 'plan_length' | 'plan_key' | 'subject'>,
): string | null {
  const place = planPlaceOf(row);
  return place ? planPlaceLabel(row.kind, place) : null;
}
