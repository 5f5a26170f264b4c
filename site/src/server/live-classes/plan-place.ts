import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import type { PlanPlace } from '@bimbel/domain/live-classes/term-plan';
import type { LiveClass } from '../db/schema.ts';
import { TERM_PLANS, isTermPlanKey } from './demo-term-plans.ts';

/**
 * A class's place in its term plan (decision 094), named for the pages: the plan's title from the
 * term plans when the key is one of them, else the subject (an imported class naming a plan of
 * its own). Null for a class outside a plan.
 */
export function planPlaceOf(
  row: Pick<LiveClass, 'plan_key' | 'plan_position' | 'plan_length' | 'subject'>,
): PlanPlace | null {
  if (row.plan_key === null || row.plan_position === null || row.plan_length === null) return null;
  const title = isTermPlanKey(row.plan_key) ? TERM_PLANS[row.plan_key].title : toSubjectName(row.subject);
  return { key: row.plan_key, title, position: row.plan_position, length: row.plan_length };
}
