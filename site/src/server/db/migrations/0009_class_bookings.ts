import type { Migration } from './index.ts';

/*
 * Seats in free sessions (issue 15, decision 074). A free session's slot is a `live_classes` row
 * of kind 'free' with its capacity; a booking ties a student to a slot.
 *
 * - A cancelled booking keeps its row (`cancelled_at`), so a student's history stays readable and
 *   booking again makes a new row: at most one *active* booking per (slot, student), which the
 *   partial unique index holds whatever the code does.
 * - The capacity is enforced by the booking transaction (the slot row locked FOR UPDATE, then
 *   the active bookings counted), not by a constraint: a count cannot be a check constraint, and
 *   an admin may lower a capacity below the seats already taken.
 * - Deleting a class (the demo's old classes) or a user deletes their bookings.
 */
export const migration: Migration = {
  id: '0009_class_bookings',
  sql: String.raw`
create table class_bookings (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references live_classes (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  booked_at timestamptz not null,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint class_bookings_cancel_after_booking check (cancelled_at is null or cancelled_at >= booked_at)
);
create unique index class_bookings_active_key on class_bookings (class_id, user_id) where cancelled_at is null;
create index class_bookings_user_idx on class_bookings (user_id, booked_at) where cancelled_at is null;
create trigger class_bookings_set_updated_at before update on class_bookings
  for each row execute function set_updated_at();
`,
};
