import type { PackageBody } from '@bimbel/domain/contracts/package-contracts';
import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import {
  PACKAGE_PROGRAM_LABELS,
  PACKAGE_PROGRAMS,
  type PackageProgram,
} from '@bimbel/domain/packages/package-program';
import { classFitsProgram } from '@bimbel/domain/packages/program-class-fit';
import { daftarBimbelPath, toProgramSlug } from '@bimbel/domain/packages/program-slug';
import type { TaxMode } from '@bimbel/domain/packages/price-tax';
import { formatTimeRangeInZone } from '@bimbel/domain/time/format-time-in-zone';
import { startOfZonedDay } from '@bimbel/domain/time/jakarta-week';
import { inZone } from '@bimbel/domain/time/zoned-dayjs';
import type { Kysely } from 'kysely';
import { getConfig } from '../../config/config.ts';
import type { Tables } from '../../db/schema.ts';
import { listTimetable, type ClassRow } from '../../live-classes/class-queries.ts';
import { loadTeacherProfiles, type TeacherProfile } from '../../live-classes/teachers-loader.ts';
import { loadPackagesForGrade } from './package-loaders.ts';
import { findActivePackages } from './package-queries.ts';
import { withOnePopular } from './popular-package.ts';

/*
 * The sales and registration pages (docs/product §2 /bimbel-online, /daftar-bimbel,
 * /daftar-bimbel-{product}; decision 084): the package catalogue grouped by program, and the
 * coming classes and teachers from the timetable — the same data /paket, /jadwal and /gurujuara
 * read, so what the pages promise is what a family buys.
 */

/** One program of the catalogue as the sales pages sell it. */
export type ProgramOffer = {
  program: PackageProgram;
  /** 'sma-ipa' */
  slug: string;
  /** 'SMA/MA IPA' */
  label: string;
  /** Its registration page, '/daftar-bimbel-sma-ipa'. */
  path: string;
  /** Its active packages, in catalogue order. */
  packages: PackageBody[];
  /** Every grade its packages are for, ascending. */
  grades: number[];
  /** The lowest 1-month price of its packages, whole rupiah. */
  fromMonthlyPrice: number;
  /** The lowest monthly price of any tenure (the longest tenure is the cheapest per month). */
  lowestMonthlyPrice: number;
  /** The tenure length, in months, that gives `lowestMonthlyPrice`. */
  lowestMonthlyPriceMonths: number;
};

function toOffer(program: PackageProgram, packages: PackageBody[]): ProgramOffer {
  const cheapest = packages
    .flatMap((item) => item.tenures)
    .reduce((best, tenure) => (tenure.monthlyPrice < best.monthlyPrice ? tenure : best));
  return {
    program,
    slug: toProgramSlug(program),
    label: PACKAGE_PROGRAM_LABELS[program],
    path: daftarBimbelPath(program),
    packages,
    grades: [...new Set(packages.flatMap((item) => item.grades))].sort((a, b) => a - b),
    fromMonthlyPrice: Math.min(...packages.map((item) => item.monthlyPrice)),
    lowestMonthlyPrice: cheapest.monthlyPrice,
    lowestMonthlyPriceMonths: cheapest.months,
  };
}

/**
 * Every program that has an active package, in the catalogue's program order (SD, SMP, SMA IPA,
 * SMA IPS, SMK, UTBK-SNBT): the products of /daftar-bimbel and the prices of /bimbel-online.
 * A program without an active package is left out (its page answers 404).
 *
 * @example
 * const offers = await loadProgramOffers(db); // [{ program: 'SD', path: '/daftar-bimbel-sd', … }, …]
 */
export async function loadProgramOffers(
  db: Kysely<Tables>,
  taxMode: TaxMode = getConfig().pricesTaxMode,
  now: Date = new Date(),
): Promise<ProgramOffer[]> {
  // One "Populer" across the page's price table (decision 103).
  const packages = await withOnePopular(db, await loadPackagesForGrade(db, {}, taxMode), now);
  return PACKAGE_PROGRAMS.flatMap((program) => {
    const own = packages.filter((item) => item.program === program);
    return own.length > 0 ? [toOffer(program, own)] : [];
  });
}

/** One program's offer, or null when it has no active package (then it has no page). */
export async function loadProgramOffer(
  db: Kysely<Tables>,
  program: PackageProgram,
  taxMode: TaxMode = getConfig().pricesTaxMode,
  now: Date = new Date(),
): Promise<ProgramOffer | null> {
  const packages = await withOnePopular(db, await loadPackagesForGrade(db, { program }, taxMode), now);
  return packages.length > 0 ? toOffer(program, packages) : null;
}

/** A coming class as the sales pages show it: plain strings, ready to render (and to cache). */
export type SalesClass = {
  id: string;
  title: string;
  subjectName: string;
  /** 'Kelas 8', 'Kelas 11 IPA', 'Kelas 12' */
  gradesLabel: string;
  /** 'Senin, 30 Nov' */
  day: string;
  /** '19.00–20.30 WIB' */
  timeRange: string;
  startsAt: string;
  endsAt: string;
  /** Started and not ended at `now`. */
  ongoing: boolean;
  teacher: { slug: string; name: string };
};

/** How far ahead the sales pages look for classes. */
export const SALES_CLASS_DAYS = 8;

function gradesLabel({ grades, stream }: Pick<ClassRow, 'grades' | 'stream'>): string {
  const sorted = [...grades].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  const range = first === last ? `Kelas ${first}` : `Kelas ${first}–${last}`;
  return stream && stream !== 'SD' ? `${range} ${stream}` : range;
}

function toSalesClass(row: ClassRow, now: Date): SalesClass {
  return {
    id: row.id,
    title: row.title,
    subjectName: toSubjectName(row.subject),
    gradesLabel: gradesLabel(row),
    day: inZone(row.starts_at).format('dddd, D MMM'),
    timeRange: formatTimeRangeInZone(row.starts_at, row.ends_at),
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    ongoing: row.starts_at <= now && row.ends_at > now,
    teacher: { slug: row.teacher_slug, name: row.teacher_name },
  };
}

/** The classes not yet ended, from today (Jakarta) for SALES_CLASS_DAYS days, soonest first. */
async function comingRows(db: Kysely<Tables>, now: Date): Promise<ClassRow[]> {
  const rows = await listTimetable(db, {
    from: startOfZonedDay(now),
    to: startOfZonedDay(now, SALES_CLASS_DAYS),
  });
  return rows.filter((row) => row.ends_at > now);
}

const fitsAnyProgram = (row: ClassRow, programs: readonly PackageProgram[]) =>
  programs.some((program) =>
    classFitsProgram(
      { kind: row.kind, grades: row.grades, stream: row.stream, focusExamId: row.focus_exam_id },
      program,
    ),
  );

/** The teachers of `classes`, in /gurujuara's order, each once. */
function teachersOf(profiles: TeacherProfile[], classes: readonly SalesClass[]): TeacherProfile[] {
  const slugs = new Set(classes.map((liveClass) => liveClass.teacher.slug));
  return profiles.filter((profile) => slugs.has(profile.slug));
}

export type SalesSchedule = { classes: SalesClass[]; teachers: TeacherProfile[] };

/**
 * /bimbel-online's live-class format: the next class of each grade the given programs sell (one
 * per grade, so a family sees its own child's next class and the page is not one evening of
 * grade 8), soonest first, and every teacher with their next classes and ratings (/gurujuara).
 */
export async function loadSalesSchedule(
  db: Kysely<Tables>,
  programs: readonly PackageProgram[],
  now: Date = new Date(),
): Promise<SalesSchedule> {
  const [rows, teachers] = await Promise.all([comingRows(db, now), loadTeacherProfiles(now, db)]);
  const seenGrades = new Set<string>();
  const classes = rows
    .filter((row) => row.kind === 'regular' && fitsAnyProgram(row, programs))
    .filter((row) => {
      const key = [...row.grades].sort((a, b) => a - b).join(',');
      if (seenGrades.has(key)) return false;
      seenGrades.add(key);
      return true;
    })
    .sort((a, b) => Math.min(...a.grades) - Math.min(...b.grades))
    .map((row) => toSalesClass(row, now));
  return { classes, teachers };
}

/** How many coming classes a registration page lists. */
export const PROGRAM_CLASS_LIMIT = 6;

/**
 * A registration page's classes: the next PROGRAM_CLASS_LIMIT classes a subscriber of the program
 * takes, soonest first, and the teachers of those classes.
 */
export async function loadProgramSchedule(
  db: Kysely<Tables>,
  program: PackageProgram,
  now: Date = new Date(),
): Promise<SalesSchedule> {
  const [rows, profiles] = await Promise.all([comingRows(db, now), loadTeacherProfiles(now, db)]);
  const classes = rows
    .filter((row) => fitsAnyProgram(row, [program]))
    .slice(0, PROGRAM_CLASS_LIMIT)
    .map((row) => toSalesClass(row, now));
  return { classes, teachers: teachersOf(profiles, classes) };
}

/**
 * The registration pages that exist now, one per program with an active package, in program
 * order: the sitemap lists them (decision 084).
 */
export async function listProgramPagePaths(db: Kysely<Tables>): Promise<string[]> {
  const rows = await findActivePackages(db, { programs: PACKAGE_PROGRAMS });
  const programs = new Set(rows.map((row) => row.program));
  return PACKAGE_PROGRAMS.filter((program) => programs.has(program)).map(daftarBimbelPath);
}
