import type { Migration } from './index.ts';

/*
 * A class's place in its term plan (issue 23, decision 094): which plan it follows (`plan_key`,
 * e.g. 'matematika-8'), the 1-based meeting of that plan it teaches (`plan_position`) and how
 * many meetings the plan has (`plan_length`) — "Pertemuan 3 dari 8". A free session names the
 * meeting of the regular class it gives a taste of. All three are null for classes outside a
 * plan (imported classes without one, the demo's extra review classes); set together or not at
 * all. Stored rather than computed so the student home, /jadwal and the weekly report read them
 * with the class, at no cost per class.
 */
export const migration: Migration = {
  id: '0019_class_term_plans',
  sql: String.raw`
alter table live_classes
  add column plan_key text,
  add column plan_position smallint,
  add column plan_length smallint;

alter table live_classes
  add constraint live_classes_plan_place_check check (
    (plan_key is null and plan_position is null and plan_length is null)
    or (
      plan_key is not null and length(plan_key) between 1 and 60
      and plan_length between 1 and 200
      and plan_position between 1 and plan_length
    )
  );
`,
};
