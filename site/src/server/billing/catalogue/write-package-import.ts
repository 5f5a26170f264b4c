import type { PackageImport } from '@bimbel/domain/packages/package-import';
import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/schema.ts';

/* The writing half of the catalogue import (import-packages.ts validates first). */

export type PackageImportCounts = { created: number; updated: number; unchanged: number };

const packageValues = (record: PackageImport) => ({
  id: record.id,
  program: record.program,
  name: record.name,
  description: record.description,
  features: JSON.stringify(record.features),
  grades: [...record.grades].sort((a, b) => a - b),
  monthly_price: record.monthlyPrice,
  is_popular: record.isPopular,
  sort_order: record.sortOrder,
  active: record.active,
});

const tenureKey = (tenures: readonly { months: number; price: number }[]) =>
  JSON.stringify(
    [...tenures].sort((a, b) => a.months - b.months).map(({ months, price }) => [months, price]),
  );

/**
 * Writes valid package records in the caller's transaction: new ids inserted, changed ones updated
 * (their tenures replaced when they differ), equal ones left alone. Answers the counts.
 */
export async function writePackageImport(
  trx: Transaction<Tables>,
  records: readonly PackageImport[],
): Promise<PackageImportCounts> {
  const counts: PackageImportCounts = { created: 0, updated: 0, unchanged: 0 };
  // An import of nothing changes nothing (and `where id in ()` is not SQL).
  if (records.length === 0) return counts;
  // One import at a time: the comparison below stays true until the writes. Readers are not blocked.
  await sql`lock table packages, package_tenures in share row exclusive mode`.execute(trx);
  const ids = records.map((record) => record.id);
  const stored = new Map(
    (await trx.selectFrom('packages').selectAll().where('id', 'in', ids).execute()).map((row) => [
      row.id,
      row,
    ]),
  );
  const storedTenures = await trx
    .selectFrom('package_tenures')
    .selectAll()
    .where('package_id', 'in', ids)
    .execute();
  for (const record of records) {
    const values = packageValues(record);
    const existing = stored.get(record.id);
    const tenuresBefore = storedTenures.filter((tenure) => tenure.package_id === record.id);
    const tenuresChanged = tenureKey(tenuresBefore) !== tenureKey(record.tenures);
    if (!existing) {
      await trx.insertInto('packages').values(values).execute();
      counts.created++;
    } else {
      const rowChanged =
        existing.program !== values.program ||
        existing.name !== values.name ||
        existing.description !== values.description ||
        JSON.stringify(existing.features) !== values.features ||
        JSON.stringify([...existing.grades].sort((a, b) => a - b)) !== JSON.stringify(values.grades) ||
        existing.monthly_price !== values.monthly_price ||
        existing.is_popular !== values.is_popular ||
        existing.sort_order !== values.sort_order ||
        existing.active !== values.active;
      if (!rowChanged && !tenuresChanged) {
        counts.unchanged++;
        continue;
      }
      if (rowChanged) await trx.updateTable('packages').set(values).where('id', '=', record.id).execute();
      counts.updated++;
    }
    if (tenuresChanged) {
      await trx.deleteFrom('package_tenures').where('package_id', '=', record.id).execute();
      await trx
        .insertInto('package_tenures')
        .values(record.tenures.map(({ months, price }) => ({ package_id: record.id, months, price })))
        .execute();
    }
  }
  return counts;
}
