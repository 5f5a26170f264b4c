/** The timetable's grades (docs/product §3: grades 4–12) and the streams grades 10–12 split into. */
export const TIMETABLE_GRADES = [4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const TIMETABLE_STREAMS = ['IPA', 'IPS', 'SMK'] as const;
export type TimetableStream = (typeof TIMETABLE_STREAMS)[number];

/** /jadwal without a grade shows this one: the middle of the range, SMP (decision 072). */
export const DEFAULT_TIMETABLE_GRADE = 8;

export const TIMETABLE_PATH = '/jadwal';

export type TimetableQuery = {
  grade: number;
  /** Grades 10–12 only; null = every stream. */
  stream: TimetableStream | null;
};

/** The level a grade belongs to, as grade choosers group them. */
export function levelOfGrade(grade: number): 'SD' | 'SMP' | 'SMA/SMK' {
  return grade <= 6 ? 'SD' : grade <= 9 ? 'SMP' : 'SMA/SMK';
}

/**
 * Reads `/jadwal?kelas=10&jurusan=ipa`. An unknown grade falls back to the default grade, an
 * unknown stream (or a stream on grades 4–9) to every stream: the page always shows a timetable.
 *
 * @example
 * readTimetableQuery('kelas=10&jurusan=ips'); // { grade: 10, stream: 'IPS' }
 * readTimetableQuery('kelas=13'); // { grade: 8, stream: null }
 */
export function readTimetableQuery(search: string): TimetableQuery {
  const params = new URLSearchParams(search);
  const grade = Number(params.get('kelas'));
  const known = (TIMETABLE_GRADES as readonly number[]).includes(grade) ? grade : DEFAULT_TIMETABLE_GRADE;
  const streamParam = (params.get('jurusan') ?? '').toUpperCase();
  const stream =
    known >= 10 && (TIMETABLE_STREAMS as readonly string[]).includes(streamParam)
      ? (streamParam as TimetableStream)
      : null;
  return { grade: known, stream };
}

/**
 * The address of a grade's timetable; the default grade's is plain /jadwal (its canonical URL).
 *
 * @example
 * buildTimetablePath({ grade: 11, stream: 'IPA' }); // '/jadwal?kelas=11&jurusan=ipa'
 * buildTimetablePath({ grade: 8, stream: null }); // '/jadwal'
 */
export function buildTimetablePath({ grade, stream }: TimetableQuery): string {
  if (grade === DEFAULT_TIMETABLE_GRADE && stream === null) return TIMETABLE_PATH;
  const params = new URLSearchParams({ kelas: String(grade) });
  if (stream) params.set('jurusan', stream.toLowerCase());
  return `${TIMETABLE_PATH}?${params.toString()}`;
}

/** The name of a grade choice, e.g. "Kelas 10 IPA", "Kelas 5 SD". */
export function timetableGradeName({ grade, stream }: TimetableQuery): string {
  if (stream) return `Kelas ${grade} ${stream}`;
  const level = levelOfGrade(grade);
  return level === 'SMA/SMK' ? `Kelas ${grade} SMA/SMK` : `Kelas ${grade} ${level}`;
}
