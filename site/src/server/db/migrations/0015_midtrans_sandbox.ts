import type { Migration } from './index.ts';

/*
 * The built-in Midtrans sandbox gateway's own state (issue 16, decision 080): what Midtrans keeps
 * on its side for a Snap transaction, kept here so the demo and tests survive restarts. It is the
 * gateway's table, never read by orders (they ask it over HTTP, as they would ask Midtrans).
 *
 * - `order_id` is Snap's transaction_details.order_id: unique forever, as Midtrans refuses a
 *   reused one; `token` the Snap token of its payment page.
 * - `request` the accepted Snap request body (items, customer, enabled payments, finish URL).
 * - Until the tester picks an outcome on the payment page the transaction is not charged:
 *   `transaction_status` and `transaction_id` are null and the status API answers 404, as
 *   Midtrans does for a Snap token nobody paid with. Then pending, settlement, deny, cancel or
 *   expire; `notify_options` holds the tester's notification switches.
 * - `expires_at`: when the payment page, and a pending payment, lapse (Snap's expiry).
 */
export const migration: Migration = {
  id: '0015_midtrans_sandbox',
  sql: String.raw`
create table midtrans_sandbox_transactions (
  order_id text primary key,
  token uuid not null unique,
  gross_amount integer not null,
  request jsonb not null,
  notification_url text not null,
  payment_method text,
  transaction_id uuid unique,
  transaction_status text,
  notify_options jsonb not null default '{}',
  charged_at timestamptz,
  settled_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint midtrans_sandbox_order_id_format check (order_id ~ '^[A-Za-z0-9._~-]{1,50}$'),
  constraint midtrans_sandbox_gross_amount_check check (gross_amount > 0),
  constraint midtrans_sandbox_status_check check (
    transaction_status in ('pending', 'settlement', 'deny', 'cancel', 'expire')
  ),
  constraint midtrans_sandbox_charged_check check (
    (transaction_status is null) = (transaction_id is null)
    and (transaction_status is null) = (charged_at is null)
    and (transaction_status is null) = (payment_method is null)
  ),
  constraint midtrans_sandbox_settled_check check ((transaction_status = 'settlement') = (settled_at is not null))
);
create trigger midtrans_sandbox_transactions_set_updated_at before update on midtrans_sandbox_transactions
  for each row execute function set_updated_at();
`,
};
