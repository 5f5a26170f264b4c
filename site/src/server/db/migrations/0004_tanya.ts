import type { Migration } from './index.ts';

/*
 * Tanya (issue 6): the public library of questions with video solutions.
 * - Catalogue: chapters and topics per grade and subject (grades and subjects are domain
 *   catalogues). Slugs are unique per grade and subject, because URLs carry exactly those
 *   three: /tanya/topic/{grade}/{subject}/{topic}.
 * - Questions carry their text as written (LaTeX between $…$), a plain-text form for
 *   descriptions and search, and a stored tsvector over `search_text` with the `indonesian`
 *   configuration (a Snowball stemmer: "menghitung" finds "hitung").
 * - pg_trgm backs the typo-tolerant fallback (`<%`, word similarity) and is a trusted extension
 *   (PostgreSQL 13+), so a database owner without superuser can create it; PGlite loads it as a
 *   bundled extension.
 * - One video solution per question; transcript and key moments as jsonb arrays.
 */
export const migration: Migration = {
  id: '0004_tanya',
  sql: String.raw`
create extension if not exists pg_trgm;

create table tanya_chapters (
  id uuid primary key default gen_random_uuid(),
  grade smallint not null,
  subject text not null,
  slug text not null,
  name text not null,
  created_at timestamptz not null default now(),
  constraint tanya_chapters_grade_range check (grade between 4 and 12),
  constraint tanya_chapters_subject check (subject in ('matematika', 'fisika', 'kimia')),
  constraint tanya_chapters_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint tanya_chapters_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint tanya_chapters_slug_key unique (grade, subject, slug)
);

create table tanya_topics (
  id uuid primary key default gen_random_uuid(),
  chapter_id uuid not null references tanya_chapters (id) on delete cascade,
  grade smallint not null,
  subject text not null,
  slug text not null,
  name text not null,
  created_at timestamptz not null default now(),
  constraint tanya_topics_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint tanya_topics_name_length check (char_length(btrim(name)) between 1 and 120),
  constraint tanya_topics_slug_key unique (grade, subject, slug)
);
create index tanya_topics_chapter_idx on tanya_topics (chapter_id);

create table tanya_questions (
  id uuid primary key,
  text text not null,
  plain_text text not null,
  slug text not null,
  grade smallint not null,
  subject text not null,
  chapter_id uuid not null references tanya_chapters (id) on delete restrict,
  topic_id uuid not null references tanya_topics (id) on delete restrict,
  curriculum text not null,
  search_text text not null,
  search_vector tsvector generated always as (to_tsvector('indonesian'::regconfig, search_text)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tanya_questions_text_length check (char_length(text) between 1 and 5000),
  constraint tanya_questions_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint tanya_questions_grade_range check (grade between 4 and 12),
  constraint tanya_questions_subject check (subject in ('matematika', 'fisika', 'kimia')),
  constraint tanya_questions_curriculum check (
    curriculum in ('2013 Indonesian Curriculum (Revised Version)', 'Kurikulum Merdeka'))
);
create trigger tanya_questions_set_updated_at before update on tanya_questions
  for each row execute function set_updated_at();
create index tanya_questions_topic_idx on tanya_questions (topic_id, created_at desc, id);
create index tanya_questions_chapter_idx on tanya_questions (chapter_id, created_at desc, id);
create index tanya_questions_recent_idx on tanya_questions (created_at desc, id);
create index tanya_questions_search_idx on tanya_questions using gin (search_vector);
create index tanya_questions_trgm_idx on tanya_questions using gin (search_text gin_trgm_ops);

create table tanya_videos (
  question_id uuid primary key references tanya_questions (id) on delete cascade,
  source_url text not null,
  source_type text not null,
  duration_seconds integer not null,
  thumbnail_url text,
  teacher_name text not null,
  verified boolean not null default false,
  transcript jsonb not null default '[]'::jsonb,
  key_moments jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tanya_videos_source_type check (source_type in ('mp4', 'hls')),
  constraint tanya_videos_duration check (duration_seconds between 1 and 7200),
  constraint tanya_videos_transcript_array check (jsonb_typeof(transcript) = 'array'),
  constraint tanya_videos_key_moments_array check (jsonb_typeof(key_moments) = 'array')
);
create trigger tanya_videos_set_updated_at before update on tanya_videos
  for each row execute function set_updated_at();

create table tanya_related_questions (
  question_id uuid not null references tanya_questions (id) on delete cascade,
  related_question_id uuid not null references tanya_questions (id) on delete cascade,
  position smallint not null,
  primary key (question_id, related_question_id),
  constraint tanya_related_not_self check (question_id <> related_question_id)
);
`,
};
