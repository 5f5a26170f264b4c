/** How far back paid orders count towards "Paling populer" (decision 103). */
export const POPULAR_WINDOW_DAYS = 90;

/** A package as the choice needs it: its id and the catalogue's own flag. */
export type PopularCandidate = { id: string; isPopular: boolean };

/**
 * The one package a page marks "Paling populer" (decision 103), among the packages the page
 * shows, in the catalogue's order: the one with the most paid orders in the last
 * {@link POPULAR_WINDOW_DAYS} days; on a tie, or when none of them was bought, the catalogue's
 * own choice (`isPopular`), then the earlier one in catalogue order. Null when nothing shown was
 * bought and the catalogue flags none of them: a badge then would claim something untrue.
 *
 * @example
 * choosePopularPackage([{ id: 'sd', isPopular: false }, { id: 'smp', isPopular: true }], new Map([['sd', 3]])); // 'sd'
 * choosePopularPackage([{ id: 'sd', isPopular: false }, { id: 'smp', isPopular: true }], new Map()); // 'smp'
 * choosePopularPackage([{ id: 'sd', isPopular: false }], new Map()); // null
 */
export function choosePopularPackage(
  packages: readonly PopularCandidate[],
  paidOrders: ReadonlyMap<string, number>,
): string | null {
  let best: { id: string; orders: number; flagged: boolean } | null = null;
  for (const candidate of packages) {
    const orders = paidOrders.get(candidate.id) ?? 0;
    if (orders === 0 && !candidate.isPopular) continue;
    const beats =
      !best || orders > best.orders || (orders === best.orders && candidate.isPopular && !best.flagged);
    if (beats) best = { id: candidate.id, orders, flagged: candidate.isPopular };
  }
  return best?.id ?? null;
}

/**
 * The packages with `isPopular` true on the chosen one only ({@link choosePopularPackage}), so a
 * page shows one "Paling populer" whatever the catalogue flags.
 *
 * @example
 * markPopularPackage([{ id: 'a', isPopular: true }, { id: 'b', isPopular: true }], new Map()); // only 'a' keeps isPopular
 */
export function markPopularPackage<T extends PopularCandidate>(
  packages: readonly T[],
  paidOrders: ReadonlyMap<string, number>,
): T[] {
  const chosen = choosePopularPackage(packages, paidOrders);
  return packages.map((item) => ({ ...item, isPopular: item.id === chosen }));
}
