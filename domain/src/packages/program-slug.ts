import { PACKAGE_PROGRAMS, type PackageProgram } from './package-program.ts';

/*
 * The registration landing pages (docs/product §2 `/daftar-bimbel-{product}`, decision 084): one
 * per program of the package catalogue, its slug written from the program's own value, so a
 * program added to the catalogue gets its page without a list to keep in step.
 */

/** The registration pages' common start: `/daftar-bimbel` lists them, `/daftar-bimbel-{slug}` is one. */
export const DAFTAR_BIMBEL_PATH = '/daftar-bimbel';

/**
 * A program's slug: its catalogue value in lowercase, `_` written as `-`.
 *
 * @example
 * toProgramSlug('SMA_IPA'); // 'sma-ipa'
 * toProgramSlug('UTBK_SNBT'); // 'utbk-snbt'
 */
export function toProgramSlug(program: PackageProgram): string {
  return program.toLowerCase().replaceAll('_', '-');
}

/**
 * The program a slug names, or null for anything else (an unknown product, another case, a
 * stray character: each program has exactly one address).
 *
 * @example
 * programFromSlug('smk'); // 'SMK'
 * programFromSlug('SMK'); // null
 */
export function programFromSlug(slug: string): PackageProgram | null {
  return PACKAGE_PROGRAMS.find((program) => toProgramSlug(program) === slug) ?? null;
}

/**
 * The registration page of a program.
 *
 * @example
 * daftarBimbelPath('SMP'); // '/daftar-bimbel-smp'
 */
export function daftarBimbelPath(program: PackageProgram): string {
  return `${DAFTAR_BIMBEL_PATH}-${toProgramSlug(program)}`;
}

/**
 * The program of a one-segment address `daftar-bimbel-{slug}` (a route parameter, without the
 * leading slash), or null when the address is not a registration page of a known program.
 *
 * @example
 * programOfDaftarBimbelSegment('daftar-bimbel-sma-ips'); // 'SMA_IPS'
 * programOfDaftarBimbelSegment('daftar-bimbel-tk'); // null
 * programOfDaftarBimbelSegment('jadwal'); // null
 */
export function programOfDaftarBimbelSegment(segment: string): PackageProgram | null {
  const prefix = `${DAFTAR_BIMBEL_PATH.slice(1)}-`;
  return segment.startsWith(prefix) ? programFromSlug(segment.slice(prefix.length)) : null;
}
