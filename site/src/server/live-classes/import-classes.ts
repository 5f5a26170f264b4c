import {
  ClassImportSchema,
  TeacherImportSchema,
  describeImportIssues,
  type ClassImport,
  type TeacherImport,
} from '@bimbel/domain/live-classes/class-import';
import { findClashesWithin, describeTeacherClash } from '@bimbel/domain/live-classes/teacher-clash';
import { jakartaYear } from '@bimbel/domain/live-classes/teaching-years';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { LiveClass, LiveClassMaterial, Tables, TanyaSubject, Teacher } from '../db/schema.ts';
import { describeStoredClash, findStoredClashes, isTeacherOverlapViolation } from './teacher-clashes.ts';

/*
 * The import of teachers and classes (issue 14, decision 071), shared by the admin API and the
 * `classes:import` CLI: every record is validated, then all are written in one transaction or
 * none is. Teachers are matched by slug, classes by externalId; a record equal to what is stored
 * changes nothing (no write, no calendar sequence bump).
 */

export type ImportList = 'teachers' | 'classes';

/** Where a record came from: its list and place in it, and for files the file and line. */
export type ImportPlace = { list: ImportList; index: number; file?: string; line?: number };
export type RawImportRecord = { place: ImportPlace; value: unknown };
export type ClassImportProblem = ImportPlace & {
  key?: string;
  reason: string;
  /** A teacher clash: the sentence naming the other class, without where it comes from. */
  clash?: string;
};

export type ImportCounts = { created: number; updated: number; unchanged: number };
export type ClassImportCounts = { teachers: ImportCounts; classes: ImportCounts };
/**
 * `conflict`: the records are valid but some class would overlap another class of its teacher
 * (decision 093) — answered 409 `teacher_busy`, where invalid records are 422.
 */
export type ClassImportOutcome =
  | { ok: true; counts: ClassImportCounts }
  | { ok: false; problems: ClassImportProblem[]; conflict?: boolean };

type Valid<T> = { place: ImportPlace; record: T };

function keyOf(value: unknown, field: string): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const key = (value as Record<string, unknown>)[field];
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}

function byPlace(a: ClassImportProblem, b: ClassImportProblem): number {
  if ((a.file ?? '') !== (b.file ?? '')) return (a.file ?? '') < (b.file ?? '') ? -1 : 1;
  if (a.line !== undefined && b.line !== undefined && a.line !== b.line) return a.line - b.line;
  if (a.list !== b.list) return a.list === 'teachers' ? -1 : 1;
  return a.index - b.index;
}

function describePlace(place: ImportPlace): string {
  return place.line !== undefined
    ? `baris ${place.line}${place.file ? ` ${place.file}` : ''}`
    : `nomor ${place.index}`;
}

/**
 * The records of one list against its schema; a record whose key (`slug`, `externalId`) an
 * earlier record of the list already has is a problem too. Problems are pushed onto `problems`.
 */
function validateList<T>(
  records: readonly RawImportRecord[],
  {
    schema,
    keyField,
    keyOfRecord,
    noun,
  }: { schema: z.ZodType<T>; keyField: string; keyOfRecord: (record: T) => string; noun: string },
  problems: ClassImportProblem[],
): Valid<T>[] {
  const valid: Valid<T>[] = [];
  const seen = new Map<string, ImportPlace>();
  for (const { place, value } of records) {
    const key = keyOf(value, keyField);
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      problems.push({ ...place, ...(key ? { key } : {}), reason: describeImportIssues(parsed.error) });
      continue;
    }
    const recordKey = keyOfRecord(parsed.data);
    const first = seen.get(recordKey);
    if (first) {
      problems.push({
        ...place,
        key: recordKey,
        reason: `${keyField} sama dengan ${noun} di ${describePlace(first)}`,
      });
      continue;
    }
    seen.set(recordKey, place);
    valid.push({ place, record: parsed.data });
  }
  return valid;
}

/** Each record against its schema, and duplicate keys within the import. */
function validateRecords(teachers: readonly RawImportRecord[], classes: readonly RawImportRecord[]) {
  const problems: ClassImportProblem[] = [];
  const validTeachers = validateList(
    teachers,
    { schema: TeacherImportSchema, keyField: 'slug', keyOfRecord: (teacher) => teacher.slug, noun: 'guru' },
    problems,
  );
  const validClasses = validateList(
    classes,
    {
      schema: ClassImportSchema,
      keyField: 'externalId',
      keyOfRecord: (klass) => klass.externalId,
      noun: 'kelas',
    },
    problems,
  );
  return { problems, validTeachers, validClasses };
}

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

async function findTeachersBySlug(
  db: Kysely<Tables>,
  slugs: readonly string[],
): Promise<Map<string, Teacher>> {
  const found = new Map<string, Teacher>();
  for (const part of chunks([...new Set(slugs)])) {
    if (part.length === 0) continue;
    for (const row of await db.selectFrom('teachers').selectAll().where('slug', 'in', part).execute()) {
      found.set(row.slug, row);
    }
  }
  return found;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const materialKey = (materials: readonly LiveClassMaterial[]) =>
  JSON.stringify(materials.map((material) => [material.kind, material.title, material.url]));

/** The teacher row an import record asks for, keeping what an absent field leaves as stored. */
function teacherValues(record: TeacherImport, existing: Teacher | undefined) {
  return {
    slug: record.slug,
    full_name: record.name,
    photo_url: record.photoUrl === undefined ? (existing?.photo_url ?? null) : record.photoUrl,
    subjects: record.subjects as TanyaSubject[],
    bio: record.bio,
    verified: record.verified ?? existing?.verified ?? false,
    levels: record.levels ?? existing?.levels ?? [],
    education: record.education === undefined ? (existing?.education ?? null) : record.education,
    teaching_since:
      record.teachingSince === undefined ? (existing?.teaching_since ?? null) : record.teachingSince,
    // An imported teacher belongs to the content team, not to the demo roster (decision 093).
    demo: false,
  };
}

function teacherChanged(values: ReturnType<typeof teacherValues>, existing: Teacher): boolean {
  return (
    values.full_name !== existing.full_name ||
    values.photo_url !== existing.photo_url ||
    !sameList(values.subjects, existing.subjects) ||
    values.bio !== existing.bio ||
    values.verified !== existing.verified ||
    !sameList(values.levels, existing.levels) ||
    values.education !== existing.education ||
    values.teaching_since !== existing.teaching_since ||
    values.demo !== existing.demo
  );
}

/** The class row an import record asks for, keeping what an absent field leaves as stored. */
function classValues(record: ClassImport, teacherId: string, existing: LiveClass | undefined) {
  return {
    external_id: record.externalId,
    kind: record.kind,
    subject: record.subject as TanyaSubject,
    grades: record.grades,
    curriculum: record.curriculum,
    stream: record.stream ?? null,
    focus_exam_id: record.focusExamId ?? null,
    title: record.title,
    topic: record.topic,
    description: record.description ?? existing?.description ?? '',
    materials: record.materials ?? existing?.materials ?? [],
    recording_url:
      record.recordingUrl === undefined ? (existing?.recording_url ?? null) : record.recordingUrl,
    teacher_id: teacherId,
    starts_at: record.startsAt,
    ends_at: record.endsAt,
    capacity: record.capacity,
  };
}

type ClassValues = ReturnType<typeof classValues>;

/**
 * Whether a change is one a calendar shows (decision 071): the times, the title, topic and
 * description (SUMMARY and DESCRIPTION) and the teacher (named in the description). Such a
 * change bumps the class's RFC 5545 SEQUENCE; cancelling does too (admin-classes.ts).
 */
export function calendarChanged(
  next: Pick<ClassValues, 'starts_at' | 'ends_at' | 'title' | 'topic' | 'description' | 'teacher_id'>,
  stored: Pick<LiveClass, 'starts_at' | 'ends_at' | 'title' | 'topic' | 'description' | 'teacher_id'>,
): boolean {
  return (
    next.starts_at.getTime() !== stored.starts_at.getTime() ||
    next.ends_at.getTime() !== stored.ends_at.getTime() ||
    next.title !== stored.title ||
    next.topic !== stored.topic ||
    next.description !== stored.description ||
    next.teacher_id !== stored.teacher_id
  );
}

function classChanged(next: ClassValues, stored: LiveClass): boolean {
  return (
    calendarChanged(next, stored) ||
    next.kind !== stored.kind ||
    next.subject !== stored.subject ||
    !sameList(next.grades, stored.grades) ||
    next.curriculum !== stored.curriculum ||
    next.stream !== stored.stream ||
    next.focus_exam_id !== stored.focus_exam_id ||
    materialKey(next.materials) !== materialKey(stored.materials) ||
    next.recording_url !== stored.recording_url ||
    next.capacity !== stored.capacity
  );
}

/** Thrown inside the transaction of a dry run, so everything it wrote is rolled back. */
class DryRunRollback extends Error {
  constructor(readonly counts: ClassImportCounts) {
    super('dry run');
  }
}

/** Thrown inside the transaction when classes would clash: nothing is kept (decision 093). */
class ClashRollback extends Error {
  constructor(readonly problems: ClassImportProblem[]) {
    super('teacher clash');
  }
}

type PlannedImportClass = Valid<ClassImport> & {
  teacher: string;
  teacherId: string;
  startsAt: Date;
  endsAt: Date;
};

/**
 * The classes of an import that would overlap another class of their teacher: an earlier record
 * of the same import, or a stored class the import does not rewrite. A class stored as cancelled
 * stays cancelled (the import never restores one) and clashes with nothing.
 */
async function findImportClashes(
  trx: Transaction<Tables>,
  classes: readonly Valid<ClassImport>[],
  teachers: ReadonlyMap<string, Teacher>,
  storedClasses: ReadonlyMap<string, LiveClass>,
): Promise<ClassImportProblem[]> {
  const planned: PlannedImportClass[] = [];
  for (const item of classes) {
    if (storedClasses.get(item.record.externalId)?.cancelled_at) continue;
    const teacher = teachers.get(item.record.teacher);
    if (!teacher) throw new Error(`teacher ${item.record.teacher} missing after validation`);
    planned.push({ ...item, teacher: teacher.id, teacherId: teacher.id, startsAt: item.record.startsAt, endsAt: item.record.endsAt });
  }
  const nameOf = new Map([...teachers.values()].map((teacher) => [teacher.id, teacher.full_name]));
  const reasons = new Map<PlannedImportClass, { clash: string; reason: string }[]>();
  const add = (item: PlannedImportClass, clash: string, source: string) =>
    reasons.set(item, [...(reasons.get(item) ?? []), { clash, reason: `${clash} (${source})` }]);
  for (const { booking, other } of findClashesWithin(planned)) {
    const sentence = describeTeacherClash({
      teacherName: nameOf.get(booking.teacherId) ?? booking.record.teacher,
      title: other.record.title,
      startsAt: other.startsAt,
      endsAt: other.endsAt,
    });
    add(booking, sentence, `kelas ${other.record.externalId} di impor ini`);
  }
  const stored = await findStoredClashes(trx, planned, {
    externalIds: classes.map(({ record }) => record.externalId),
  });
  for (const [item, clash] of stored) {
    add(item, describeStoredClash(clash), `kelas ${clash.externalId} yang sudah tersimpan`);
  }
  return [...reasons].map(([{ place, record }, found]) => ({
    ...place,
    key: record.externalId,
    reason: `startsAt: ${found.map(({ reason }) => reason).join(' ')}`,
    clash: found[0]?.clash ?? '',
  }));
}

async function writeImport(
  trx: Transaction<Tables>,
  teachers: readonly TeacherImport[],
  validClasses: readonly Valid<ClassImport>[],
): Promise<ClassImportCounts> {
  const classes = validClasses.map(({ record }) => record);
  // One import at a time, and no class change in between: the comparison below stays true
  // until the writes. Readers are not blocked.
  await sql`lock table teachers, live_classes in share row exclusive mode`.execute(trx);
  // The overlap constraint is checked at commit: the rows are written one by one, and a file that
  // swaps two classes of a teacher overlaps in between (findImportClashes checks the end state).
  await sql`set constraints live_classes_teacher_no_overlap deferred`.execute(trx);
  const counts: ClassImportCounts = {
    teachers: { created: 0, updated: 0, unchanged: 0 },
    classes: { created: 0, updated: 0, unchanged: 0 },
  };

  const storedTeachers = await findTeachersBySlug(trx, [
    ...teachers.map((teacher) => teacher.slug),
    ...classes.map((record) => record.teacher),
  ]);
  for (const record of teachers) {
    const stored = storedTeachers.get(record.slug);
    const values = teacherValues(record, stored);
    if (!stored) {
      const row = await trx.insertInto('teachers').values(values).returningAll().executeTakeFirstOrThrow();
      storedTeachers.set(row.slug, row);
      counts.teachers.created++;
    } else if (teacherChanged(values, stored)) {
      const row = await trx
        .updateTable('teachers')
        .set(values)
        .where('id', '=', stored.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      storedTeachers.set(row.slug, row);
      counts.teachers.updated++;
    } else {
      counts.teachers.unchanged++;
    }
  }

  const storedClasses = new Map<string, LiveClass>();
  for (const part of chunks(classes.map((record) => record.externalId))) {
    if (part.length === 0) continue;
    const rows = await trx.selectFrom('live_classes').selectAll().where('external_id', 'in', part).execute();
    for (const row of rows) storedClasses.set(row.external_id, row);
  }
  const clashes = await findImportClashes(trx, validClasses, storedTeachers, storedClasses);
  if (clashes.length > 0) throw new ClashRollback(clashes);
  const inserts: ClassValues[] = [];
  for (const record of classes) {
    const teacher = storedTeachers.get(record.teacher);
    if (!teacher) throw new Error(`teacher ${record.teacher} missing after validation`);
    const stored = storedClasses.get(record.externalId);
    const values = classValues(record, teacher.id, stored);
    if (!stored) {
      inserts.push(values);
    } else if (classChanged(values, stored)) {
      await trx
        .updateTable('live_classes')
        .set({
          ...values,
          materials: JSON.stringify(values.materials),
          sequence: stored.sequence + (calendarChanged(values, stored) ? 1 : 0),
        })
        .where('id', '=', stored.id)
        .execute();
      counts.classes.updated++;
    } else {
      counts.classes.unchanged++;
    }
  }
  for (const part of chunks(inserts)) {
    if (part.length === 0) continue;
    await trx
      .insertInto('live_classes')
      .values(part.map((values) => ({ ...values, materials: JSON.stringify(values.materials) })))
      .execute();
    counts.classes.created += part.length;
  }
  return counts;
}

/**
 * Validates and writes an import of teachers and classes, all or nothing. Problems name each bad
 * record (its list, index, file line when read from a file, key) with the reason in Indonesian;
 * a class whose teacher is neither in the import nor stored is one of them. `dryRun` checks
 * and counts inside a transaction that is then rolled back.
 */
export async function importLiveClasses(
  db: Kysely<Tables>,
  raw: { teachers: readonly RawImportRecord[]; classes: readonly RawImportRecord[] },
  { dryRun = false, now = new Date() }: { dryRun?: boolean; now?: Date } = {},
): Promise<ClassImportOutcome> {
  const { problems, validTeachers, validClasses } = validateRecords(raw.teachers, raw.classes);
  const thisYear = jakartaYear(now);
  for (const { place, record } of validTeachers) {
    if (record.teachingSince != null && record.teachingSince > thisYear) {
      problems.push({
        ...place,
        key: record.slug,
        reason: `teachingSince: tahun mulai mengajar paling akhir tahun ini (${thisYear})`,
      });
    }
  }
  const slugsInImport = new Set(validTeachers.map(({ record }) => record.slug));
  const missing = validClasses.filter(({ record }) => !slugsInImport.has(record.teacher));
  if (missing.length > 0) {
    const stored = await findTeachersBySlug(
      db,
      missing.map(({ record }) => record.teacher),
    );
    for (const { place, record } of missing) {
      if (!stored.has(record.teacher)) {
        problems.push({
          ...place,
          key: record.externalId,
          reason: `teacher: guru "${record.teacher}" tidak ada di impor ini maupun di database`,
        });
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems: problems.sort(byPlace) };

  const teachers = validTeachers.map(({ record }) => record);
  const attempt = async (): Promise<ClassImportOutcome> => {
    try {
      const counts = await db.transaction().execute(async (trx) => {
        const written = await writeImport(trx, teachers, validClasses);
        if (dryRun) throw new DryRunRollback(written);
        return written;
      });
      return { ok: true, counts };
    } catch (error) {
      if (error instanceof DryRunRollback) return { ok: true, counts: error.counts };
      if (error instanceof ClashRollback) return { ok: false, conflict: true, problems: error.problems.sort(byPlace) };
      throw error;
    }
  };
  try {
    return await attempt();
  } catch (error) {
    // Another writer committed a clashing class between our check and our write (the constraint
    // refused it, decision 093): check again, now that it is visible, to name the clash.
    if (!isTeacherOverlapViolation(error)) throw error;
    return attempt();
  }
}
