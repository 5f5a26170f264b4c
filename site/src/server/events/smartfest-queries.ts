import { sql, type Kysely } from 'kysely';
import type { SmartfestEdition } from '@bimbel/domain/events/smartfest-edition';
import type { SmartfestRegistration } from '@bimbel/domain/events/smartfest-registration';
import type { Tables } from '../db/schema.ts';


export type StoredEdition = SmartfestEdition & { id: string };

function toEdition(row: {
  id: string;
  slug: string;
  name: string;
  registration_opens_at: Date;
  registration_closes_at: Date;
  final_at: Date;
  final_place: string;
  rounds: { name: string; starts_at: string; ends_at: string; description: string }[];
  categories: { name: string; grades: number[] }[];
  prizes: string[];
}): StoredEdition {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    registrationOpensAt: row.registration_opens_at,
    registrationClosesAt: row.registration_closes_at,
    finalAt: row.final_at,
    finalPlace: row.final_place,
    rounds: row.rounds.map((round) => ({
      name: round.name,
      startsAt: new Date(round.starts_at),
      endsAt: new Date(round.ends_at),
      description: round.description,
    })),
    categories: row.categories,
    prizes: row.prizes,
  };
}

/**
 * The edition the page shows at `now`: the next one whose final is still ahead (a finished
 * edition gives way to the next as soon as its final day is over); with none ahead, the latest
 * one (the page says it is over); none at all → undefined.
 */
export async function findCurrentEdition(db: Kysely<Tables>, now: Date): Promise<StoredEdition | undefined> {
  const upcoming = await db
    .selectFrom('smartfest_editions')
    .selectAll()
    .where('final_at', '>=', now)
    .orderBy('final_at')
    .limit(1)
    .executeTakeFirst();
  const row =
    upcoming ??
    (await db.selectFrom('smartfest_editions').selectAll().orderBy('final_at', 'desc').limit(1).executeTakeFirst());
  return row ? toEdition(row) : undefined;
}

export type StoredRow = { id: string; created_at: Date };

/** The registration of this student (edition, parent's number, name in any case), if stored. */
export async function findRegistration(
  db: Kysely<Tables>,
  editionId: string,
  registration: Pick<SmartfestRegistration, 'parent_phone' | 'student_name'>,
): Promise<StoredRow | undefined> {
  return db
    .selectFrom('smartfest_registrations')
    .select(['id', 'created_at'])
    .where('edition_id', '=', editionId)
    .where('parent_phone_e164', '=', registration.parent_phone)
    .where(sql<string>`lower(student_name)`, '=', registration.student_name.toLowerCase())
    .executeTakeFirst();
}

export type RegistrationMeta = { userId: string | null; ipHash: string; requestId: string; at: Date };

/**
 * Inserts the registration unless this student is already registered for the edition (the
 * unique index decides, so two submits at the same instant store one row). Undefined when it
 * was already there.
 */
export async function insertRegistration(
  db: Kysely<Tables>,
  editionId: string,
  registration: SmartfestRegistration,
  meta: RegistrationMeta,
): Promise<StoredRow | undefined> {
  const { rows } = await sql<StoredRow>`
    insert into smartfest_registrations
      (edition_id, student_name, grade, school, parent_name, parent_phone_e164, email, user_id, ip_hash, request_id, created_at)
    values (${editionId}, ${registration.student_name}, ${registration.grade}, ${registration.school},
      ${registration.parent_name}, ${registration.parent_phone}, ${registration.email},
      (select id from users where id = ${meta.userId}::uuid), ${meta.ipHash}, ${meta.requestId}, ${meta.at})
    on conflict (edition_id, parent_phone_e164, (lower(student_name))) do nothing
    returning id, created_at`.execute(db);
  return rows[0];
}

