import type { Migration } from './index.ts';

/*
 * Refunds and chargebacks (decision 104).
 *
 * - `payment_reversals`: money that went back after a payment, one row per reversal the gateway
 *   reports (a refund we asked for, or a chargeback the card's issuer made), recorded once however
 *   often, late or out of order its notification comes: `gateway_reference` is the gateway's own
 *   id of the reversal (`<gateway order id>#<refund_chargeback_id>` for Midtrans) and unique.
 *   Whole rupiah.
 * - `orders.refunded_amount`: the sum of its reversals; `orders.refunded_at`: when the money kept
 *   for the order reached nothing (a full refund or chargeback) and its paid periods ended. The
 *   order's status stays `paid` — that it was paid remains a fact; what came back is beside it.
 * - The sandbox gateway's transactions learn Midtrans's statuses after a settlement (refund,
 *   partial_refund, chargeback, partial_chargeback) and keep their reversals (`refunds`, as the
 *   status API lists them).
 */
export const migration: Migration = {
  id: '0022_refunds_and_chargebacks',
  sql: String.raw`
create table payment_reversals (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete restrict,
  attempt_id uuid not null references payment_attempts (id) on delete restrict,
  kind text not null,
  amount integer not null,
  gateway_reference text not null unique,
  refund_key text,
  reason text,
  created_at timestamptz not null default now(),
  constraint payment_reversals_kind_check check (kind in ('refund', 'chargeback')),
  constraint payment_reversals_amount_check check (amount > 0)
);
create index payment_reversals_order_idx on payment_reversals (order_id, created_at);

alter table orders add column refunded_amount integer not null default 0;
alter table orders add column refunded_at timestamptz;
alter table orders add constraint orders_refunded_check check (
  refunded_amount >= 0 and (refunded_amount = 0 or status = 'paid') and (refunded_at is null or refunded_amount > 0)
);

alter table midtrans_sandbox_transactions add column refunds jsonb not null default '[]';
alter table midtrans_sandbox_transactions drop constraint midtrans_sandbox_status_check;
alter table midtrans_sandbox_transactions add constraint midtrans_sandbox_status_check check (
  transaction_status in ('pending', 'settlement', 'deny', 'cancel', 'expire',
    'refund', 'partial_refund', 'chargeback', 'partial_chargeback')
);
alter table midtrans_sandbox_transactions drop constraint midtrans_sandbox_settled_check;
alter table midtrans_sandbox_transactions add constraint midtrans_sandbox_settled_check check (
  (transaction_status in ('settlement', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback'))
    = (settled_at is not null)
);
`,
};
