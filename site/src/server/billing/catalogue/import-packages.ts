import { describeImportIssues } from '@bimbel/domain/live-classes/class-import';
import { PACKAGE_PROGRAM_LABELS, type PackageProgram } from '@bimbel/domain/packages/package-program';
import { PackageImportSchema, type PackageImport } from '@bimbel/domain/packages/package-import';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema.ts';
import { writePackageImport, type PackageImportCounts } from './write-package-import.ts';

export type { PackageImportCounts } from './write-package-import.ts';

/*
 * The catalogue import (issue 16, decision 079), shared by the admin API and the
 * `packages:import` CLI like the class import (decision 071): every record is validated, then all
 * are written in one transaction or none is. Packages are matched by id; a package left out keeps
 * its row (withdraw one with `active: false`); a record equal to what is stored changes nothing.
 * Orders copy their prices when made, so an import never changes an order.
 */

/** Where a record came from: its place in the list, and for files the file and line. */
export type PackagePlace = { index: number; file?: string; line?: number };
export type RawPackageRecord = { place: PackagePlace; value: unknown };
export type PackageImportProblem = PackagePlace & { key?: string; reason: string };
export type PackageImportOutcome =
  { ok: true; counts: PackageImportCounts } | { ok: false; problems: PackageImportProblem[] };

type Valid = { place: PackagePlace; record: PackageImport };

function keyOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const id = (value as Record<string, unknown>).id;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}

function describePlace(place: PackagePlace): string {
  return place.line !== undefined
    ? `baris ${place.line}${place.file ? ` ${place.file}` : ''}`
    : `nomor ${place.index}`;
}

function validateRecords(records: readonly RawPackageRecord[]) {
  const problems: PackageImportProblem[] = [];
  const valid: Valid[] = [];
  const seen = new Map<string, PackagePlace>();
  for (const { place, value } of records) {
    const key = keyOf(value);
    const parsed = PackageImportSchema.safeParse(value);
    if (!parsed.success) {
      problems.push({ ...place, ...(key ? { key } : {}), reason: describeImportIssues(parsed.error) });
      continue;
    }
    const first = seen.get(parsed.data.id);
    if (first) {
      problems.push({
        ...place,
        key: parsed.data.id,
        reason: `id sama dengan paket di ${describePlace(first)}`,
      });
      continue;
    }
    seen.set(parsed.data.id, place);
    valid.push({ place, record: parsed.data });
  }
  return { problems, valid };
}

/** Thrown inside the transaction to roll it back: a dry run, or problems found against stored rows. */
class Rollback extends Error {
  constructor(readonly outcome: PackageImportOutcome) {
    super('rollback');
  }
}

/** At most one popular active package per program, counting the stored ones the import leaves. */
async function popularProblems(
  trx: Transaction<Tables>,
  valid: readonly Valid[],
): Promise<PackageImportProblem[]> {
  const popular = await trx
    .selectFrom('packages')
    .select(['id', 'program'])
    .where('is_popular', '=', true)
    .where('active', '=', true)
    .execute();
  const byProgram = new Map<PackageProgram, string[]>();
  for (const row of popular) byProgram.set(row.program, [...(byProgram.get(row.program) ?? []), row.id]);
  const problems: PackageImportProblem[] = [];
  for (const { place, record } of valid) {
    if (!record.isPopular || !record.active) continue;
    const others = (byProgram.get(record.program) ?? []).filter((id) => id !== record.id);
    if (others.length > 0) {
      problems.push({
        ...place,
        key: record.id,
        reason: `isPopular: ${PACKAGE_PROGRAM_LABELS[record.program]} sudah punya paket populer (${others.join(', ')}); hanya satu per program`,
      });
    }
  }
  return problems;
}

/**
 * Validates and writes a catalogue import, all or nothing. Problems name each bad record (its
 * index, file line when read from a file, id) with the reason in Indonesian; a second popular
 * package in a program is one of them. `dryRun` checks and counts, then rolls everything back.
 */
export async function importPackages(
  db: Kysely<Tables>,
  records: readonly RawPackageRecord[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<PackageImportOutcome> {
  const { problems, valid } = validateRecords(records);
  if (problems.length > 0) return { ok: false, problems };
  try {
    const counts = await db.transaction().execute(async (trx) => {
      const written = await writePackageImport(
        trx,
        valid.map(({ record }) => record),
      );
      const popular = await popularProblems(trx, valid);
      if (popular.length > 0) throw new Rollback({ ok: false, problems: popular });
      if (dryRun) throw new Rollback({ ok: true, counts: written });
      return written;
    });
    return { ok: true, counts };
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}
