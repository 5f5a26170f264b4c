import type { PackageProgram } from '@bimbel/domain/packages/package-program';
import { sql, type Kysely } from 'kysely';
import type { Package, PackageTenure, Tables } from '../../db/schema.ts';

/** A package row with its tenure options, shortest first. */
export type PackageWithTenures = Package & { tenures: Pick<PackageTenure, 'months' | 'price'>[] };

async function withTenures(db: Kysely<Tables>, rows: Package[]): Promise<PackageWithTenures[]> {
  if (rows.length === 0) return [];
  const tenures = await db
    .selectFrom('package_tenures')
    .select(['package_id', 'months', 'price'])
    .where(
      'package_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('months')
    .execute();
  return rows.map((row) => ({
    ...row,
    tenures: tenures
      .filter((tenure) => tenure.package_id === row.id)
      .map(({ months, price }) => ({ months, price })),
  }));
}

/** Which active packages to list: any of `programs` (none = nothing), for `grade` when given. */
export type PackageFilter = { programs: readonly PackageProgram[]; grade?: number };

/**
 * The active packages of the given programs (and grade), in catalogue order: sort order, then
 * the 1-month price. Packages without a tenure are left out (nothing could be bought).
 */
export async function findActivePackages(
  db: Kysely<Tables>,
  { programs, grade }: PackageFilter,
): Promise<PackageWithTenures[]> {
  if (programs.length === 0) return [];
  let query = db
    .selectFrom('packages')
    .selectAll()
    .where('active', '=', true)
    .where('program', 'in', [...programs])
    .where((eb) =>
      eb.exists(eb.selectFrom('package_tenures').select('months').whereRef('package_id', '=', 'packages.id')),
    );
  if (grade !== undefined) query = query.where(sql<boolean>`${grade} = any(grades)`);
  const rows = await query.orderBy('sort_order').orderBy('monthly_price').orderBy('id').execute();
  return withTenures(db, rows);
}

/** One package with its tenures, active or not (orders keep pointing at withdrawn ones). */
export async function findPackage(db: Kysely<Tables>, id: string): Promise<PackageWithTenures | undefined> {
  const row = await db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [found] = await withTenures(db, [row]);
  return found;
}
