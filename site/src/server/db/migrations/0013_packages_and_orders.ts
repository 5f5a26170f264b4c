import type { Migration } from './index.ts';

/*
 * Packages, orders and payments (issue 16, decision 079).
 *
 * - `packages` is the catalogue (imported by the admin path like the classes; demo content seeds a
 *   full one); `package_tenures` its tenure options, each with its whole-rupiah total price.
 *   Prices live only here: an order copies them when it is made, so a later price change never
 *   touches an order already made.
 * - `orders`: one checkout of one package and tenure for one or more students of one account
 *   (`order_lines`, one per student, each its own subscription period once paid). `client_reference`
 *   makes the create call idempotent per account (a double tap creates one order). The status
 *   moves through domain/src/orders/order-status.ts; `paid` is never left.
 * - `payment_attempts`: one gateway transaction per attempt (a retry after a failure is a new
 *   attempt of the same order, with its own `gateway_order_id` ≤ 50 URL-safe characters as
 *   Midtrans requires). `gross_amount` is the order's total at the time of the attempt.
 * - `payment_notifications`: every notification received, verified or not, for audit; the
 *   handler applies each (attempt, status) change once.
 * - `subscriptions.order_id` links a PAID period to the order that paid it; `paused_at` and
 *   `paused_remaining_seconds` hold a pause (PAUSED) so that a resume gives the time back (rows
 *   paused before this migration have neither).
 */
export const migration: Migration = {
  id: '0013_packages_and_orders',
  sql: String.raw`
create table packages (
  id text primary key,
  program text not null,
  name text not null,
  description text not null default '',
  features jsonb not null default '[]',
  grades smallint[] not null,
  monthly_price integer not null,
  is_popular boolean not null default false,
  sort_order integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint packages_id_format check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 60),
  constraint packages_program_check check (program in ('SD', 'SMP', 'SMA_IPA', 'SMA_IPS', 'SMK', 'UTBK_SNBT')),
  constraint packages_monthly_price_check check (monthly_price > 0)
);
create trigger packages_set_updated_at before update on packages
  for each row execute function set_updated_at();

create table package_tenures (
  package_id text not null references packages (id) on delete cascade,
  months smallint not null,
  price integer not null,
  primary key (package_id, months),
  constraint package_tenures_months_check check (months in (1, 3, 6, 12)),
  constraint package_tenures_price_check check (price > 0)
);

create table orders (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  account_id uuid not null references accounts (id) on delete restrict,
  buyer_user_id uuid not null references users (id) on delete restrict,
  client_reference uuid not null,
  package_id text not null references packages (id) on delete restrict,
  package_name text not null,
  tenure_months smallint not null,
  unit_price integer not null,
  quantity smallint not null,
  total integer not null,
  tax_mode text not null,
  tax_amount integer not null default 0,
  status text not null default 'created',
  failure_reason text,
  refund_due boolean not null default false,
  expires_at timestamptz not null,
  paid_at timestamptz,
  status_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_status_check check (status in ('created', 'pending', 'paid', 'expired', 'failed', 'cancelled')),
  constraint orders_tax_mode_check check (tax_mode in ('included', 'exempt')),
  constraint orders_amounts_check check (unit_price > 0 and quantity between 1 and 10 and total = unit_price * quantity and tax_amount >= 0 and tax_amount <= total),
  constraint orders_paid_at_check check ((status = 'paid') = (paid_at is not null))
);
create unique index orders_client_reference_key on orders (account_id, client_reference);
create index orders_account_idx on orders (account_id, created_at desc);
create index orders_open_idx on orders (expires_at) where status in ('created', 'pending');
create trigger orders_set_updated_at before update on orders
  for each row execute function set_updated_at();

create table order_lines (
  order_id uuid not null references orders (id) on delete cascade,
  student_id uuid not null references users (id) on delete restrict,
  price integer not null,
  subscription_id uuid,
  starts_at timestamptz,
  ends_at timestamptz,
  primary key (order_id, student_id),
  constraint order_lines_price_check check (price > 0),
  constraint order_lines_period_check check (ends_at is null or ends_at > starts_at)
);
create index order_lines_student_idx on order_lines (student_id);

create table payment_attempts (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  gateway text not null,
  gateway_order_id text not null unique,
  payment_method text not null,
  gross_amount integer not null,
  status text not null default 'created',
  snap_token text,
  redirect_url text,
  transaction_id text,
  payment_type text,
  status_code text,
  failure_reason text,
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_attempts_gateway_order_id_format check (gateway_order_id ~ '^[A-Za-z0-9._~-]{1,50}$'),
  constraint payment_attempts_status_check check (status in ('created', 'pending', 'paid', 'expired', 'failed', 'cancelled')),
  constraint payment_attempts_gross_amount_check check (gross_amount > 0)
);
create index payment_attempts_order_idx on payment_attempts (order_id, created_at desc);
create index payment_attempts_open_idx on payment_attempts (created_at) where status in ('created', 'pending');
create trigger payment_attempts_set_updated_at before update on payment_attempts
  for each row execute function set_updated_at();

create table payment_notifications (
  id uuid primary key default gen_random_uuid(),
  gateway text not null,
  gateway_order_id text,
  transaction_status text,
  status_code text,
  signature_valid boolean not null,
  applied boolean not null default false,
  body jsonb not null,
  received_at timestamptz not null
);
create index payment_notifications_order_idx on payment_notifications (gateway_order_id, received_at);

alter table subscriptions add column order_id uuid references orders (id) on delete set null;
alter table subscriptions add column paused_at timestamptz;
alter table subscriptions add column paused_remaining_seconds integer;
alter table subscriptions add constraint subscriptions_pause_check check (
  (paused_at is null or type = 'PAUSED') and (paused_at is null) = (paused_remaining_seconds is null)
);
alter table order_lines add constraint order_lines_subscription_fk foreign key (subscription_id) references subscriptions (id) on delete set null;
`,
};
