import { PACKAGE_PROGRAMS, type PackageProgram } from '@bimbel/domain/packages/package-program';

/** /paket's filter as its address says it: `?program=SMP&kelas=8`, or `?semua=1` for a logged-in buyer. */
export type PaketQuery = {
  program: PackageProgram | null;
  /** 5–12 (the tenure grades, docs/product §3). */
  grade: number | null;
  /** A logged-in buyer asked for every package instead of their family's. */
  all: boolean;
};

export const PAKET_GRADES = [5, 6, 7, 8, 9, 10, 11, 12] as const;

/**
 * Reads /paket's query; a value it does not know is left out (the page then shows more, never an
 * error).
 *
 * @example
 * readPaketQuery('program=UTBK_SNBT'); // { program: 'UTBK_SNBT', grade: null, all: false }
 */
export function readPaketQuery(search: string): PaketQuery {
  const params = new URLSearchParams(search);
  const program = params.get('program');
  const grade = Number(params.get('kelas'));
  return {
    program: PACKAGE_PROGRAMS.includes(program as PackageProgram) ? (program as PackageProgram) : null,
    grade: (PAKET_GRADES as readonly number[]).includes(grade) ? grade : null,
    all: params.get('semua') === '1',
  };
}

/**
 * The address of a /paket filter.
 *
 * @example
 * paketPath({ program: 'SMP', grade: 8 }); // '/paket?program=SMP&kelas=8'
 */
export function paketPath({ program = null, grade = null, all = false }: Partial<PaketQuery>): string {
  const params = new URLSearchParams();
  if (program) params.set('program', program);
  if (grade) params.set('kelas', String(grade));
  if (all && !program && !grade) params.set('semua', '1');
  const search = params.toString();
  return search ? `/paket?${search}` : '/paket';
}
