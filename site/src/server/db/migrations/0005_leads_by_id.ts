import type { Migration } from './index.ts';

/*
 * Leads by id (decision 013): the lead rules (per-IP and per-number limits, the repeat window)
 * now live in TypeScript (site/src/server/leads/store-leads.ts), on the rate_limit_counters every
 * other limit uses. The database keeps only what has to be atomic:
 *
 * - lead_repeat_claims: one row per (phone, name, grade, source page), naming the lead that holds
 *   its repeat window until expires_at. Taking the window is one upsert that only replaces an
 *   expired claim, so two processes receiving the same lead at the same instant store it once.
 *   The foreign key is deferred: a claim is taken before its lead row is written, in the same
 *   transaction.
 * - lead_reason_tokens: the capability that POST /api/v1/callmeback hands out to add the reason
 *   step's answer to that one lead (PUT /api/v1/callmeback/{id}); SHA-256 hashes only, with an
 *   expiry, like the other tokens.
 *
 * store_leads() (0003) with its fuzzy "the same lead stored moments ago gets the reason" goes.
 * Claims for the leads of the last 10 minutes (the repeat window when this was written) are
 * carried over, so a repeat sent across the deployment is still recognised.
 */
export const migration: Migration = {
  id: '0005_leads_by_id',
  sql: String.raw`
drop function store_leads(jsonb, integer, integer, integer);

create table lead_repeat_claims (
  phone_e164 text not null,
  name text not null,
  grade text not null,
  source_page text not null,
  lead_id uuid not null,
  lead_created_at timestamptz not null,
  expires_at timestamptz not null,
  constraint lead_repeat_claims_pkey primary key (phone_e164, name, grade, source_page),
  constraint lead_repeat_claims_lead_id_fkey foreign key (lead_id) references leads (id)
    on delete cascade deferrable initially deferred,
  constraint lead_repeat_claims_expiry_check check (expires_at > lead_created_at)
);
create index lead_repeat_claims_lead_id_idx on lead_repeat_claims (lead_id);

insert into lead_repeat_claims (phone_e164, name, grade, source_page, lead_id, lead_created_at, expires_at)
select distinct on (phone_e164, name, grade, source_page)
  phone_e164, name, grade, source_page, id, created_at, created_at + interval '10 minutes'
from leads
where created_at > now() - interval '10 minutes'
order by phone_e164, name, grade, source_page, created_at desc;

create table lead_reason_tokens (
  token_hash text not null,
  lead_id uuid not null references leads (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  constraint lead_reason_tokens_pkey primary key (token_hash),
  constraint lead_reason_tokens_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint lead_reason_tokens_expiry_check check (expires_at > created_at)
);
create index lead_reason_tokens_lead_id_idx on lead_reason_tokens (lead_id);
create index lead_reason_tokens_expires_at_idx on lead_reason_tokens (expires_at);
`,
};
