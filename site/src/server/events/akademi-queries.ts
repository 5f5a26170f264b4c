import { sql, type Kysely } from 'kysely';
import type { AkademiApplication } from '@bimbel/domain/events/akademi-application';
import type { Tables } from '../db/schema.ts';
import type { RegistrationMeta, StoredRow } from './smartfest-queries.ts';

/** The application of this WhatsApp number, if stored. */
export async function findApplication(db: Kysely<Tables>, phoneE164: string): Promise<StoredRow | undefined> {
  return db
    .selectFrom('akademi_applications')
    .select(['id', 'created_at'])
    .where('phone_e164', '=', phoneE164)
    .executeTakeFirst();
}

/** Inserts the application unless this number applied already (then undefined: the unique key decides). */
export async function insertApplication(
  db: Kysely<Tables>,
  application: AkademiApplication,
  meta: RegistrationMeta,
): Promise<StoredRow | undefined> {
  const { rows } = await sql<StoredRow>`
    insert into akademi_applications
      (name, phone_e164, email, province, city, subjects, levels, experience, motivation, user_id, ip_hash, request_id, created_at)
    values (${application.name}, ${application.phone}, ${application.email}, ${application.province},
      ${application.city}, ${JSON.stringify(application.subjects)}::jsonb, ${JSON.stringify(application.levels)}::jsonb,
      ${application.experience}, ${application.motivation},
      (select id from users where id = ${meta.userId}::uuid), ${meta.ipHash}, ${meta.requestId}, ${meta.at})
    on conflict (phone_e164) do nothing
    returning id, created_at`.execute(db);
  return rows[0];
}
