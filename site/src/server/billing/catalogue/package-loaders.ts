import type { PackageBody } from '@bimbel/domain/contracts/package-contracts';
import { parseGradeValue } from '@bimbel/domain/catalogue/grade';
import type { Stream } from '@bimbel/domain/catalogue/stream';
import type { PackageProgram } from '@bimbel/domain/packages/package-program';
import { packageProgramsFor } from '@bimbel/domain/packages/package-programs-for';
import type { TaxMode } from '@bimbel/domain/packages/price-tax';
import type { Kysely } from 'kysely';
import { getConfig } from '../../config/config.ts';
import type { Tables, User } from '../../db/schema.ts';
import { toPackageBody } from './package-body.ts';
import { findActivePackages, findPackage } from './package-queries.ts';

/*
 * The catalogue for server components (issue 16): the /paket pages read it here, straight from
 * the database, exactly as GET {packages-api}/api/v1/packages answers it.
 */

/** What /paket filters by: a grade 5–12, a stream (narrows grades 10–12), a program. All optional. */
export type PackageQuery = { grade?: number | null; stream?: Stream | null; program?: PackageProgram | null };

/**
 * The active packages that fit the query, with priced tenures and the tax sentence; [] when
 * nothing fits (the page then says 'Tidak ada paket yang tersedia').
 *
 * @example
 * const packages = await loadPackagesForGrade(db, { grade: 12, stream: 'IPA' }); // SMA IPA and UTBK-SNBT
 */
export async function loadPackagesForGrade(
  db: Kysely<Tables>,
  { grade, stream, program }: PackageQuery,
  taxMode: TaxMode = getConfig().pricesTaxMode,
): Promise<PackageBody[]> {
  const fitting = packageProgramsFor({ grade, stream });
  const programs = program ? fitting.filter((candidate) => candidate === program) : fitting;
  const rows = await findActivePackages(db, { programs, ...(grade ? { grade } : {}) });
  return rows.map((row) => toPackageBody(row, taxMode));
}

/** One active package (the tenure-pick step), or null when unknown or withdrawn. */
export async function loadPackage(
  db: Kysely<Tables>,
  id: string,
  taxMode: TaxMode = getConfig().pricesTaxMode,
): Promise<PackageBody | null> {
  const row = await findPackage(db, id);
  if (!row || !row.active || row.tenures.length === 0) return null;
  return toPackageBody(row, taxMode);
}

/**
 * A student's grade and stream as the package filter takes them (`users.grade` is the
 * `grade_stream_class` value); null for a parent or a student without a known grade.
 */
export function packageQueryOf(
  user: Pick<User, 'role' | 'grade'>,
): { grade: number; stream: Stream | null } | null {
  if (user.role !== 'student' || !user.grade) return null;
  const grade = parseGradeValue(user.grade);
  return grade ? { grade: grade.grade, stream: grade.stream } : null;
}
