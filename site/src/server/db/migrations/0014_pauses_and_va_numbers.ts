import type { Migration } from './index.ts';

/*
 * Pause limits (issue 16, decision 079): `pauses_used` counts the pauses taken in the current
 * paid period — one is allowed, up to 30 days — and a purchase starts a new period (back to 0).
 * `payment_attempts.va_number`: the virtual account number the gateway issued for a transfer
 * (from its notifications), shown on the pending page.
 */
export const migration: Migration = {
  id: '0014_pauses_and_va_numbers',
  sql: String.raw`
alter table subscriptions add column pauses_used smallint not null default 0;
alter table subscriptions add constraint subscriptions_pauses_used_check check (pauses_used >= 0);
alter table payment_attempts add column va_number text;
`,
};
