import { markPopularPackage, POPULAR_WINDOW_DAYS } from '@bimbel/domain/packages/choose-popular-package';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema.ts';

const DAY_MS = 86_400_000;

/**
 * Paid orders per package in the {@link POPULAR_WINDOW_DAYS} days before `now` (decision 103):
 * what "Paling populer" is chosen from. An order for two children counts once — one family's choice.
 */
export async function countRecentPaidOrders(db: Kysely<Tables>, now: Date): Promise<Map<string, number>> {
  const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * DAY_MS);
  const rows = await db
    .selectFrom('orders')
    .select(['package_id', (eb) => eb.fn.countAll<string | number>().as('orders')])
    .where('status', '=', 'paid')
    .where('paid_at', '>=', since)
    .where('paid_at', '<=', now)
    .groupBy('package_id')
    .execute();
  return new Map(rows.map((row) => [row.package_id, Number(row.orders)]));
}

/**
 * The packages a page shows with exactly one — or, when nothing shown was bought or flagged,
 * no — "Paling populer" (decision 103), chosen among those very packages.
 *
 * @example
 * const packages = await withOnePopular(db, await loadPackagesForGrade(db, {}), new Date());
 */
export async function withOnePopular<T extends { id: string; isPopular: boolean }>(
  db: Kysely<Tables>,
  packages: readonly T[],
  now: Date,
): Promise<T[]> {
  if (packages.length === 0) return [];
  return markPopularPackage(packages, await countRecentPaidOrders(db, now));
}
