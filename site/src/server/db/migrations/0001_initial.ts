import type { Migration } from './index.ts';

/*
 * The first schema: accounts and users, login (OTP, refresh, register and e-mail tokens),
 * leads, rate limits, subscriptions, flags, modal configurations and support issues.
 *
 * Rules for every migration file:
 * - Plain SQL that runs on PostgreSQL 15 and on PGlite (PostgreSQL 18).
 * - Never edit a migration once it is committed: add a new one.
 * - String.raw keeps backslashes as written (none are used; POSIX classes instead).
 * - Phone numbers are E.164 (`+628…`), normalised by the application before they get here.
 * - Tokens and codes are stored as hashes only.
 */
export const migration: Migration = {
  id: '0001_initial',
  sql: String.raw`
create function set_updated_at() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- A family account: the phone that logs in. It owns at most one parent user and any number of
-- students, who may share the account's phone. Uniqueness of the login phone lives here, not on users.
create table accounts (
  id uuid primary key default gen_random_uuid(),
  phone_e164 text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint accounts_phone_e164_key unique (phone_e164),
  constraint accounts_phone_e164_format check (phone_e164 ~ '^[+][1-9][0-9]{7,14}$')
);
create trigger accounts_set_updated_at before update on accounts
  for each row execute function set_updated_at();

create table users (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  role text not null,
  full_name text not null,
  -- The user's own contact number; students may have none or share the account's.
  phone_e164 text,
  country_code text not null default '+62',
  -- A grade_stream_class value from the domain catalogue (students only).
  grade text,
  class_type text,
  stream text,
  email text,
  email_verified_at timestamptz,
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_role_check check (role in ('student', 'parent')),
  constraint users_full_name_length check (char_length(btrim(full_name)) between 1 and 200),
  constraint users_phone_e164_format check (phone_e164 ~ '^[+][1-9][0-9]{7,14}$'),
  constraint users_country_code_format check (country_code ~ '^[+][1-9][0-9]{0,3}$'),
  constraint users_grade_length check (char_length(grade) between 1 and 40),
  constraint users_class_type_check check (class_type in ('SD', 'SMP/MTs', 'SMA/MA', 'SMK')),
  constraint users_stream_check check (stream in ('IPA', 'IPS', 'SMK', 'SD')),
  constraint users_parent_has_no_school_data check (
    role = 'student' or (grade is null and class_type is null and stream is null)
  ),
  constraint users_email_format check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+[.][^@[:space:]]+$'
  ),
  constraint users_email_verified_needs_email check (email_verified_at is null or email is not null),
  constraint users_avatar_url_length check (char_length(avatar_url) <= 2048)
);
create unique index users_one_parent_per_account on users (account_id) where role = 'parent';
create index users_account_id_idx on users (account_id);
create index users_phone_e164_idx on users (phone_e164) where phone_e164 is not null;
create trigger users_set_updated_at before update on users
  for each row execute function set_updated_at();

create table otp_challenges (
  id uuid primary key default gen_random_uuid(),
  phone_e164 text not null,
  code_hash text not null,
  channel text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  ip text,
  constraint otp_challenges_phone_e164_format check (phone_e164 ~ '^[+][1-9][0-9]{7,14}$'),
  constraint otp_challenges_channel_check check (channel in ('whatsapp', 'sms')),
  constraint otp_challenges_attempts_check check (attempts >= 0),
  constraint otp_challenges_expiry_check check (expires_at > created_at),
  constraint otp_challenges_ip_length check (char_length(ip) <= 64)
);
create index otp_challenges_phone_created_idx on otp_challenges (phone_e164, created_at desc);
create index otp_challenges_ip_created_idx on otp_challenges (ip, created_at desc) where ip is not null;
create index otp_challenges_expires_at_idx on otp_challenges (expires_at);

-- Opaque refresh tokens, rotated on use: the new token's row is named by replaced_by; reuse of a
-- rotated token revokes its whole family.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null,
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  replaced_by uuid references refresh_tokens (id) on delete set null,
  constraint refresh_tokens_token_hash_key unique (token_hash),
  constraint refresh_tokens_expiry_check check (expires_at > created_at)
);
create index refresh_tokens_family_id_idx on refresh_tokens (family_id);
create index refresh_tokens_user_id_idx on refresh_tokens (user_id);
create index refresh_tokens_expires_at_idx on refresh_tokens (expires_at);
create index refresh_tokens_replaced_by_idx on refresh_tokens (replaced_by) where replaced_by is not null;

-- Issued after a verified OTP for a phone without an account: proves the phone during onboarding.
create table register_tokens (
  id uuid primary key default gen_random_uuid(),
  phone_e164 text not null,
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  constraint register_tokens_token_hash_key unique (token_hash),
  constraint register_tokens_phone_e164_format check (phone_e164 ~ '^[+][1-9][0-9]{7,14}$'),
  constraint register_tokens_expiry_check check (expires_at > created_at)
);
create index register_tokens_phone_e164_idx on register_tokens (phone_e164);
create index register_tokens_expires_at_idx on register_tokens (expires_at);

create table email_verification_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  email text not null,
  token_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz,
  constraint email_verification_tokens_token_hash_key unique (token_hash),
  constraint email_verification_tokens_email_length check (char_length(email) between 3 and 254),
  constraint email_verification_tokens_expiry_check check (expires_at > created_at)
);
create index email_verification_tokens_user_id_idx on email_verification_tokens (user_id);
create index email_verification_tokens_expires_at_idx on email_verification_tokens (expires_at);

-- Call-me-back requests (docs/product §7 POST /api/v1/callmeback).
create table leads (
  id uuid primary key default gen_random_uuid(),
  user_type text not null,
  phone_e164 text not null,
  name text not null,
  grade text not null,
  source_page text not null,
  reason text,
  user_id uuid references users (id) on delete set null,
  ip_hash text,
  request_id text not null,
  created_at timestamptz not null default now(),
  constraint leads_user_type_check check (user_type in ('student', 'parent')),
  constraint leads_phone_e164_format check (phone_e164 ~ '^[+][1-9][0-9]{7,14}$'),
  constraint leads_name_length check (char_length(btrim(name)) between 2 and 200),
  constraint leads_grade_length check (char_length(grade) between 1 and 40),
  constraint leads_source_page_length check (char_length(source_page) between 1 and 200),
  constraint leads_reason_length check (char_length(reason) <= 255),
  constraint leads_request_id_length check (char_length(request_id) between 1 and 200)
);
create index leads_created_at_idx on leads (created_at);
create index leads_phone_created_at_idx on leads (phone_e164, created_at);
create index leads_user_id_idx on leads (user_id) where user_id is not null;

-- Fixed-window counters: one row per key (e.g. 'otp:phone:+62…', 'otp:ip:…') and window.
-- Increment with insert … on conflict (key, window_start) do update set count = count + 1.
create table rate_limit_counters (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 1,
  expires_at timestamptz not null,
  constraint rate_limit_counters_pkey primary key (key, window_start),
  constraint rate_limit_counters_key_length check (char_length(key) between 1 and 200),
  constraint rate_limit_counters_count_check check (count > 0),
  constraint rate_limit_counters_expiry_check check (expires_at > window_start)
);
create index rate_limit_counters_expires_at_idx on rate_limit_counters (expires_at);

create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  type text not null,
  status text not null default 'active',
  trial_activated_at timestamptz,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_type_check check (
    type in ('PAID', 'FREE', 'TRIAL', 'FREE_AFTER_TRIAL', 'FREE_AFTER_PAID', 'PAUSED')
  ),
  constraint subscriptions_status_check check (status in ('active', 'expired')),
  constraint subscriptions_period_check check (ends_at is null or ends_at > starts_at)
);
create unique index subscriptions_one_active_per_user on subscriptions (user_id) where status = 'active';
create index subscriptions_user_id_idx on subscriptions (user_id);
create trigger subscriptions_set_updated_at before update on subscriptions
  for each row execute function set_updated_at();

-- rules: a JSON array of targeting rules over the attributes of docs/product §3
-- (user_id, is_logged_in, user_grade, user_type).
create table feature_flags (
  key text primary key,
  enabled boolean not null default false,
  rules jsonb not null default '[]'::jsonb,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint feature_flags_key_format check (key ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$'),
  constraint feature_flags_rules_is_array check (jsonb_typeof(rules) = 'array')
);
create trigger feature_flags_set_updated_at before update on feature_flags
  for each row execute function set_updated_at();

-- Content of configurable modals (GET /api/v1/modals/configuration, the paused-subscription popup).
create table modal_configurations (
  id uuid primary key default gen_random_uuid(),
  key text not null,
  locale text not null default 'id',
  enabled boolean not null default true,
  content jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint modal_configurations_key_locale_key unique (key, locale),
  constraint modal_configurations_key_length check (char_length(key) between 1 and 100),
  constraint modal_configurations_locale_format check (locale ~ '^[a-z]{2}(-[A-Z]{2})?$'),
  constraint modal_configurations_content_is_object check (jsonb_typeof(content) = 'object')
);
create trigger modal_configurations_set_updated_at before update on modal_configurations
  for each row execute function set_updated_at();

-- POST {live-classes-api}/api/v1/support_issues and /api/v2/support_issues.
create table support_issues (
  id uuid primary key default gen_random_uuid(),
  phone_e164 text not null,
  source text not null,
  action text not null,
  user_id uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint support_issues_phone_e164_format check (phone_e164 ~ '^[+][1-9][0-9]{7,14}$'),
  constraint support_issues_source_length check (char_length(source) between 1 and 100),
  constraint support_issues_action_length check (char_length(action) between 1 and 100)
);
create index support_issues_created_at_idx on support_issues (created_at);
create index support_issues_phone_created_at_idx on support_issues (phone_e164, created_at);
create index support_issues_user_id_idx on support_issues (user_id) where user_id is not null;
`,
};
