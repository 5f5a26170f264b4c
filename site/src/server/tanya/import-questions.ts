import { toUrlSlug } from '@bimbel/domain/routes/url-slug';
import { toTanyaSlug, TANYA_SEGMENT_FALLBACK } from '@bimbel/domain/routes/tanya-paths';
import { toSubjectName } from '@bimbel/domain/catalogue/subject';
import { toPlainQuestionText } from '@bimbel/domain/tanya/question-plain-text';
import {
  describeRecordIssues,
  TanyaQuestionRecordSchema,
  type TanyaQuestionRecord,
} from '@bimbel/domain/tanya/tanya-question-record';
import type { Kysely, Transaction } from 'kysely';
import type { Tables, TanyaSubject } from '../db/schema.ts';
import type { ImportProblem, RawImportRecord } from './import-file.ts';

export type ValidRecord = { line: number; file?: string; record: TanyaQuestionRecord };

/** Slug of a chapter or topic name, the same the page paths use (buildTanyaTopicPath). */
export function toCatalogueSlug(name: string): string {
  return toUrlSlug(name, { fallback: TANYA_SEGMENT_FALLBACK });
}

function idOf(value: unknown): string | undefined {
  return value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? (value as { id: string }).id
    : undefined;
}

/**
 * Validates every record on its own (schema) and against the others: duplicate ids, a chapter
 * or topic slug claimed by two different names, a topic under two chapters, related ids that
 * are neither in the file nor in `knownIds`.
 */
export function validateImportRecords(
  raw: readonly RawImportRecord[],
  knownIds: ReadonlySet<string> = new Set(),
): { valid: ValidRecord[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const valid: ValidRecord[] = [];
  const firstLineOfId = new Map<string, number>();
  const firstFileOfId = new Map<string, string | undefined>();
  for (const { line, value, file } of raw) {
    const at = file === undefined ? {} : { file };
    const parsed = TanyaQuestionRecordSchema.safeParse(value);
    const id = idOf(value);
    if (!parsed.success) {
      problems.push({ line, ...at, ...(id ? { id } : {}), reason: describeRecordIssues(parsed.error) });
      continue;
    }
    const seenAt = firstLineOfId.get(parsed.data.id);
    if (seenAt !== undefined) {
      const where = firstFileOfId.get(parsed.data.id);
      problems.push({
        line,
        ...at,
        id: parsed.data.id,
        reason: `id sama dengan soal di ${where && where !== file ? `${where} ` : ''}baris ${seenAt}`,
      });
      continue;
    }
    firstLineOfId.set(parsed.data.id, line);
    firstFileOfId.set(parsed.data.id, file);
    valid.push({ line, ...at, record: parsed.data });
  }

  const chapterNames = new Map<string, string>();
  const topicChapters = new Map<string, string>();
  for (const { line, file, record } of valid) {
    const at = file === undefined ? {} : { file };
    const scope = `${record.grade}/${record.subject}`;
    const chapterKey = `${scope}/${toCatalogueSlug(record.chapter)}`;
    const knownChapter = chapterNames.get(chapterKey);
    if (knownChapter !== undefined && knownChapter !== record.chapter) {
      problems.push({
        line,
        ...at,
        id: record.id,
        reason: `bab "${record.chapter}" bentrok dengan bab "${knownChapter}" (alamat halamannya sama)`,
      });
    }
    chapterNames.set(chapterKey, knownChapter ?? record.chapter);
    const topicKey = `${scope}/${toCatalogueSlug(record.topic)}`;
    const knownTopic = topicChapters.get(topicKey);
    if (knownTopic !== undefined && knownTopic !== chapterKey) {
      problems.push({
        line,
        ...at,
        id: record.id,
        reason: `topik "${record.topic}" sudah dipakai di bab lain pada kelas dan mapel yang sama`,
      });
    }
    topicChapters.set(topicKey, knownTopic ?? chapterKey);
    for (const related of record.related) {
      if (related === record.id)
        problems.push({ line, ...at, id: record.id, reason: 'soal terkait tidak boleh soal itu sendiri' });
      else if (!firstLineOfId.has(related) && !knownIds.has(related)) {
        problems.push({
          line,
          ...at,
          id: record.id,
          reason: `soal terkait ${related} tidak ada di file maupun di database`,
        });
      }
    }
  }
  return { valid, problems: problems.sort(byPlace) };
}

const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size));
  return result;
}

/** Which of `ids` already exist as questions (for related ids that point outside the file). */
export async function findExistingQuestionIds(
  db: Kysely<Tables>,
  ids: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks([...new Set(ids)])) {
    const rows = await db.selectFrom('tanya_questions').select('id').where('id', 'in', part).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

async function upsertCatalogue(trx: Transaction<Tables>, records: readonly TanyaQuestionRecord[]) {
  const chapterIds = new Map<string, string>();
  const topicIds = new Map<string, string>();
  const chapters = new Map<string, { grade: number; subject: TanyaSubject; slug: string; name: string }>();
  for (const record of records) {
    const slug = toCatalogueSlug(record.chapter);
    chapters.set(`${record.grade}/${record.subject}/${slug}`, {
      grade: record.grade,
      subject: record.subject as TanyaSubject,
      slug,
      name: record.chapter,
    });
  }
  for (const part of chunks([...chapters.values()])) {
    const rows = await trx
      .insertInto('tanya_chapters')
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(['grade', 'subject', 'slug'])
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
      )
      .returning(['id', 'grade', 'subject', 'slug'])
      .execute();
    for (const row of rows) chapterIds.set(`${row.grade}/${row.subject}/${row.slug}`, row.id);
  }
  const topics = new Map<
    string,
    { chapter_id: string; grade: number; subject: TanyaSubject; slug: string; name: string }
  >();
  for (const record of records) {
    const slug = toCatalogueSlug(record.topic);
    const chapterId = chapterIds.get(`${record.grade}/${record.subject}/${toCatalogueSlug(record.chapter)}`);
    if (chapterId === undefined) throw new Error('chapter missing after upsert');
    topics.set(`${record.grade}/${record.subject}/${slug}`, {
      chapter_id: chapterId,
      grade: record.grade,
      subject: record.subject as TanyaSubject,
      slug,
      name: record.topic,
    });
  }
  for (const part of chunks([...topics.values()])) {
    const rows = await trx
      .insertInto('tanya_topics')
      .values(part)
      .onConflict((conflict) =>
        conflict
          .columns(['grade', 'subject', 'slug'])
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            chapter_id: eb.ref('excluded.chapter_id'),
          })),
      )
      .returning(['id', 'grade', 'subject', 'slug'])
      .execute();
    for (const row of rows) topicIds.set(`${row.grade}/${row.subject}/${row.slug}`, row.id);
  }
  return { chapterIds, topicIds };
}

/**
 * The roster teacher each narrator name stands for (decision 093): a teacher's slug, or a full
 * name exactly one teacher has ("Bu Rina Kartika, S.Pd."). Any other name is an outside narrator,
 * credited as text only (not an error: the content team may credit someone outside the roster).
 * Names are compared exactly (after trimming): "Rina Kartika" without "Bu" and the degree is not
 * guessed at, so a narrator is never credited to the wrong teacher.
 */
export async function resolveNarrators(
  db: Kysely<Tables>,
  names: readonly string[],
): Promise<Map<string, { id: string; fullName: string }>> {
  const wanted = [...new Set(names.map((name) => name.trim()))].filter(Boolean);
  const resolved = new Map<string, { id: string; fullName: string }>();
  if (wanted.length === 0) return resolved;
  const teachers = await db
    .selectFrom('teachers')
    .select(['id', 'slug', 'full_name'])
    .where((eb) => eb.or([eb('slug', 'in', wanted), eb('full_name', 'in', wanted)]))
    .execute();
  for (const name of wanted) {
    const bySlug = teachers.find((teacher) => teacher.slug === name);
    const byName = teachers.filter((teacher) => teacher.full_name === name);
    const teacher = bySlug ?? (byName.length === 1 ? byName[0] : undefined);
    if (teacher) resolved.set(name, { id: teacher.id, fullName: teacher.full_name });
  }
  return resolved;
}

/**
 * Writes validated records in one transaction: chapters and topics by slug, questions and
 * videos by id (a repeated import updates them), related questions replaced. Any failure rolls
 * everything back: an import is all or nothing.
 */
export async function writeImportRecords(
  db: Kysely<Tables>,
  records: readonly TanyaQuestionRecord[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { chapterIds, topicIds } = await upsertCatalogue(trx, records);
    const narrators = await resolveNarrators(
      trx,
      records.map((record) => record.video.teacher),
    );
    for (const part of chunks(records)) {
      const questions = part.map((record) => {
        const scope = `${record.grade}/${record.subject}`;
        const plain = toPlainQuestionText(record.text);
        return {
          id: record.id,
          text: record.text,
          plain_text: plain,
          slug: toTanyaSlug(plain),
          grade: record.grade,
          subject: record.subject as TanyaSubject,
          chapter_id: chapterIds.get(`${scope}/${toCatalogueSlug(record.chapter)}`)!,
          topic_id: topicIds.get(`${scope}/${toCatalogueSlug(record.topic)}`)!,
          curriculum: record.curriculum,
          search_text: [plain, record.topic, record.chapter, toSubjectName(record.subject)].join(' '),
          steps: JSON.stringify(record.steps),
          answer: record.answer ?? null,
        };
      });
      await trx
        .insertInto('tanya_questions')
        .values(questions)
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            text: eb.ref('excluded.text'),
            plain_text: eb.ref('excluded.plain_text'),
            slug: eb.ref('excluded.slug'),
            grade: eb.ref('excluded.grade'),
            subject: eb.ref('excluded.subject'),
            chapter_id: eb.ref('excluded.chapter_id'),
            topic_id: eb.ref('excluded.topic_id'),
            curriculum: eb.ref('excluded.curriculum'),
            search_text: eb.ref('excluded.search_text'),
            // A file without steps clears them: the file is the question as it should now read.
            steps: eb.ref('excluded.steps'),
            answer: eb.ref('excluded.answer'),
          })),
        )
        .execute();
      await trx
        .insertInto('tanya_videos')
        .values(
          part.map((record) => ({
            question_id: record.id,
            source_url: record.video.source_url,
            source_type: record.video.source_type,
            duration_seconds: record.video.duration_seconds,
            thumbnail_url: record.video.thumbnail_url ?? null,
            // A narrator given by slug is stored under the roster name the pages show.
            teacher_name: narrators.get(record.video.teacher.trim())?.fullName ?? record.video.teacher,
            teacher_id: narrators.get(record.video.teacher.trim())?.id ?? null,
            verified: record.video.verified,
            transcript: JSON.stringify(record.video.transcript),
            key_moments: JSON.stringify(record.video.key_moments),
          })),
        )
        .onConflict((conflict) =>
          conflict.column('question_id').doUpdateSet((eb) => ({
            source_url: eb.ref('excluded.source_url'),
            source_type: eb.ref('excluded.source_type'),
            duration_seconds: eb.ref('excluded.duration_seconds'),
            thumbnail_url: eb.ref('excluded.thumbnail_url'),
            teacher_name: eb.ref('excluded.teacher_name'),
            teacher_id: eb.ref('excluded.teacher_id'),
            verified: eb.ref('excluded.verified'),
            transcript: eb.ref('excluded.transcript'),
            key_moments: eb.ref('excluded.key_moments'),
          })),
        )
        .execute();
    }
    // Related rows after every question exists: they may point forward in the file.
    for (const part of chunks(records)) {
      await trx
        .deleteFrom('tanya_related_questions')
        .where(
          'question_id',
          'in',
          part.map((record) => record.id),
        )
        .execute();
      const related = part.flatMap((record) =>
        record.related.map((relatedId, position) => ({
          question_id: record.id,
          related_question_id: relatedId,
          position,
        })),
      );
      if (related.length > 0) await trx.insertInto('tanya_related_questions').values(related).execute();
    }
  });
}

/** Orders problems by file, then line. */
export function byPlace(a: ImportProblem, b: ImportProblem): number {
  return (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line;
}

export type ImportOutcome = { ok: true; imported: number } | { ok: false; problems: ImportProblem[] };

/**
 * The whole import: validate every record, and write them all only when none is bad.
 *
 * @example
 * const outcome = await importQuestions(db, readImportText('soal.csv', text));
 */
export async function importQuestions(
  db: Kysely<Tables>,
  read: { records: RawImportRecord[]; problems: ImportProblem[] },
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<ImportOutcome> {
  const referenced = read.records.flatMap(({ value }) => {
    const related = value && typeof value === 'object' ? (value as { related?: unknown }).related : undefined;
    return Array.isArray(related)
      ? related.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id))
      : [];
  });
  const known = await findExistingQuestionIds(db, referenced);
  const { valid, problems } = validateImportRecords(read.records, known);
  const allProblems = [...read.problems, ...problems].sort(byPlace);
  if (allProblems.length > 0) return { ok: false, problems: allProblems };
  if (valid.length === 0) return { ok: false, problems: [{ line: 1, reason: 'file tidak berisi soal' }] };
  if (!dryRun)
    await writeImportRecords(
      db,
      valid.map(({ record }) => record),
    );
  return { ok: true, imported: valid.length };
}
