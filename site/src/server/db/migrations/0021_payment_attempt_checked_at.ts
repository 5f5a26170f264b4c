import type { Migration } from './index.ts';

/*
 * When reconciliation last asked the gateway about an attempt (issue 24): a run takes the open
 * attempts least recently checked first, so abandoned checkouts can no longer hold the oldest
 * places forever while a paid order whose notification was lost waits behind them.
 */
export const migration: Migration = {
  id: '0021_payment_attempt_checked_at',
  sql: String.raw`
alter table payment_attempts add column checked_at timestamptz;

create index payment_attempts_open_by_check on payment_attempts (checked_at nulls first, created_at)
  where status in ('created', 'pending');
`,
};
