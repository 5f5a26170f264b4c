import type { Migration } from './index.ts';

/*
 * Live classes (issue 14, decision 069).
 * - teachers: the Guru Juara (name, photo, subjects, short bio, verified). `slug` is the import key
 *   and the /gurujuara anchor.
 * - live_classes: one dated class. Times in UTC (timestamptz); the Jakarta weekday and clock are
 *   computed when shown. `grades` lists the grade numbers (4–12) it is for, `stream` narrows SMA/SMK
 *   classes (null = every stream of those grades). `kind`: regular (PAID/TRIAL students of the
 *   grade), free (every student of the grade; the trial classes of docs/product §7's free calls),
 *   focus_exam (the UTBK-SNBT programme, `focus_exam_id`). `external_id` is the import key (an
 *   import is an upsert on it); `sequence` is RFC 5545's SEQUENCE, bumped by every change a
 *   calendar must see; `cancelled_at` keeps a cancelled class so calendars can be told.
 *   `demo` marks rows the demo timetable owns (rolled forward on a demo server, never elsewhere).
 * - class_attendance: who asked for a join URL of which class, first and last time.
 * - users.class_reminders_whatsapp: the student's opt-in to the WhatsApp reminder 30 minutes
 *   before each class.
 * - jobs: durable scheduled work (reminders, the demo roll-forward…), claimed with
 *   FOR UPDATE SKIP LOCKED so several processes run each job once; `key` makes enqueueing
 *   idempotent (one reminder per class and student).
 */
export const migration: Migration = {
  id: '0006_live_classes',
  sql: String.raw`
create table teachers (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  full_name text not null,
  photo_url text,
  subjects text[] not null,
  bio text not null,
  verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint teachers_slug_key unique (slug),
  constraint teachers_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint teachers_name_length check (char_length(btrim(full_name)) between 2 and 120),
  constraint teachers_bio_length check (char_length(bio) <= 600),
  constraint teachers_subjects_known check (
    cardinality(subjects) between 1 and 3 and subjects <@ array['matematika', 'fisika', 'kimia']::text[]
  )
);
create trigger teachers_set_updated_at before update on teachers
  for each row execute function set_updated_at();

create table live_classes (
  id uuid primary key default gen_random_uuid(),
  external_id text not null,
  kind text not null,
  subject text not null,
  grades smallint[] not null,
  curriculum text not null,
  stream text,
  focus_exam_id text,
  title text not null,
  topic text not null,
  description text not null default '',
  materials jsonb not null default '[]'::jsonb,
  teacher_id uuid not null references teachers (id) on delete restrict,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  capacity integer not null,
  recording_url text,
  sequence integer not null default 0,
  cancelled_at timestamptz,
  demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint live_classes_external_id_key unique (external_id),
  constraint live_classes_external_id_length check (char_length(external_id) between 1 and 120),
  constraint live_classes_kind check (kind in ('regular', 'free', 'focus_exam')),
  constraint live_classes_subject check (subject in ('matematika', 'fisika', 'kimia')),
  constraint live_classes_grades check (
    cardinality(grades) between 1 and 9 and grades <@ array[4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]
  ),
  constraint live_classes_stream check (stream is null or stream in ('IPA', 'IPS', 'SMK', 'SD')),
  constraint live_classes_focus_exam check ((kind = 'focus_exam') = (focus_exam_id is not null)),
  constraint live_classes_title_length check (char_length(btrim(title)) between 3 and 120),
  constraint live_classes_topic_length check (char_length(btrim(topic)) between 3 and 160),
  constraint live_classes_times check (ends_at > starts_at and ends_at <= starts_at + interval '4 hours'),
  constraint live_classes_capacity check (capacity between 1 and 5000),
  constraint live_classes_materials_array check (jsonb_typeof(materials) = 'array')
);
create index live_classes_starts_at_idx on live_classes (starts_at);
create index live_classes_teacher_idx on live_classes (teacher_id, starts_at);
create index live_classes_grades_idx on live_classes using gin (grades);
create trigger live_classes_set_updated_at before update on live_classes
  for each row execute function set_updated_at();

create table class_attendance (
  class_id uuid not null references live_classes (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  first_joined_at timestamptz not null,
  last_joined_at timestamptz not null,
  join_count integer not null default 1,
  primary key (class_id, user_id)
);
create index class_attendance_user_idx on class_attendance (user_id, first_joined_at);

alter table users add column class_reminders_whatsapp boolean not null default false;

create table jobs (
  id bigserial primary key,
  queue text not null,
  key text,
  payload jsonb not null default '{}'::jsonb,
  run_at timestamptz not null default now(),
  state text not null default 'queued',
  attempts integer not null default 0,
  max_attempts integer not null default 5,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint jobs_key_key unique (key),
  constraint jobs_state check (state in ('queued', 'running', 'done', 'failed')),
  constraint jobs_queue_format check (queue ~ '^[a-z][a-z0-9_.-]{0,63}$')
);
create index jobs_due_idx on jobs (run_at) where state in ('queued', 'running');
create trigger jobs_set_updated_at before update on jobs
  for each row execute function set_updated_at();
`,
};
