import type { PackageBody } from '@bimbel/domain/contracts/package-contracts';
import { packageFitsStudent } from '@bimbel/domain/packages/package-fits-student';
import type { Kysely } from 'kysely';
import type { AccessTokenClaims } from '#site/server/auth/access-token.ts';
import type { Tables } from '#site/server/db/schema.ts';
import { loadPackagesForGrade, packageQueryOf } from '#site/server/billing/catalogue/package-loaders.ts';
import { withOnePopular } from '#site/server/billing/catalogue/popular-package.ts';
import { loadAccountUsers } from '#site/server/users/session-data.ts';
import type { PaketQuery } from './paket-query.ts';

/** A student of the buyer's family as /paket names them; `hasPackage` false when no package fits (kelas 4, decision 103). */
export type PaketStudent = { name: string; grade: number; hasPackage: boolean };

export type PaketPageData = {
  packages: PackageBody[];
  /** `family`: fitting the logged-in family's students; `filter`: the query's; `all`: everything. */
  mode: 'family' | 'filter' | 'all';
  /** The logged-in family's students with a grade (empty for a visitor). */
  students: PaketStudent[];
};

/**
 * /paket's packages (decision 081): the query's program and grade when it has them; else, for a
 * logged-in family with students, the packages that fit any of them (a parent sees every child's
 * level at once and can switch to a grade or to all); else the whole catalogue. Of the packages
 * shown, one at most is "Paling populer" (decision 103).
 */
export async function loadPaketPage(
  db: Kysely<Tables>,
  claims: AccessTokenClaims | null,
  query: PaketQuery,
  now: Date = new Date(),
): Promise<PaketPageData> {
  const data = await loadShownPackages(db, claims, query);
  return { ...data, packages: await withOnePopular(db, data.packages, now) };
}

async function loadShownPackages(
  db: Kysely<Tables>,
  claims: AccessTokenClaims | null,
  query: PaketQuery,
): Promise<PaketPageData> {
  const family = claims ? await loadAccountUsers(db, claims.accountId) : [];
  const schooling = family.flatMap((user) => {
    const fields = packageQueryOf(user);
    return fields ? [{ name: user.full_name, ...fields }] : [];
  });
  const all = await loadPackagesForGrade(db, {});
  const students = schooling.map((student) => ({
    name: student.name,
    grade: student.grade,
    hasPackage: all.some((candidate) => packageFitsStudent(candidate, student)),
  }));
  if (query.program || query.grade) {
    const packages = await loadPackagesForGrade(db, { grade: query.grade, program: query.program });
    return { packages, mode: 'filter', students };
  }
  if (schooling.length === 0 || query.all) return { packages: all, mode: 'all', students };
  const fitting = all.filter((candidate) =>
    schooling.some((student) => packageFitsStudent(candidate, student)),
  );
  return { packages: fitting, mode: 'family', students };
}
