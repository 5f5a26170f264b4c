import { CURRICULA, type Curriculum } from '../catalogue/curriculum.ts';
import type { ClassType } from '../catalogue/class-type.ts';
import type { Stream } from '../catalogue/stream.ts';
import { SUBJECTS, toSubjectName } from '../catalogue/subject.ts';

/*
 * A free session (decision 074) is a free class offering: the free classes (`kind = 'free'`) of one
 * subject, grade list, stream and curriculum. It has no table of its own: its dated classes are
 * its slots, and its id is written from those four facts, so an import that adds a free class
 * adds a slot to the right session without anyone naming it.
 */

/** What makes two free classes slots of one free session. */
export type FreeSessionKey = {
  subject: string;
  /** Sorted, without repeats (as imports store them). */
  grades: readonly number[];
  /** null = every stream of the grades. */
  stream: Stream | null;
  curriculum: string;
};

/** The short form of each curriculum label inside an id. */
const CURRICULUM_KEYS: Record<Curriculum, string> = {
  '2013 Indonesian Curriculum (Revised Version)': 'k13',
  'Kurikulum Merdeka': 'merdeka',
};

const STREAM_KEYS: Record<Stream, string> = { IPA: 'ipa', IPS: 'ips', SMK: 'smk', SD: 'sd' };
const EVERY_STREAM = 'semua';
const GRADE = '(?:[4-9]|1[0-2])';
const ID_PATTERN = new RegExp(
  `^(${SUBJECTS.map((subject) => subject.value).join('|')})-(${GRADE}(?:\\.${GRADE}){0,8})-(${EVERY_STREAM}|ipa|ips|smk|sd)-(k13|merdeka)$`,
);

/** Ids are short, lower-case and URL-safe; anything longer is not one. */
export const FREE_SESSION_ID_MAX_LENGTH = 80;

/**
 * The id of a free session: `<subject>-<grades joined by .>-<stream or semua>-<k13|merdeka>`.
 * Null for a curriculum outside the catalogue (no free session can be named for it).
 *
 * @example
 * freeSessionId({ subject: 'matematika', grades: [5], stream: null, curriculum: 'Kurikulum Merdeka' });
 * // 'matematika-5-semua-merdeka'
 * freeSessionId({ subject: 'fisika', grades: [10, 11], stream: 'IPA', curriculum: '2013 Indonesian Curriculum (Revised Version)' });
 * // 'fisika-10.11-ipa-k13'
 */
export function freeSessionId(key: FreeSessionKey): string | null {
  const curriculum = CURRICULUM_KEYS[key.curriculum as Curriculum];
  if (!curriculum || key.grades.length === 0) return null;
  const stream = key.stream ? STREAM_KEYS[key.stream] : EVERY_STREAM;
  return `${key.subject}-${key.grades.join('.')}-${stream}-${curriculum}`;
}

/**
 * Reads a free session id back into its key; null when it is not one written by freeSessionId
 * (grades out of order or repeated included, so one session has one id).
 *
 * @example
 * parseFreeSessionId('matematika-5-semua-merdeka');
 * // { subject: 'matematika', grades: [5], stream: null, curriculum: 'Kurikulum Merdeka' }
 * parseFreeSessionId('matematika-9.8-semua-k13'); // null
 */
export function parseFreeSessionId(id: string): FreeSessionKey | null {
  if (id.length > FREE_SESSION_ID_MAX_LENGTH) return null;
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  const [, subject, gradeList, streamKey, curriculumKey] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const grades = gradeList.split('.').map(Number);
  if (grades.some((grade, index) => index > 0 && grade <= (grades[index - 1] as number))) return null;
  const stream =
    streamKey === EVERY_STREAM
      ? null
      : ((Object.keys(STREAM_KEYS) as Stream[]).find((name) => STREAM_KEYS[name] === streamKey) ?? null);
  const curriculum = CURRICULA.find((label) => CURRICULUM_KEYS[label] === curriculumKey) as string;
  return { subject, grades, stream, curriculum };
}

function gradesLabel(grades: readonly number[]): string {
  const first = grades[0];
  const last = grades[grades.length - 1];
  if (first === undefined || last === undefined) return 'Kelas';
  if (grades.length === 1) return `Kelas ${first}`;
  const consecutive = grades.every((grade, index) => grade === first + index);
  return consecutive ? `Kelas ${first}–${last}` : `Kelas ${grades.join(', ')}`;
}

/**
 * The name a free session goes by on the pages: subject, grades and, when it names one, the
 * stream. (Each slot has its own topic title.)
 *
 * @example
 * freeSessionTitle({ subject: 'matematika', grades: [5], stream: null, curriculum: 'Kurikulum Merdeka' });
 * // 'Kelas Gratis Matematika Kelas 5'
 * freeSessionTitle({ subject: 'fisika', grades: [10], stream: 'IPA', curriculum: 'Kurikulum Merdeka' });
 * // 'Kelas Gratis Fisika Kelas 10 IPA'
 */
export function freeSessionTitle(key: Pick<FreeSessionKey, 'subject' | 'grades' | 'stream'>): string {
  const stream = key.stream === 'IPA' || key.stream === 'IPS' || key.stream === 'SMK' ? ` ${key.stream}` : '';
  return `Kelas Gratis ${toSubjectName(key.subject)} ${gradesLabel(key.grades)}${stream}`;
}

/** The grades of each class type (docs/product §3: 4–6 SD, 7–9 SMP/MTs, 10–12 SMA/MA and SMK). */
const CLASS_TYPE_GRADES: Record<ClassType, readonly number[]> = {
  SD: [4, 5, 6],
  'SMP/MTs': [7, 8, 9],
  'SMA/MA': [10, 11, 12],
  SMK: [10, 11, 12],
};

/** The streams a class type's students belong to; a session for one of these (or for all) fits. */
const CLASS_TYPE_STREAMS: Record<ClassType, readonly (Stream | null)[]> = {
  SD: [null, 'SD'],
  'SMP/MTs': [null],
  'SMA/MA': [null, 'IPA', 'IPS'],
  SMK: [null, 'SMK'],
};

/**
 * The `curriculum`, `class`, `grade` and `stream` filters of `GET {api}/sessions/v1/sessions/free`
 * (docs/product §7), read: every given filter must hold.
 */
export type FreeSessionFilter = {
  /** A grade number 4–12: the session is for it. */
  grade?: number;
  /** A class type: the session is for one of its grades and, if it names a stream, one of its streams. */
  classType?: ClassType;
  /** A stream: the session names it, or names none (every stream). */
  stream?: Stream;
  /** A curriculum label, as stored. */
  curriculum?: Curriculum;
};

/**
 * Whether a free session passes the filters.
 *
 * @example
 * const session = { subject: 'matematika', grades: [10], stream: null, curriculum: 'Kurikulum Merdeka' };
 * matchesFreeSessionFilter(session, { grade: 10, stream: 'IPS' }); // true — every stream
 * matchesFreeSessionFilter(session, { classType: 'SMP/MTs' }); // false
 */
export function matchesFreeSessionFilter(key: FreeSessionKey, filter: FreeSessionFilter): boolean {
  if (filter.grade !== undefined && !key.grades.includes(filter.grade)) return false;
  if (filter.stream !== undefined && key.stream !== null && key.stream !== filter.stream) return false;
  if (filter.curriculum !== undefined && key.curriculum !== filter.curriculum) return false;
  if (filter.classType !== undefined) {
    const grades = CLASS_TYPE_GRADES[filter.classType];
    if (!key.grades.some((grade) => grades.includes(grade))) return false;
    if (!CLASS_TYPE_STREAMS[filter.classType].includes(key.stream)) return false;
  }
  return true;
}
