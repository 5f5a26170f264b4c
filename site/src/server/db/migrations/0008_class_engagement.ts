import type { Migration } from './index.ts';

/*
 * Around the class (issue 15): what students do with a class besides joining it. The rules
 * (lengths, who may write, rate limits) live in TypeScript; the database keeps what must hold
 * whatever the code does: one rating and one vote per student, text bounds, and cascades.
 *
 * - class_ratings: one rating per (class, student), 1–5 stars and an optional comment of at most
 *   500 characters; rating again replaces it (updated_at moves).
 * - class_questions: the class Q&A (/bimbel/user/qna/{classId}). A student's question in text
 *   (maths in LaTeX between $…$), the teacher's answer and when it was answered, and a hidden
 *   mark a teacher sets on an abusive post (kept for the record, shown to nobody but its author
 *   and the teacher). A student deletes their own question outright.
 * - class_question_votes: one upvote per (question, student).
 */
export const migration: Migration = {
  id: '0008_class_engagement',
  sql: String.raw`
create table class_ratings (
  class_id uuid not null references live_classes (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  stars smallint not null,
  comment text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (class_id, user_id),
  constraint class_ratings_stars check (stars between 1 and 5),
  constraint class_ratings_comment_length check (comment is null or char_length(comment) <= 500)
);
create index class_ratings_user_idx on class_ratings (user_id, updated_at);
create trigger class_ratings_set_updated_at before update on class_ratings
  for each row execute function set_updated_at();

create table class_questions (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references live_classes (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  body text not null,
  answer text,
  answered_by text,
  answered_at timestamptz,
  hidden_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint class_questions_body_length check (char_length(btrim(body)) between 1 and 2000),
  constraint class_questions_answer_length check (answer is null or char_length(answer) <= 4000)
);
create index class_questions_class_idx on class_questions (class_id, created_at);
create index class_questions_user_idx on class_questions (user_id, created_at);
create trigger class_questions_set_updated_at before update on class_questions
  for each row execute function set_updated_at();

create table class_question_votes (
  question_id uuid not null references class_questions (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (question_id, user_id)
);
create index class_question_votes_user_idx on class_question_votes (user_id);
`,
};
