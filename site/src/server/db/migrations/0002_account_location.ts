import type { Migration } from './index.ts';

/*
 * Where a family lives: the registration's add-location step (/user/register/add-location,
 * PUT /user-management/v3/students/register `location`). Optional, so both columns are
 * nullable; a city is only kept together with its province.
 */
export const migration: Migration = {
  id: '0002_account_location',
  sql: String.raw`
alter table accounts
  add column province text,
  add column city text,
  add constraint accounts_province_length check (char_length(btrim(province)) between 1 and 100),
  add constraint accounts_city_length check (char_length(btrim(city)) between 1 and 100),
  add constraint accounts_city_needs_province check (city is null or province is not null);
`,
};
