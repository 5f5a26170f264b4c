import type { Migration } from './index.ts';

/*
 * SmartFest and Akademi Guru (issue 17, decision 085).
 *
 * - `smartfest_editions`: the programme of each edition, as data: its registration window, its
 *   rounds (jsonb: name, start, end, how it runs), the final, the categories (jsonb: name and
 *   grades) and the prizes (jsonb: lines of text). The demo seed keeps one current edition with
 *   dates relative to now; a real one is inserted by the team (or imported) the same way.
 * - `smartfest_registrations`: one student of one edition. The same student (edition, parent's
 *   number, name without regard to case) is stored once: the unique index is what makes a
 *   double submit, even two at the same instant from two processes, store one row.
 * - `akademi_applications`: one application per WhatsApp number (unique), subjects and levels as
 *   jsonb arrays of catalogue values.
 * Both keep the request id, the user when logged in, and the client IP only as its keyed hash.
 */
export const migration: Migration = {
  id: '0016_events',
  sql: String.raw`
create table smartfest_editions (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  registration_opens_at timestamptz not null,
  registration_closes_at timestamptz not null,
  final_at timestamptz not null,
  final_place text not null,
  rounds jsonb not null,
  categories jsonb not null,
  prizes jsonb not null,
  created_at timestamptz not null default now(),
  constraint smartfest_editions_slug_format check (slug ~ '^[a-z0-9-]{1,60}$'),
  constraint smartfest_editions_window_check check (registration_opens_at < registration_closes_at),
  constraint smartfest_editions_final_check check (registration_closes_at <= final_at),
  constraint smartfest_editions_rounds_check check (jsonb_typeof(rounds) = 'array'),
  constraint smartfest_editions_categories_check check (jsonb_typeof(categories) = 'array'),
  constraint smartfest_editions_prizes_check check (jsonb_typeof(prizes) = 'array')
);
create index smartfest_editions_final_at on smartfest_editions (final_at);

create table smartfest_registrations (
  id uuid primary key default gen_random_uuid(),
  edition_id uuid not null references smartfest_editions (id) on delete cascade,
  student_name text not null,
  grade smallint not null,
  school text not null,
  parent_name text not null,
  parent_phone_e164 text not null,
  email text,
  user_id uuid references users (id) on delete set null,
  ip_hash text,
  request_id text not null,
  created_at timestamptz not null default now(),
  constraint smartfest_registrations_grade_check check (grade between 4 and 12)
);
create unique index smartfest_registrations_one_per_student
  on smartfest_registrations (edition_id, parent_phone_e164, lower(student_name));
create index smartfest_registrations_created on smartfest_registrations (created_at, id);

create table akademi_applications (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  phone_e164 text not null unique,
  email text not null,
  province text not null,
  city text not null,
  subjects jsonb not null,
  levels jsonb not null,
  experience text not null,
  motivation text,
  user_id uuid references users (id) on delete set null,
  ip_hash text,
  request_id text not null,
  created_at timestamptz not null default now(),
  constraint akademi_applications_subjects_check check (jsonb_typeof(subjects) = 'array'),
  constraint akademi_applications_levels_check check (jsonb_typeof(levels) = 'array')
);
create index akademi_applications_created on akademi_applications (created_at, id);
`,
};
