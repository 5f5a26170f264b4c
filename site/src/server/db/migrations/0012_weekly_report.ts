import type { Migration } from './index.ts';

/*
 * The parent's weekly report (issue 15, decision 078).
 * - users.weekly_report_whatsapp: a parent's opt-in to the WhatsApp summary of the week, sent on
 *   Sunday evening (a durable job, decision 070). Off by default; only parents have it on.
 * - tanya_video_views: which Tanya videos a logged-in student played, one row per (student,
 *   question, Jakarta day) — the first play that day. Anonymous plays are not stored, and a
 *   replay on the same day changes nothing (the call is idempotent per day).
 */
export const migration: Migration = {
  id: '0012_weekly_report',
  sql: String.raw`
alter table users add column weekly_report_whatsapp boolean not null default false;

create table tanya_video_views (
  user_id uuid not null references users (id) on delete cascade,
  question_id uuid not null references tanya_questions (id) on delete cascade,
  view_date date not null,
  first_viewed_at timestamptz not null,
  primary key (user_id, question_id, view_date)
);
create index tanya_video_views_user_day_idx on tanya_video_views (user_id, view_date);
`,
};
